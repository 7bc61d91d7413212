/** The /products overview. */
export const products = {
  title: 'Products',
  description:
    'The Legal Tech Platform (PaaS) and Hybrid AI Infrastructure (IaaS): AI decision support for legal work, in the EU cloud or on your premises.',
  heading: 'Our products',
  subheading: 'One legal AI, deployed the way your organisation needs it',
  paas: {
    label: 'Platform as a Service',
    title: 'Legal Tech Platform',
    text: 'A legal decision-support system trained on Estonian case law. Review contracts, monitor regulatory change, research case law with cited answers and keep an auditable record of every step. Hosted in the EU and ready in days.',
    points: [
      'Contract review with clause-level risk flags',
      'Compliance monitoring for Estonian and EU rules',
      'AI legal research with source citations',
      'Auditable workflows and team collaboration',
    ],
    more: 'Explore the platform',
    pricing: 'See platform pricing',
  },
  iaas: {
    label: 'Infrastructure as a Service',
    title: 'Hybrid AI Infrastructure',
    text: 'For organisations whose data cannot leave the building. Run the models on your own hardware or in a dedicated EU environment, with central routing, policy control, HSM-backed keys and optional post-quantum cryptography.',
    points: [
      'Cloud, on-premise or both under one control plane',
      'Central routing and policy enforcement',
      'Keys held in hardware security modules',
      'Post-quantum cryptography options',
    ],
    more: 'Explore the infrastructure',
    pricing: 'See infrastructure pricing',
  },
  ctaHeading: 'Not sure which fits?',
  ctaText: 'Tell us about your work and we will recommend a starting point within 24 hours.',
  contact: 'Contact us',
  sales: 'Talk to sales',
};
