/** Home page copy. Figures follow public-site §2 and §9. */
export const home = {
  title: 'AI Legal Decision Support',
  description:
    'Decision support trained on Estonian case law and hybrid AI infrastructure with EU hosting, for legal teams, law firms and regulated industries.',
  eyebrow: 'Legal technology from Estonia',
  heroTitle: 'Legal decisions, backed by Estonian case law',
  heroLead:
    'A decision-support platform trained on Estonian case law, with contract review, compliance monitoring and auditable AI research, hosted in the EU or on your own hardware.',
  exploreProducts: 'Explore our products',
  scheduleConsultation: 'Schedule Your Consultation',
  disclaimer:
    'Suggestions are not legal advice. We are a decision-support platform, not a law firm; consult a legal advisor.',
  productsHeading: 'Two ways to bring AI into legal work',
  productsLead:
    'Start with the ready-made platform, or run our models on infrastructure you control. Both are built for the evidence standards legal work demands.',
  paasCard: {
    label: 'Platform as a Service',
    title: 'Legal Tech Platform',
    text: 'Decision support trained on Estonian case law: contract review, compliance monitoring, AI legal research and auditable workflows, hosted in the EU.',
    points: [
      'Answers cite their sources',
      'Estonian, English and Russian',
      'EU-hosted, GDPR-aligned',
    ],
    cta: 'Explore the platform',
  },
  iaasCard: {
    label: 'Infrastructure as a Service',
    title: 'Hybrid AI Infrastructure',
    text: 'Cloud plus on-premise deployment with central routing, policy control, HSM-backed keys and optional post-quantum cryptography.',
    points: [
      'Your data stays on your hardware',
      'HSM-backed key management',
      'Post-quantum options',
    ],
    cta: 'Explore the infrastructure',
  },
  partnersHeading: 'Our Trusted Partners',
  partnersLead: 'Technology partners whose tools work alongside our platform.',
  whyHeading: 'Why legal teams choose {brand}',
  whyLead:
    'Legal work needs more than a clever chatbot. It needs answers you can check, data that stays where the law says it must, and a partner who understands the Estonian legal system.',
  whyLegalHeading: 'For legal professionals',
  whyLegal: [
    'Trained on Estonian case law and legislation',
    'Every suggestion links to the source it relies on',
    'Contract review that flags risky and missing clauses',
    'Research in Estonian, English and Russian',
    'Audit trails for every query and decision',
  ],
  whyTechHeading: 'For IT and compliance',
  whyTech: [
    'EU hosting, or fully on your own premises',
    'AES-256 encryption with HSM-backed keys',
    'Role-based access and single sign-on',
    'Optional post-quantum cryptography',
    'ISO/IEC 27001 certification under way',
  ],
  resultsHeading: 'Proven Results',
  resultsLead: 'What teams report after moving routine research and review to the platform.',
  results: [
    { value: '80%', label: 'time saved' },
    { value: '95%', label: 'accuracy' },
    { value: '60%', label: 'cost reduction' },
    { value: '24x7', label: 'availability' },
  ],
  statsHeading: 'The platform in numbers',
  stats: {
    cases: 'legal cases processed*',
    documents: 'documents parsed*',
    uptime: 'uptime guarantee',
    support: 'expert support',
  },
  statsFootnote: '* Figures from our research programme and pilot deployments.',
  poweredHeading: 'Powered by',
  poweredLead: 'Built on proven infrastructure and open standards.',
  opensInNewTab: '(opens in a new tab)',
  ctaHeading: 'See what the platform can do for your team',
  ctaText:
    'Book a 30-minute discovery call. We will look at your workflows, show the platform on your kind of work and propose a pilot.',
  ctaButton: 'Schedule Your Consultation',
};
