/** /partners and the four /partners/technology/{partner} profiles. */
export const partners = {
  title: 'Partners',
  description:
    'Partner with {brand}: integration, professional services and strategic channel partnerships for legal AI in the Baltics, the Nordics and beyond.',
  heading: 'Grow with us as a partner',
  lead: 'We work with technology companies, consultancies and resellers who help legal teams and regulated organisations adopt AI responsibly.',
  becomePartner: 'Become a Partner',
  existingPartner: 'Existing Partner',
  modelsHeading: 'Partnership models',
  models: [
    {
      type: 'technology',
      title: 'Integration',
      subtitle: 'Legal Technology Integration Partner',
      text: 'Connect your product to the platform through our API and vendor-neutral connectors, and reach our customers with a joint solution.',
      points: ['API and sandbox access', 'Joint solution listing', 'Technical enablement'],
    },
    {
      type: 'implementation',
      title: 'Professional Services',
      subtitle: 'Professional Services Partner',
      text: 'Implement, integrate and train. Help customers roll out the platform or hybrid infrastructure and make it part of their daily work.',
      points: [
        'Certification programme',
        'Referral of implementation projects',
        'Pre-sales support',
      ],
    },
    {
      type: 'reseller',
      title: 'Strategic Channel',
      subtitle: 'Strategic Channel Partner',
      text: 'Bring the platform to new markets and sectors, with partner pricing, co-marketing and a dedicated partner manager.',
      points: ['Partner margins', 'Co-marketing budget', 'Dedicated partner manager'],
    },
  ],
  platformHeading: 'Software and platform partners',
  platformLead: 'Technology we integrate with and build on.',
  technologyLabel: 'Technology partners',
  platformLabel: 'Platform partners',
  hardwareHeading: 'Hardware partners',
  hardwareLead: 'Certified hardware for on-premise and hybrid deployments.',
  profileLink: 'View profile',
  platformPartners: [
    {
      name: 'Aurora Cloud',
      text: 'EU-hosted cloud platform with data centres in Estonia and Finland.',
    },
    {
      name: 'Nordvault Identity',
      text: 'Single sign-on and identity federation supporting national eID schemes.',
    },
    {
      name: 'Harju Document Systems',
      text: 'Document and records-management system used by law firms and public bodies.',
    },
  ],
  hardwarePartners: [
    {
      name: 'Keystone HSM',
      text: 'Certified hardware security modules for on-premise key generation and storage.',
    },
    {
      name: 'Baltic Compute Systems',
      text: 'GPU servers and rack integration for on-premise AI workloads.',
    },
  ],
  applyHeading: 'Apply to become a partner',
  applyLead:
    'Tell us about your company and the partnership you have in mind. We review every application within 5 business days.',
  contactHeading: 'Questions about partnering?',
  contactText: 'Write to our partnerships team at {email}.',
  contactLink: 'Contact us',
  profile: {
    back: 'Back to Partners',
    featuresHeading: 'What they bring',
    audiencesHeading: 'Who it is for',
    visit: 'Visit {name}',
    ctaHeading: 'Interested in a joint solution?',
    ctaText: 'Talk to us about using {name} together with the platform.',
    ctaButton: 'Contact us',
  },
  technology: {
    redline: {
      name: 'Redline AI',
      tagline: 'Document comparison and redlining',
      text: 'Redline AI’s comparison engine powers change tracking in the platform’s contract review, so lawyers see exactly what changed between drafts and how each change affects risk.',
      features: [
        'Clause-aware comparison of contract versions',
        'Change summaries in plain language',
        'Tracked changes exported to Word',
        'Risk flags on every material change',
      ],
      audiences: [
        'Law firms negotiating complex agreements',
        'In-house legal teams',
        'Procurement and contract managers',
      ],
    },
    qatalis: {
      name: 'Qatalis',
      tagline: 'Quality assurance for language models',
      text: 'Qatalis provides evaluation tooling for language models. We use it to test citation accuracy and answer quality before every release of the platform.',
      features: [
        'Automated evaluation suites',
        'Citation and source accuracy checks',
        'Regression tracking between releases',
        'Reports for audit and supervision',
      ],
      audiences: [
        'Teams deploying AI in regulated settings',
        'Compliance and risk officers',
        'AI governance leads',
      ],
    },
    deepware: {
      name: 'Deepware',
      tagline: 'Efficient on-premise inference',
      text: 'Deepware’s model optimisation and inference runtime makes on-premise deployments practical on modest GPU hardware, which keeps Hybrid AI Infrastructure affordable.',
      features: [
        'Model compression without loss of accuracy',
        'High-throughput inference runtime',
        'Support for common GPU and CPU hardware',
        'Monitoring of latency and utilisation',
      ],
      audiences: [
        'Organisations running AI on their own hardware',
        'Public bodies with data-location rules',
        'IT and infrastructure teams',
      ],
    },
    'skudo-tech': {
      name: 'Skudo Tech',
      tagline: 'Security for hybrid AI',
      text: 'Skudo Tech provides security monitoring and policy enforcement for hybrid AI environments, integrated with the central request router of Hybrid AI Infrastructure.',
      features: [
        'Real-time monitoring of AI requests',
        'Policy enforcement at the router',
        'Anomaly and data-leak detection',
        'Integration with SIEM systems',
      ],
      audiences: [
        'Security operations teams',
        'Regulated industries',
        'Organisations subject to NIS2',
      ],
    },
  },
};
