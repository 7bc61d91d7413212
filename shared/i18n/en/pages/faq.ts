/**
 * /faq. Category keys and question ids are URL anchors (/faq#2, /faq#api-access) and must be the
 * same in every language.
 */
export const faq = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about the Legal Tech Platform and Hybrid AI Infrastructure: getting started, pricing, security, technical details and implementation.',
  heading: 'Frequently Asked Questions',
  lead: 'Can’t find your answer? Contact our support team in Estonian or English.',
  searchLabel: 'Search questions',
  searchPlaceholder: 'Search, e.g. “trial” or “encryption”',
  categoriesLabel: 'Question categories',
  noResults: 'No results found.',
  resultsCount: { one: '{count} question found.', other: '{count} questions found.' },
  resultsLabel: 'Search results',
  moreHeading: 'Still have questions?',
  moreText: 'Our support team answers email within 4 hours, Monday to Friday 9:00–17:00 EET.',
  moreLink: 'Contact support',
  categories: [
    {
      key: 'general',
      anchor: '1',
      name: 'General',
      entries: [
        {
          id: 'what-is',
          question: 'What is {brand}?',
          answer:
            '{brand} is a legal decision-support platform trained on Estonian case law, plus hybrid AI infrastructure for organisations that need to run AI on their own hardware. It helps with contract review, compliance monitoring and legal research.',
        },
        {
          id: 'getting-started',
          question: 'How do I get started?',
          answer:
            'Start a 14-day free trial of the Legal Tech Platform, no credit card required, or book a 30-minute discovery call with our sales team. For Hybrid AI Infrastructure we begin with a guided pilot.',
        },
        {
          id: 'legal-advice',
          question: 'Does the platform give legal advice?',
          answer:
            'No. The platform is a decision-support tool, not a law firm. Its suggestions are not legal advice; consult a legal advisor before acting on them.',
        },
        {
          id: 'languages',
          question: 'Which languages are supported?',
          answer:
            'The platform works in Estonian, English and Russian. Our support team helps you in Estonian and English.',
        },
      ],
    },
    {
      key: 'pricing',
      anchor: '2',
      name: 'Pricing',
      entries: [
        {
          id: 'plans',
          question: 'How much does the platform cost?',
          answer:
            'The Legal Tech Platform costs €499 per month (Standard, up to 5 users) or €999 per month (Professional, up to 25 users); Enterprise is priced individually. Hybrid AI Infrastructure starts at €999 per month.',
        },
        {
          id: 'trial',
          question: 'Is there a free trial?',
          answer:
            'Yes, the Legal Tech Platform has a 14-day free trial with no credit card required. Hybrid AI Infrastructure offers a guided pilot instead.',
        },
        {
          id: 'billing',
          question: 'How does billing work?',
          answer:
            'Fees are charged monthly in advance and are non-refundable. We announce price changes at least 30 days before they take effect.',
        },
        {
          id: 'change-plan',
          question: 'Can I change my plan?',
          answer: 'Yes. Upgrades take effect immediately; downgrades from the next billing period.',
        },
      ],
    },
    {
      key: 'security',
      anchor: '3',
      name: 'Security',
      entries: [
        {
          id: 'data-location',
          question: 'Where is my data stored?',
          answer:
            'In data centres in the European Union. With Hybrid AI Infrastructure, sensitive data can stay entirely on your own premises.',
        },
        {
          id: 'encryption',
          question: 'How is my data protected?',
          answer:
            'Data is encrypted with AES-256 at rest and TLS in transit, with keys held in hardware security modules. Access is protected by multi-factor authentication and role-based access control.',
        },
        {
          id: 'certification',
          question: 'Are you certified?',
          answer:
            'Our information security management system is undergoing ISO/IEC 27001 certification. We process personal data under GDPR with a data-processing agreement.',
        },
        {
          id: 'retention',
          question: 'How long do you keep data?',
          answer:
            'Usage logs are kept for up to 24 months and support communications for 3 years. Your documents are kept for as long as your subscription runs and deleted on request.',
        },
      ],
    },
    {
      key: 'technical',
      anchor: '4',
      name: 'Technical',
      entries: [
        {
          id: 'api-access',
          question: 'Is there an API?',
          answer:
            'Yes. Professional and Enterprise customers can use our REST API to connect the platform to document management and case management systems. The API reference is in the documentation.',
        },
        {
          id: 'integrations',
          question: 'Which systems can you integrate with?',
          answer:
            'Common document management systems, Microsoft 365, single sign-on providers (SAML and OpenID Connect) and, for infrastructure customers, vendor-neutral connectors to your own models and storage.',
        },
        {
          id: 'uptime',
          question: 'What availability do you guarantee?',
          answer:
            'We guarantee 99.9% uptime. Documentation is available 24x7, and the status page shows the current state of every service.',
        },
        {
          id: 'post-quantum',
          question: 'Do you support post-quantum cryptography?',
          answer: 'Yes, as an option: ML-KEM, ML-DSA, LMS/HSS and XMSS/XMSS-MT.',
        },
      ],
    },
    {
      key: 'implementation',
      anchor: '5',
      name: 'Implementation',
      entries: [
        {
          id: 'timeline',
          question: 'How long does implementation take?',
          answer:
            'Usually 1 to 4 weeks, after a 30-minute discovery call, a 45-minute demo and a proposal within 2–3 days.',
        },
        {
          id: 'training',
          question: 'Do you provide training?',
          answer:
            'Yes. Every implementation includes onboarding sessions for your users and administrators, in Estonian or English.',
        },
        {
          id: 'on-premise',
          question: 'Can the platform run on our own servers?',
          answer:
            'Yes, with Hybrid AI Infrastructure. We deploy on your hardware or in a dedicated EU environment and connect both through one control plane.',
        },
        {
          id: 'support-hours',
          question: 'What support do you offer?',
          answer:
            'Email support Monday to Friday 9:00–17:00 EET with replies within 4 hours. Phone support is available to enterprise customers.',
        },
      ],
    },
  ],
};
