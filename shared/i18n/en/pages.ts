/** Copy of the static marketing pages (home, products, pricing, security, legal, …). */
export const pages = {
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
};
