import type { Messages } from '../../en/index.ts';

export const paas: Messages['pages']['paas'] = {
  title: 'Õigustehnoloogia platvorm',
  description:
    'Eesti kohtupraktikal õpetatud tehisintellektiga õiguslik otsusetugi: lepinguanalüüs, vastavuse jälgimine, viidetega õigusuuring ja auditeeritavad töövood. Alates 499 € kuus.',
  eyebrow: 'Õigustehnoloogia platvorm · PaaS',
  heading: 'Otsusetugi õigustööks, õpetatud Eesti kohtupraktikal',
  lead: 'Uurige kiiremini, analüüsige lepinguid kindlalt ja hoidke iga samm auditeeritav. Platvorm loeb Eesti kohtupraktikat ja õigusakte, et teie meeskond saaks keskenduda hinnangutele, mitte otsimisele.',
  primaryCta: 'Alusta tasuta prooviga',
  secondaryCta: 'Vaata hindu',
  benefitsHeading: 'Mis teie meeskonna jaoks muutub',
  benefits: [
    {
      value: 'kuni 80%',
      title: 'vähem uurimisaega',
      text: 'Leidke asjakohased Riigikohtu ja ringkonnakohtute lahendid minutitega, mitte tundidega.',
    },
    {
      value: '52%',
      title: 'parem lepinguanalüüs',
      text: 'Sättepõhine kontroll leiab rohkem riskantseid, ebatavalisi ja puuduvaid tingimusi kui käsitsi läbivaatus.',
    },
    {
      value: '68%',
      title: 'vähem koostamisaega',
      text: 'Alustage esmasest mustandist, mis tugineb teie põhjadele ja kohaldatavale õigusele.',
    },
  ],
  capabilitiesHeading: 'Peamised võimalused',
  capabilities: [
    {
      title: 'Lepinguanalüüs',
      text: 'Laadige leping üles ja saate sättehaaval ülevaate selle vastavusest Eesti õigusele, teie juhistele ja turupraktikale koos raskusastme järgi järjestatud riskidega.',
    },
    {
      title: 'Vastavuse jälgimine',
      text: 'Jälgige Eesti ja ELi õigusaktide muudatusi ning vaadake, milliseid teie lepinguid, poliitikaid ja protsesse need puudutavad.',
    },
    {
      title: 'Tehisintellektiga õigusuuring',
      text: 'Küsige eesti, inglise või vene keeles. Vastused viitavad lahenditele ja sätetele, millele need tuginevad, nii et iga väidet saab kontrollida.',
    },
    {
      title: 'Auditeeritavad töövood',
      text: 'Iga päring, dokumendi versioon ja otsus logitakse, nii et saate näidata, kuidas järelduseni jõuti.',
    },
  ],
  decisionHeading: 'Otsusetugi, mitte must kast',
  decisionText:
    'Platvorm soovitab, otsustavad teie juristid. Iga soovitus näitab allikaid, selle usaldusväärsust ja arutluskäiku ning midagi ei lähe platvormilt välja ilma inimese heakskiiduta. Oleme otsusetoe platvorm, mitte advokaadibüroo, ja platvorm ei anna õigusabi.',
  decisionPoints: [
    'Allikaviited igas vastuses',
    'Usaldusväärsuse näitajad ja arutluskäik',
    'Inimese heakskiit enne lõplikku otsust',
    'Täielik auditijälg kontrolliks ja järelevalveks',
  ],
  complianceHeading: 'Vastavuslahendused',
  complianceLead: 'Hoidke regulatsioonidega sammu ilma töötajaid juurde võtmata.',
  compliance: [
    {
      title: 'GDPR',
      text: 'Isikuandmete töötlemise register, andmesubjektide taotlused ja andmetöötluslepingute kontroll.',
    },
    {
      title: 'Rahapesu tõkestamine ja KYC',
      text: 'Kontroll rahapesu ja terrorismi rahastamise tõkestamise seaduse ning ELi rahapesuvastaste reeglite alusel.',
    },
    {
      title: 'ELi tehisintellekti määrus',
      text: 'Liigitage oma tehisintellektisüsteemid, dokumenteerige riskikontrollid ja koostage tehniline dokumentatsioon.',
    },
    {
      title: 'NIS2 ja DORA',
      text: 'Siduge kohustused kontrollimeetmetega ja koguge tõendeid järelevalve jaoks.',
    },
  ],
  useCasesHeading: 'Kasutusjuhud',
  useCases: [
    {
      title: 'Advokaadibürood',
      text: 'Kiiremad uurimismemod, ühtlane due diligence ja mustandid, mis järgivad büroo enda stiili.',
    },
    {
      title: 'Ettevõtete õigusosakonnad',
      text: 'Iseteeninduslik lepingukontroll äriüksustele ja juristi kaasamine, kui leitakse risk.',
    },
    {
      title: 'Riigiasutused',
      text: 'Sarnaste asjade ühtne käsitlemine, arutluskäik ja allikad säilitatakse kontrolliks.',
    },
    {
      title: 'Vastavusspetsialistid',
      text: 'Reaalajas ülevaade õigusmuudatustest ja sisedokumentidest, mida need puudutavad.',
    },
  ],
  featuresHeading: 'Platvormi funktsioonid',
  features: [
    'Eesti, inglise ja vene keel',
    'Majutus ELis ja GDPRiga kooskõlas töötlemine',
    'AES-256 krüpteerimine salvestamisel ja edastamisel',
    'Ühekordne sisselogimine ja rollipõhine ligipääs',
    'Dokumendihaldus koos versiooniajalooga',
    'Liidestused dokumendi- ja asjahaldussüsteemidega',
    'Meeskonna tööruumid ja ühised juhised',
    'Eksport Wordi ja PDF-i',
  ],
  pricingHeading: 'Hinnad',
  pricingLead:
    'Lihtsad kuupaketid. Iga pakett algab 14-päevase tasuta prooviperioodiga, krediitkaarti pole vaja.',
  successHeading: 'Kliendi edulugu',
  success: {
    title: 'Tallinna advokaadibüroo vähendas uurimisaega 80%',
    text: '20 juristiga äriõiguse büroo viis kolmekuulise piloodi käigus kohtupraktika esmase uurimise ja lepinguanalüüsi platvormile. Uurimismemod, mis võtsid varem päeva, valmivad nüüd alla kahe tunniga ja analüüs järgib iga kord sama kontrollnimekirja.',
    stats: [
      { value: '80%', label: 'vähem uurimisaega' },
      { value: '52%', label: 'parem lepinguanalüüs' },
      { value: '68%', label: 'vähem koostamisaega' },
    ],
  },
  quotesHeading: 'Mida kasutajad ütlevad',
  quotes: [
    {
      text: 'Esimest korda näitab tehisintellekti tööriist täpselt, millisele lahendile see tugineb. Just see teeb selle praktikas kasutatavaks.',
      name: 'Partner',
      org: 'Äriõiguse büroo, Tallinn',
    },
    {
      text: 'Meie äriüksused kontrollivad tavalepinguid nüüd ise ja meieni jõuavad ainult need, mis vajavad juristi.',
      name: 'Õigusosakonna juht',
      org: 'Tehnoloogiaettevõte, Tartu',
    },
    {
      text: 'Auditijälg vastas järelevalve küsimustele enne, kui need esitati.',
      name: 'Vastavusjuht',
      org: 'Finantsteenuste pakkuja',
    },
  ],
  ctaHeading: 'Proovige platvormi oma tööde peal',
  ctaText: 'Alustage 14-päevast tasuta prooviperioodi või broneerige meie meeskonnaga demo.',
  ctaPrimary: 'Alusta tasuta prooviga',
  ctaSecondary: 'Broneeri demo',
};
