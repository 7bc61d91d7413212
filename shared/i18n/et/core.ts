import type { Messages } from '../en/index.ts';

export const core: Pick<Messages, 'meta' | 'common' | 'notFound' | 'errors' | 'footer'> = {
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
