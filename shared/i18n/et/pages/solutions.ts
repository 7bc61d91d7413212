import type { Messages } from '../../en/index.ts';

export const solutions: Messages['pages']['solutions'] = {
  title: 'Lahendused',
  description:
    'Tehisintellekti lahendused õigusmeeskondadele, avalikule sektorile ja reguleeritud valdkondadele: Eesti õiguse otsusetugi, vastavuse automatiseerimine ja hübriidne tehisintellekt kohapeal hoitavatele andmetele.',
  heading: 'Lahendused õigustööks ja reguleeritud valdkondadele',
  lead: 'Olenemata sellest, kas nõustate kliente, vastutate regulaatori ees või hoiate tundlikke andmeid oma riistvaral, kohandame platvormi teie töö järgi.',
  industryHeading: 'Valdkonniti',
  industries: [
    {
      title: 'Advokaadibürood',
      text: 'Kohtupraktika uurimine, due diligence ja dokumentide koostamine, mis peavad sammu klientide ootustega.',
    },
    {
      title: 'Riik ja avalik sektor',
      text: 'Sarnaste asjade ühtne ja hästi dokumenteeritud käsitlemine, majutusega ELis või asutuse enda ruumides.',
    },
    {
      title: 'Finantsteenused',
      text: 'Rahapesu tõkestamise, GDPRi ja DORA kohustused seotud teie lepingute ja kontrollimeetmetega.',
    },
    {
      title: 'Tootmine',
      text: 'Tarnijalepingute ja kvaliteedidokumentide analüüs ilma inseneriandmeid väljapoole saatmata.',
    },
    {
      title: 'Meresõit',
      text: 'Dokumendianalüüs laevadel ja sadamakontorites, sünkroonimine siis, kui ühendus seda võimaldab.',
    },
    {
      title: 'Farmaatsia',
      text: 'Regulatiivsed taotlused ja pikaajalised arhiivid, mida kaitsevad kvantkindlad valikud.',
    },
  ],
  complianceHeading: 'Vastavus',
  complianceText:
    'Muutke õigusmuudatused konkreetseteks ülesanneteks. Platvorm jälgib Eesti ja ELi õigusakte, näitab, milliseid dokumente iga muudatus puudutab, ja säilitab tõendid, mida järelevalve küsib.',
  complianceItems: [
    'GDPR',
    'ELi tehisintellekti määrus',
    'Rahapesu tõkestamine ja KYC',
    'NIS2',
    'DORA',
    'eIDAS',
  ],
  complianceLink: 'Platvormi vastavuslahendused',
  useCaseHeading: 'Kasutusjuhud',
  useCases: [
    {
      title: 'Lepinguanalüüs',
      text: 'Sättepõhised riskimärked teie juhiste ja Eesti õiguse alusel.',
    },
    {
      title: 'Õigusuuring',
      text: 'Viidetega vastused Eesti kohtupraktikast ja õigusaktidest kolmes keeles.',
    },
    {
      title: 'Õigusmuudatuste jälgimine',
      text: 'Teavitused, kui seadusemuudatus puudutab teie dokumente.',
    },
    {
      title: 'Kohandatud tehisintellekti lahendused',
      text: 'Koos teiega loodud mudelid ja töövood teie andmete ja protsesside jaoks.',
    },
  ],
  useCaseLink: 'Vaata kõiki kasutusjuhte',
  legaltechHeading: 'Õigustehnoloogia (PaaS)',
  legaltechText:
    'Õigustehnoloogia platvorm annab õigusmeeskondadele Eesti kohtupraktikal õpetatud otsusetoe, mis on kohe kasutatav ELi pilves. Alustage 14-päevase tasuta prooviperioodiga.',
  legaltechLink: 'Õigustehnoloogia platvormist',
  hybridaiHeading: 'Hübriidne tehisintellekt (IaaS)',
  hybridaiText:
    'Hübriidne tehisintellekti taristu käitab samu mudeleid teie ruumides ja ELi pilves ühe poliitikakihi all, koos HSM-põhiste võtmete ja kvantkindlate valikutega. Alustage juhendatud piloodiga.',
  hybridaiLink: 'Hübriidsest tehisintellekti taristust',
  ctaHeading: 'Kaardistame teie kasutusjuhu',
  ctaText: 'Kirjeldage probleemi ja vastame 24 tunni jooksul, kuidas me sellele läheneksime.',
  ctaButton: 'Võta ühendust',
};
