/** /solutions with the #industry, #compliance, #use-case, #legaltech and #hybridai sections. */
export const solutions = {
  title: 'Solutions',
  description:
    'AI solutions for legal teams, the public sector and regulated industries: decision support for Estonian law, compliance automation and hybrid AI for data that must stay on-site.',
  heading: 'Solutions for legal work and regulated industries',
  lead: 'Whether you advise clients, answer to a regulator or keep sensitive data on your own hardware, we fit the platform to the way you work.',
  industryHeading: 'By industry',
  industries: [
    {
      title: 'Law firms',
      text: 'Case-law research, due diligence and drafting that keep pace with client demands.',
    },
    {
      title: 'Government and public sector',
      text: 'Consistent, well-documented handling of similar cases, hosted in the EU or on government premises.',
    },
    {
      title: 'Financial services',
      text: 'AML, GDPR and DORA obligations mapped to your contracts and controls.',
    },
    {
      title: 'Manufacturing',
      text: 'Supplier contracts and quality documentation analysed without sending engineering data off-site.',
    },
    {
      title: 'Maritime',
      text: 'Document analysis on vessels and in port offices, synchronised when connectivity allows.',
    },
    {
      title: 'Pharmaceuticals',
      text: 'Regulatory submissions and long-term archives protected with post-quantum options.',
    },
  ],
  complianceHeading: 'Compliance',
  complianceText:
    'Turn regulatory change into concrete tasks. The platform tracks Estonian and EU legislation, shows which documents each change affects and keeps the evidence your supervisor will ask for.',
  complianceItems: ['GDPR', 'EU AI Act', 'AML and KYC', 'NIS2', 'DORA', 'eIDAS'],
  complianceLink: 'Compliance solutions on the platform',
  useCaseHeading: 'Use cases',
  useCases: [
    {
      title: 'Contract review',
      text: 'Clause-level risk flags against your playbook and Estonian law.',
    },
    {
      title: 'Legal research',
      text: 'Cited answers from Estonian case law and legislation, in three languages.',
    },
    { title: 'Regulatory monitoring', text: 'Alerts when a change in law touches your documents.' },
    {
      title: 'Custom AI solutions',
      text: 'Models and workflows built with you for your own data and processes.',
    },
  ],
  useCaseLink: 'See all use cases',
  legaltechHeading: 'Legal technology (PaaS)',
  legaltechText:
    'The Legal Tech Platform gives legal teams decision support trained on Estonian case law, ready to use in the EU cloud. Start with a 14-day free trial.',
  legaltechLink: 'About the Legal Tech Platform',
  hybridaiHeading: 'Hybrid AI (IaaS)',
  hybridaiText:
    'Hybrid AI Infrastructure runs the same models on your premises and in the EU cloud under one policy layer, with HSM-backed keys and post-quantum options. Start with a guided pilot.',
  hybridaiLink: 'About Hybrid AI Infrastructure',
  ctaHeading: 'Let us map your use case',
  ctaText: 'Describe the problem; we reply within 24 hours with how we would approach it.',
  ctaButton: 'Contact us',
};
