/** /pricing with its four FAQ entries. */
export const pricing = {
  title: 'Pricing',
  description:
    'Transparent pricing for the Legal Tech Platform (from €499 per month, 14-day free trial) and Hybrid AI Infrastructure (from €999 per month, guided pilot).',
  heading: 'Pricing',
  lead: 'Clear monthly plans for both products. Prices exclude VAT.',
  paasTitle: 'Legal Tech Platform',
  paasText: 'From €499 per month. 14-day free trial, no credit card required.',
  paasLink: 'See platform plans',
  iaasTitle: 'Hybrid AI Infrastructure',
  iaasText: 'From €999 per month. Every deployment starts with a guided pilot.',
  iaasLink: 'See infrastructure plans',
  faqHeading: 'Pricing questions',
  faq: [
    {
      question: 'Is there a free trial?',
      answer:
        'Yes. The Legal Tech Platform comes with a 14-day free trial and no credit card is required. Hybrid AI Infrastructure starts with a guided pilot on your infrastructure instead.',
    },
    {
      question: 'How is billing handled?',
      answer:
        'Plans are billed monthly in advance in euros. Fees are non-refundable. Enterprise plans can be invoiced annually.',
    },
    {
      question: 'Can prices change?',
      answer:
        'We give at least 30 days’ notice before any price change takes effect, so you can plan ahead or change your plan.',
    },
    {
      question: 'Can I change plans later?',
      answer:
        'Yes. You can move to a larger plan at any time; moving to a smaller plan takes effect from the next billing period.',
    },
  ],
};
