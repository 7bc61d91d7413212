/** /products/iaas: Hybrid AI Infrastructure. Case figures follow public-site §9. */
export const iaas = {
  title: 'Hybrid AI Infrastructure',
  description:
    'Cloud plus on-premise AI with central routing, policy control, HSM-backed keys and optional post-quantum cryptography. EU data residency. From €999 per month.',
  eyebrow: 'Hybrid AI Infrastructure · IaaS',
  heading: 'AI that runs where your data is allowed to be',
  lead: 'Combine the EU cloud with your own data centre under one control plane. Route each workload by policy, keep keys in hardware security modules and prepare for post-quantum threats today.',
  contactCta: 'Talk to an engineer',
  pricingCta: 'See pricing',
  benefits: [
    'Sensitive data never leaves your premises',
    'One policy layer across cloud and on-premise',
    'Keys generated and held in HSMs',
    'Vendor-neutral: bring your own models and hardware',
    'EU data residency by default',
  ],
  governanceHeading: 'Governance built in',
  governance: [
    {
      title: 'Central routing',
      text: 'Every request is routed by data classification, jurisdiction and cost, to the cloud or to on-premise nodes.',
    },
    {
      title: 'Policy control',
      text: 'Define who may use which model on which data, and enforce it in one place.',
    },
    {
      title: 'HSM-backed keys',
      text: 'Encryption keys are generated and used inside hardware security modules and never exported.',
    },
    {
      title: 'Full audit',
      text: 'Tamper-evident logs of every request, policy decision and key operation.',
    },
  ],
  highlightsHeading: 'Highlights',
  highlights: [
    { value: 'AES-256', label: 'encryption at rest and in transit' },
    { value: 'ML-KEM', label: 'post-quantum key exchange option' },
    { value: 'EU', label: 'data residency' },
    { value: '99.9%', label: 'uptime guarantee' },
  ],
  builtForHeading: 'Built for organisations that cannot compromise',
  builtForText:
    'Manufacturing, maritime and pharmaceutical companies, public bodies and legal teams with data that must stay on their own hardware, but who still want modern AI. We deploy alongside your existing infrastructure and connect to the systems you already use.',
  featuresHeading: 'Features',
  features: [
    {
      title: 'Hybrid deployment',
      text: 'Run models in the EU cloud, in your data centre or at the edge, and move workloads without rewriting applications.',
    },
    {
      title: 'Security by design',
      text: 'Zero-trust networking, AES-256 encryption and keys held in HSMs, with role-based access for every operation.',
    },
    {
      title: 'Post-quantum ready',
      text: 'Optional ML-KEM, ML-DSA, LMS/HSS and XMSS/XMSS-MT for data that must stay confidential for decades.',
    },
    {
      title: 'Vendor-neutral connectors',
      text: 'Connect open and commercial models, document stores and identity providers through standard interfaces.',
    },
  ],
  pricingHeading: 'Pricing',
  pricingLead: 'Every deployment starts with a guided pilot on your infrastructure.',
  casesHeading: 'Customer cases',
  cases: [
    {
      title: 'Manufacturing in the Baltics',
      text: 'A manufacturer with plants in three Baltic countries moved quality documentation and supplier contracts to a hybrid deployment. Sensitive engineering data stays on-site; general workloads run in the EU cloud.',
      results: [
        'Cloud egress cut by 62%',
        'Model response improved by 47%',
        'Incident response time cut by 35%',
      ],
    },
    {
      title: 'Maritime in the Nordics',
      text: 'A Nordic shipping operator runs document analysis on vessels and in port offices, syncing through the central router when connectivity allows.',
      results: [
        'Analysis keeps working offline at sea',
        'Policy-controlled access across the fleet',
      ],
    },
  ],
  testimonialsHeading: 'What our customers say',
  testimonials: [
    {
      text: 'We finally use AI on our engineering documents without sending them anywhere.',
      name: 'CIO',
      org: 'Industrial manufacturer, Baltics',
    },
    {
      text: 'The routing layer lets us decide per workload where it runs. Audits are straightforward.',
      name: 'Head of IT Security',
      org: 'Shipping operator, Nordics',
    },
    {
      text: 'Post-quantum options were the deciding factor for our long-term archives.',
      name: 'Quality Director',
      org: 'Pharmaceutical company',
    },
  ],
  ctaHeading: 'Plan your pilot',
  ctaText: 'Our engineers will review your environment and propose a pilot architecture.',
  ctaPrimary: 'Contact us',
  ctaSecondary: 'Talk to sales',
};
