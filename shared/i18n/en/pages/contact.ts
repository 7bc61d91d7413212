/** /contact, /sales, /support and /career. Reply promises and hours follow public-site §9. */
export const contact = {
  title: 'Contact',
  description: 'Contact the team in Tallinn. We reply to every message within 24 hours.',
  heading: 'Contact us',
  lead: 'Questions about the platform, a partnership or the press? Send us a message and we will reply within 24 hours.',
  formHeading: 'Send us a message',
  formLead: 'Fields marked with * are required.',
  salesCard: {
    title: 'Sales',
    text: 'Pricing, demos and pilots for your organisation.',
    link: 'Go to sales',
  },
  supportCard: {
    title: 'Support',
    text: 'Help for existing customers, documentation and FAQ.',
    link: 'Go to support',
  },
  officeHeading: 'Head office',
  officeEmail: 'Email',
  officePhone: 'Phone',
  officePhoneNote: 'Phone support is available to enterprise customers.',
  officeHours: 'Monday to Friday 9:00–17:00 EET',
  registry: 'Registry code',
  pressHeading: 'Press',
  pressText: 'Journalists can reach our communications team at {email}. We reply within 24 hours.',
};

export const sales = {
  title: 'Sales',
  description:
    'Talk to our sales team about the Legal Tech Platform or Hybrid AI Infrastructure. Discovery call, demo, proposal and implementation in as little as a week.',
  heading: 'Talk to sales',
  lead: 'Tell us about your organisation and what you want to achieve. A specialist will reply within 24 hours.',
  formHeading: 'Sales enquiry',
  processHeading: 'How the sales process works',
  steps: [
    {
      title: 'Discovery call',
      duration: '30 minutes',
      text: 'We learn about your team, your workflows and your requirements for hosting and security.',
    },
    {
      title: 'Demo',
      duration: '45 minutes',
      text: 'A tailored demonstration on the kind of documents and questions you work with.',
    },
    {
      title: 'Proposal',
      duration: '2–3 days',
      text: 'A written proposal with the plan, deployment model, timeline and price.',
    },
    {
      title: 'Implementation',
      duration: '1–4 weeks',
      text: 'Set-up, integrations and training, with a named contact throughout.',
    },
  ],
  reply: 'We reply to every enquiry within 24 hours.',
};

export const support = {
  title: 'Support',
  description:
    'Documentation, FAQ and help from our support team in Estonian and English. Email replies within 4 hours during support hours.',
  heading: 'How can we help?',
  lead: 'Find answers in the documentation and FAQ, or contact our support team in Estonian or English.',
  docsTitle: 'Documentation',
  docsText: 'Guides, API reference and release notes, available 24x7.',
  docsLink: 'Open documentation',
  chatTitle: 'Chat',
  chatText: 'Send us a message and a support engineer will pick it up during support hours.',
  chatLink: 'Start a conversation',
  emailTitle: 'Email',
  emailText: 'We reply to support email within 4 hours during support hours.',
  hoursHeading: 'Support hours',
  hours: 'Monday to Friday 9:00–17:00 EET',
  docsHours: 'Documentation is available 24x7.',
  phoneNote: 'Phone support is available to enterprise customers.',
  languages: 'Support is offered in Estonian and English.',
  faqHeading: 'Popular questions',
  faqLinks: {
    gettingStarted: 'Getting started',
    pricing: 'Pricing and billing',
    api: 'API access',
    security: 'Security and privacy',
  },
  formHeading: 'Open a support request',
  formLead: 'Describe the problem and we will get back to you with a ticket number.',
};

export const career = {
  title: 'Careers',
  description: 'Join the team building legal AI in Tallinn. See our open positions.',
  heading: 'Build the future of legal work with us',
  lead: 'We are a small team of lawyers, engineers and researchers in Tallinn. We care about careful work, clear writing and software that people can trust.',
  whyHeading: 'Why work with us',
  reasons: [
    {
      title: 'Meaningful work',
      text: 'Your work helps courts, firms and public bodies make better-founded decisions.',
    },
    {
      title: 'Research roots',
      text: 'The company grew out of a three-year research programme; we keep learning.',
    },
    { title: 'Flexible work', text: 'Hybrid work from Tallinn, with flexible hours.' },
    { title: 'Growth', text: 'A training budget, conferences and time for your own development.' },
  ],
  positionsHeading: 'Open positions',
  noPositions: 'There are no open positions right now.',
  noPositionsText:
    'We still like to hear from people who share our goals. Send us a short introduction and we will keep you in mind.',
  contactLink: 'Send an introduction',
  aboutLink: 'Learn about us',
};
