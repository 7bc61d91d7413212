import type { Messages } from '../../en/index.ts';

export const partners: Messages['pages']['partners'] = {
  title: 'Partnerid',
  description:
    'Saage {brand}i partneriks: integratsiooni-, teenus- ja müügipartnerlus õigusalase tehisintellekti jaoks Baltikumis, Põhjamaades ja mujal.',
  heading: 'Kasvame koos partnerina',
  lead: 'Teeme koostööd tehnoloogiaettevõtete, nõustajate ja edasimüüjatega, kes aitavad õigusmeeskondadel ja reguleeritud organisatsioonidel tehisintellekti vastutustundlikult kasutusele võtta.',
  becomePartner: 'Saa partneriks',
  existingPartner: 'Olemasolev partner',
  modelsHeading: 'Partnerlusmudelid',
  models: [
    {
      type: 'technology',
      title: 'Integratsioon',
      subtitle: 'Õigustehnoloogia integratsioonipartner',
      text: 'Ühendage oma toode platvormiga meie API ja tootjast sõltumatute liideste kaudu ning jõudke ühise lahendusega meie klientideni.',
      points: ['Ligipääs API-le ja testkeskkonnale', 'Ühine lahenduse tutvustus', 'Tehniline tugi'],
    },
    {
      type: 'implementation',
      title: 'Professionaalsed teenused',
      subtitle: 'Teenuspartner',
      text: 'Juurutage, liidestage ja koolitage. Aidake klientidel võtta kasutusele platvorm või hübriidtaristu ja muuta see igapäevatöö osaks.',
      points: [
        'Sertifitseerimisprogramm',
        'Juurutusprojektide vahendamine',
        'Tugi müügieelses etapis',
      ],
    },
    {
      type: 'reseller',
      title: 'Strateegiline müügikanal',
      subtitle: 'Strateegiline müügipartner',
      text: 'Viige platvorm uutele turgudele ja valdkondadesse partnerihindade, ühisturunduse ja isikliku partnerihalduri toel.',
      points: ['Partneri marginaalid', 'Ühisturunduse eelarve', 'Isiklik partnerihaldur'],
    },
  ],
  platformHeading: 'Tarkvara- ja platvormipartnerid',
  platformLead: 'Tehnoloogia, millega liidestume ja millele ehitame.',
  technologyLabel: 'Tehnoloogiapartnerid',
  platformLabel: 'Platvormipartnerid',
  hardwareHeading: 'Riistvarapartnerid',
  hardwareLead: 'Sertifitseeritud riistvara kohapealseteks ja hübriidpaigaldusteks.',
  profileLink: 'Vaata profiili',
  platformPartners: [
    {
      name: 'Aurora Cloud',
      text: 'ELis majutatud pilveplatvorm andmekeskustega Eestis ja Soomes.',
    },
    {
      name: 'Nordvault Identity',
      text: 'Ühekordne sisselogimine ja identiteediföderatsioon riiklike eID-lahenduste toega.',
    },
    {
      name: 'Harju Document Systems',
      text: 'Dokumendi- ja arhiivihaldussüsteem advokaadibüroodele ja avalikele asutustele.',
    },
  ],
  hardwarePartners: [
    {
      name: 'Keystone HSM',
      text: 'Sertifitseeritud riistvaralised turvamoodulid võtmete loomiseks ja hoidmiseks kohapeal.',
    },
    {
      name: 'Baltic Compute Systems',
      text: 'GPU-serverid ja serverikappide integreerimine kohapealsete tehisintellekti töökoormuste jaoks.',
    },
  ],
  applyHeading: 'Esita partneriks saamise taotlus',
  applyLead:
    'Rääkige meile oma ettevõttest ja soovitud koostööst. Vaatame iga taotluse läbi 5 tööpäeva jooksul.',
  contactHeading: 'Küsimusi partnerluse kohta?',
  contactText: 'Kirjutage meie partnerlusmeeskonnale aadressil {email}.',
  contactLink: 'Võta ühendust',
  profile: {
    back: 'Tagasi partnerite juurde',
    featuresHeading: 'Mida nad pakuvad',
    audiencesHeading: 'Kellele see sobib',
    visit: 'Külasta: {name}',
    ctaHeading: 'Huvitab ühine lahendus?',
    ctaText: 'Rääkige meiega, kuidas kasutada {name} lahendust koos platvormiga.',
    ctaButton: 'Võta ühendust',
  },
  technology: {
    redline: {
      name: 'Redline AI',
      tagline: 'Dokumentide võrdlus ja muudatuste märkimine',
      text: 'Redline AI võrdlusmootor on platvormi lepinguanalüüsi muudatuste jälgimise aluseks, nii et juristid näevad täpselt, mis mustandite vahel muutus ja kuidas iga muudatus riske mõjutab.',
      features: [
        'Sätteid arvestav lepinguversioonide võrdlus',
        'Muudatuste kokkuvõtted lihtsas keeles',
        'Jälgitavad muudatused Wordi eksporditult',
        'Riskimärked igal olulisel muudatusel',
      ],
      audiences: [
        'Keerukaid lepinguid läbirääkivad advokaadibürood',
        'Ettevõtete õigusosakonnad',
        'Hanke- ja lepingujuhid',
      ],
    },
    qatalis: {
      name: 'Qatalis',
      tagline: 'Keelemudelite kvaliteedi tagamine',
      text: 'Qatalis pakub keelemudelite hindamise tööriistu. Kasutame neid, et kontrollida viidete täpsust ja vastuste kvaliteeti enne iga platvormi versiooni avaldamist.',
      features: [
        'Automaatsed hindamiskomplektid',
        'Viidete ja allikate täpsuse kontroll',
        'Versioonidevaheliste muutuste jälgimine',
        'Aruanded auditi ja järelevalve jaoks',
      ],
      audiences: [
        'Reguleeritud valdkonnas tehisintellekti kasutavad meeskonnad',
        'Vastavus- ja riskijuhid',
        'Tehisintellekti juhtimise eest vastutajad',
      ],
    },
    deepware: {
      name: 'Deepware',
      tagline: 'Tõhus kohapealne mudelite käitamine',
      text: 'Deepware’i mudelite optimeerimise ja käitamise keskkond teeb kohapealsed paigaldused tagasihoidlikul GPU-riistvaral praktiliseks ning hoiab hübriidse tehisintellekti taristu taskukohasena.',
      features: [
        'Mudelite tihendamine täpsust kaotamata',
        'Suure läbilaskevõimega käituskeskkond',
        'Levinud GPU- ja CPU-riistvara tugi',
        'Latentsuse ja koormuse jälgimine',
      ],
      audiences: [
        'Oma riistvaral tehisintellekti käitavad organisatsioonid',
        'Andmete asukoha nõuetega avalikud asutused',
        'IT- ja taristumeeskonnad',
      ],
    },
    'skudo-tech': {
      name: 'Skudo Tech',
      tagline: 'Hübriidse tehisintellekti turvalisus',
      text: 'Skudo Tech pakub hübriidsetele tehisintellekti keskkondadele turvaseiret ja poliitikate jõustamist, mis on integreeritud hübriidse taristu keskse päringusuunajaga.',
      features: [
        'Tehisintellekti päringute reaalajas seire',
        'Poliitikate jõustamine suunajas',
        'Anomaaliate ja andmelekete tuvastamine',
        'Liidestus SIEM-süsteemidega',
      ],
      audiences: [
        'Turvaoperatsioonide meeskonnad',
        'Reguleeritud valdkonnad',
        'NIS2 kohustustega organisatsioonid',
      ],
    },
  },
};
