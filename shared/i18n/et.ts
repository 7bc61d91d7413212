import type { Messages } from './en.ts';

export const et: Messages = {
  meta: {
    siteDescription:
      'Eesti õigusel põhinev tehisintellektiga otsusetugi ja hübriidne AI-taristu ELi majutusega õigusmeeskondadele, advokaadibüroodele ja avalikule sektorile.',
  },
  common: {
    skipToContent: 'Liigu sisu juurde',
    mainNavigation: 'Peamenüü',
    goHome: 'Avalehele',
    goBack: 'Tagasi',
    tryAgain: 'Proovi uuesti',
    loading: 'Laadimine…',
  },
  home: {
    title: 'Tehisintellektiga õiguslik otsusetugi',
    eyebrow: 'Õigustehnoloogia Eestist',
    heroTitle: 'Õiguslikud otsused Eesti kohtupraktika toel',
    heroLead:
      'Eesti kohtupraktikal treenitud otsusetugi lepingute analüüsiks, vastavuse jälgimiseks ja auditeeritavaks õigusuuringuks, majutatud ELis või teie enda riistvaral.',
    exploreProducts: 'Tutvu toodetega',
    scheduleConsultation: 'Broneeri konsultatsioon',
    disclaimer:
      'Soovitused ei ole õigusabi. Oleme otsusetoe platvorm, mitte advokaadibüroo; pöörduge õigusnõustaja poole.',
  },
  notFound: {
    title: 'Lehte ei leitud',
    heading: '404 Lehte ei leitud',
    message: 'Otsitud lehte ei ole olemas või see on teisaldatud.',
    popular: 'Populaarsed lehed',
  },
  errors: {
    boundaryTitle: 'Midagi läks valesti',
    boundaryMessage: 'Lehe kuvamisel tekkis ootamatu viga.',
  },
  footer: {
    copyright: '© {year} {company}. Kõik õigused kaitstud.',
    madeIn: 'Valmistatud Eestis',
  },
};
