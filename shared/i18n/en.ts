/**
 * English (en-GB) catalogue. The Estonian catalogue must have exactly the same shape: a missing or
 * extra key there fails the type-check. Placeholders are written {name} and filled by `fmt`.
 */
export const en = {
  meta: {
    siteDescription:
      'AI decision support for Estonian law and hybrid AI infrastructure with EU hosting, built for legal teams, law firms and the public sector.',
  },
  common: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    goHome: 'Go Home',
    goBack: 'Go Back',
    tryAgain: 'Try Again',
    loading: 'Loading…',
  },
  home: {
    title: 'AI Legal Decision Support',
    eyebrow: 'Legal technology from Estonia',
    heroTitle: 'Legal decisions, backed by Estonian case law',
    heroLead:
      'A decision-support platform trained on Estonian case law, with contract review, compliance monitoring and auditable AI research, hosted in the EU or on your own hardware.',
    exploreProducts: 'Explore our products',
    scheduleConsultation: 'Schedule Your Consultation',
    disclaimer:
      'Suggestions are not legal advice. We are a decision-support platform, not a law firm; consult a legal advisor.',
  },
  notFound: {
    title: 'Page Not Found',
    heading: '404 Page Not Found',
    message: 'The page you are looking for does not exist or has been moved.',
    popular: 'Popular pages',
  },
  errors: {
    boundaryTitle: 'Something Went Wrong',
    boundaryMessage: 'An unexpected error occurred while showing this page.',
  },
  footer: {
    copyright: '© {year} {company}. All rights reserved.',
    madeIn: 'Made in Estonia',
  },
};

export type Messages = typeof en;
