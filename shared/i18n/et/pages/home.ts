import type { Messages } from '../../en/index.ts';

export const home: Messages['pages']['home'] = {
  title: 'Tehisintellektiga õiguslik otsusetugi',
  description:
    'Eesti kohtupraktikal õpetatud otsusetugi ja hübriidne tehisintellekti taristu ELi majutusega juristidele, advokaadibüroodele ja reguleeritud valdkondadele.',
  eyebrow: 'Õigustehnoloogia Eestist',
  heroTitle: 'Õiguslikud otsused Eesti kohtupraktika toel',
  heroLead:
    'Eesti kohtupraktikal õpetatud otsusetoe platvorm lepingute analüüsiks, vastavuse jälgimiseks ja auditeeritavaks õigusuuringuks, majutatud ELis või teie enda riistvaral.',
  exploreProducts: 'Tutvu toodetega',
  scheduleConsultation: 'Broneeri konsultatsioon',
  disclaimer:
    'Soovitused ei ole õigusabi. Oleme otsusetoe platvorm, mitte advokaadibüroo; pöörduge õigusnõustaja poole.',
  productsHeading: 'Kaks viisi tuua tehisintellekt õigustöösse',
  productsLead:
    'Alustage valmis platvormiga või kasutage meie mudeleid enda kontrollitud taristul. Mõlemad vastavad tõendatavuse nõuetele, mida õigustöö eeldab.',
  paasCard: {
    label: 'Platvorm teenusena',
    title: 'Õigustehnoloogia platvorm',
    text: 'Eesti kohtupraktikal õpetatud otsusetugi: lepingute analüüs, vastavuse jälgimine, tehisintellektiga õigusuuring ja auditeeritavad töövood, majutatud ELis.',
    points: [
      'Vastused viitavad allikatele',
      'Eesti, inglise ja vene keeles',
      'Majutus ELis, kooskõlas GDPRiga',
    ],
    cta: 'Tutvu platvormiga',
  },
  iaasCard: {
    label: 'Taristu teenusena',
    title: 'Hübriidne tehisintellekti taristu',
    text: 'Pilve- ja kohapealne paigaldus koos keskse suunamise, poliitikakontrolli, riistvaralises turvamoodulis (HSM) hoitavate võtmete ja valikulise kvantkindla krüptograafiaga.',
    points: ['Andmed jäävad teie riistvarale', 'HSM-põhine võtmehaldus', 'Kvantkindlad valikud'],
    cta: 'Tutvu taristuga',
  },
  partnersHeading: 'Meie usaldusväärsed partnerid',
  partnersLead: 'Tehnoloogiapartnerid, kelle tööriistad töötavad meie platvormiga käsikäes.',
  whyHeading: 'Miks juristid valivad {brand}i',
  whyLead:
    'Õigustöö vajab enamat kui nutikat vestlusrobotit. See vajab kontrollitavaid vastuseid, andmeid, mis püsivad seal, kus seadus ette näeb, ja partnerit, kes tunneb Eesti õigussüsteemi.',
  whyLegalHeading: 'Õigusala spetsialistidele',
  whyLegal: [
    'Õpetatud Eesti kohtupraktika ja õigusaktide põhjal',
    'Iga soovitus viitab allikale, millele see tugineb',
    'Lepinguanalüüs, mis märgib riskantsed ja puuduvad sätted',
    'Uuring eesti, inglise ja vene keeles',
    'Auditijälg iga päringu ja otsuse kohta',
  ],
  whyTechHeading: 'IT- ja vastavusmeeskondadele',
  whyTech: [
    'Majutus ELis või täielikult teie enda ruumides',
    'AES-256 krüpteerimine HSM-põhiste võtmetega',
    'Rollipõhine ligipääs ja ühekordne sisselogimine',
    'Valikuline kvantkindel krüptograafia',
    'ISO/IEC 27001 sertifitseerimine käib',
  ],
  resultsHeading: 'Tõestatud tulemused',
  resultsLead: 'Mida meeskonnad märkavad, kui rutiinne uurimis- ja analüüsitöö liigub platvormile.',
  results: [
    { value: '80%', label: 'aja kokkuhoid' },
    { value: '95%', label: 'täpsus' },
    { value: '60%', label: 'kulude vähenemine' },
    { value: '24x7', label: 'kättesaadavus' },
  ],
  statsHeading: 'Platvorm numbrites',
  stats: {
    cases: 'töödeldud kohtuasja*',
    documents: 'analüüsitud dokumenti*',
    uptime: 'tööaja garantii',
    support: 'ekspertide tugi',
  },
  statsFootnote: '* Arvud meie uurimisprogrammist ja pilootprojektidest.',
  poweredHeading: 'Meie tehnoloogia alus',
  poweredLead: 'Ehitatud läbiproovitud taristule ja avatud standarditele.',
  opensInNewTab: '(avaneb uuel vahelehel)',
  ctaHeading: 'Vaadake, mida platvorm teie meeskonnale pakub',
  ctaText:
    'Broneerige 30-minutiline tutvumiskõne. Vaatame üle teie töövood, näitame platvormi teie tüüpi tööde peal ja pakume välja piloodi.',
  ctaButton: 'Broneeri konsultatsioon',
};
