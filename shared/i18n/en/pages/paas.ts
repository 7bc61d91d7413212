/** /products/paas: the Legal Tech Platform. Claims follow public-site §9. */
export const paas = {
  title: 'Legal Tech Platform',
  description:
    'AI legal decision support trained on Estonian case law: contract review, compliance monitoring, legal research with citations and auditable workflows. From €499 per month.',
  eyebrow: 'Legal Tech Platform · PaaS',
  heading: 'Decision support for legal work, trained on Estonian case law',
  lead: 'Research faster, review contracts with confidence and keep every step auditable. The platform reads Estonian case law and legislation so your team can spend its time on judgement, not searching.',
  primaryCta: 'Start Free Trial',
  secondaryCta: 'See pricing',
  benefitsHeading: 'What changes for your team',
  benefits: [
    {
      value: 'up to 80%',
      title: 'less research time',
      text: 'Find the relevant Supreme Court and circuit court rulings in minutes instead of hours.',
    },
    {
      value: '52%',
      title: 'better contract review',
      text: 'Clause-level checks catch more risky, unusual and missing terms than manual review alone.',
    },
    {
      value: '68%',
      title: 'less drafting time',
      text: 'Start from a first draft built on your templates and the applicable law.',
    },
  ],
  capabilitiesHeading: 'Key capabilities',
  capabilities: [
    {
      title: 'Contract review',
      text: 'Upload an agreement and get a clause-by-clause review against Estonian law, your playbook and market practice, with risks ranked by severity.',
    },
    {
      title: 'Compliance monitoring',
      text: 'Track changes to Estonian and EU legislation and see which of your contracts, policies and processes they affect.',
    },
    {
      title: 'AI legal research',
      text: 'Ask in Estonian, English or Russian. Answers cite the rulings and provisions they rely on, so every statement can be checked.',
    },
    {
      title: 'Auditable workflows',
      text: 'Every query, document version and decision is logged, so you can show how a conclusion was reached.',
    },
  ],
  decisionHeading: 'Decision support, not a black box',
  decisionText:
    'The platform suggests; your lawyers decide. Each suggestion shows its sources, the confidence behind it and the reasoning steps, and nothing leaves the platform without a person approving it. We are a decision-support platform, not a law firm, and the platform does not give legal advice.',
  decisionPoints: [
    'Source citations on every answer',
    'Confidence indicators and reasoning steps',
    'Human approval before anything is final',
    'Complete audit trail for review and supervision',
  ],
  complianceHeading: 'Compliance solutions',
  complianceLead: 'Keep pace with regulation without adding headcount.',
  compliance: [
    {
      title: 'GDPR',
      text: 'Records of processing, data-subject requests and contract checks for data-processing terms.',
    },
    {
      title: 'AML and KYC',
      text: 'Reviews against the Estonian Money Laundering and Terrorist Financing Prevention Act and EU AML rules.',
    },
    {
      title: 'EU AI Act',
      text: 'Classify your AI systems, document risk controls and prepare the technical file.',
    },
    {
      title: 'NIS2 and DORA',
      text: 'Map obligations to controls and track evidence for supervisors.',
    },
  ],
  useCasesHeading: 'Use cases',
  useCases: [
    {
      title: 'Law firms',
      text: 'Faster research memos, consistent due diligence and first drafts that follow the firm’s own style.',
    },
    {
      title: 'In-house legal teams',
      text: 'Self-service contract checks for the business, with escalation to counsel when a risk is found.',
    },
    {
      title: 'Government agencies',
      text: 'Consistent handling of similar cases, with the reasoning and sources kept for review.',
    },
    {
      title: 'Compliance officers',
      text: 'A live view of regulatory change and which internal documents it touches.',
    },
  ],
  featuresHeading: 'Platform features',
  features: [
    'Estonian, English and Russian',
    'EU hosting and GDPR-aligned processing',
    'AES-256 encryption at rest and in transit',
    'Single sign-on and role-based access',
    'Document management with version history',
    'Integrations with document and case management systems',
    'Team workspaces and shared playbooks',
    'Export to Word and PDF',
  ],
  pricingHeading: 'Pricing',
  pricingLead:
    'Simple monthly plans. Every plan starts with a 14-day free trial, no credit card required.',
  successHeading: 'Customer success',
  success: {
    title: 'A Tallinn law firm cut research time by 80%',
    text: 'A 20-lawyer commercial practice moved first-pass case-law research and contract review to the platform during a three-month pilot. Research memos that took a day now take under two hours, and reviews follow the same checklist every time.',
    stats: [
      { value: '80%', label: 'less research time' },
      { value: '52%', label: 'better contract review' },
      { value: '68%', label: 'less drafting time' },
    ],
  },
  quotesHeading: 'What our users say',
  quotes: [
    {
      text: 'For the first time, an AI tool shows me exactly which ruling it relies on. That is what makes it usable in practice.',
      name: 'Partner',
      org: 'Commercial law firm, Tallinn',
    },
    {
      text: 'Our business teams check routine contracts themselves now, and we see only the ones that need a lawyer.',
      name: 'Head of Legal',
      org: 'Technology company, Tartu',
    },
    {
      text: 'The audit trail answered our supervisor’s questions before they were asked.',
      name: 'Compliance Officer',
      org: 'Financial services provider',
    },
  ],
  ctaHeading: 'Try the platform on your own work',
  ctaText: 'Start a 14-day free trial or book a demo with our team.',
  ctaPrimary: 'Start Free Trial',
  ctaSecondary: 'Book a demo',
};
