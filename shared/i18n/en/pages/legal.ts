/** /legal/privacy-policy and /legal/terms-of-service (version 1.0, 1 January 2025). */
export const legal = {
  lastUpdated: 'Last updated: {date}',
  version: 'Version {version}',
  contentsLabel: 'Contents',
};

export const privacy = {
  title: 'Privacy Policy',
  description:
    'How {company} collects, uses and protects personal data on this website and in its services.',
  heading: 'Privacy Policy',
  intro:
    'This policy explains how {company} (“we”) processes personal data when you visit this website, contact us or use our services. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and Estonian law.',
  sections: [
    {
      title: 'Who we are',
      paragraphs: [
        '{company}, registry code {registry}, {address}, is the controller of the personal data described in this policy. You can reach us about privacy at {email}.',
      ],
    },
    {
      title: 'What data we collect',
      paragraphs: [
        'Data you give us: your name, email address, company, job title, phone number and the content of your message when you fill in a contact, sales, support, partner or newsletter form.',
        'Data collected automatically: your IP address, browser type, the page you came from and how you use the site, and, if you use our services, usage logs.',
      ],
    },
    {
      title: 'Why we use it',
      paragraphs: [
        'To answer your enquiries and provide the services you request (performance of a contract or steps before one); to send the newsletter you subscribed to (consent); to keep our services secure and improve them (legitimate interest); and to meet our legal obligations.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'Usage logs are kept for up to 24 months. Support communications are kept for 3 years. Enquiries that do not lead to a contract are deleted when they are no longer needed. Newsletter data is kept until you unsubscribe.',
      ],
    },
    {
      title: 'Who we share it with',
      paragraphs: [
        'We use carefully selected service providers (hosting, email delivery) that process data on our behalf under data-processing agreements. Data is stored in the European Union. We do not sell personal data.',
      ],
    },
    {
      title: 'Cookies and analytics',
      paragraphs: [
        'We use the cookies needed for the site to work, for example to remember your theme and language and that you closed the newsletter window. Statistics tools are loaded only after you consent to them and never when your browser sends “do not track”.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You have the right to access, correct and delete your data, to restrict or object to its processing, to data portability and to withdraw consent at any time. To exercise these rights, write to {email}. You may also complain to the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon).',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'We protect personal data with encryption (AES-256 at rest, TLS in transit), access control and logging. Our information security management system is undergoing ISO/IEC 27001 certification.',
      ],
    },
    {
      title: 'Changes to this policy',
      paragraphs: [
        'We may update this policy. The version number and date at the top show when it last changed; significant changes will be announced on this website.',
      ],
    },
  ],
  termsLink: 'Read our Terms of Service',
};

export const terms = {
  title: 'Terms of Service',
  description:
    'The terms that apply to the use of the {brand} website, platform and infrastructure services.',
  heading: 'Terms of Service',
  overviewHeading: 'Agreement overview',
  overview:
    'These terms form an agreement between you and {company} for the use of our website, the Legal Tech Platform and Hybrid AI Infrastructure. By using the services you accept these terms. If you use them on behalf of an organisation, you confirm that you may bind it.',
  sections: [
    {
      title: 'Acceptance of terms',
      paragraphs: [
        'By accessing or using our services you agree to these terms and to our Privacy Policy. If you do not agree, do not use the services.',
      ],
    },
    {
      title: 'Service description',
      paragraphs: [
        'We provide a legal decision-support platform trained on Estonian case law (PaaS) and hybrid AI infrastructure (IaaS). The services help you research, review and monitor; they do not replace professional judgement.',
      ],
    },
    {
      title: 'User responsibilities',
      paragraphs: [
        'You keep your credentials confidential, use the services lawfully, have the right to upload the documents you upload and check the results before relying on them. You must not attempt to disrupt, reverse engineer or misuse the services.',
      ],
    },
    {
      title: 'Subscription and billing',
      paragraphs: [
        'Subscriptions are billed monthly in advance in euros. Fees are charged in advance and are non-refundable. We will give you at least 30 days’ notice of any change in pricing. The Legal Tech Platform trial lasts 14 days and requires no credit card.',
      ],
    },
    {
      title: 'Data and privacy',
      paragraphs: [
        'You own your data. We process it only to provide the services, under a data-processing agreement and our Privacy Policy, and store it in the EU. Usage logs are kept for up to 24 months and support communications for 3 years.',
      ],
    },
    {
      title: 'Intellectual property',
      paragraphs: [
        'We own the services, models and software, and grant you a non-exclusive, non-transferable right to use them during your subscription. You keep all rights to your documents and to the results generated for you.',
      ],
    },
    {
      title: 'Limitation of liability',
      paragraphs: [
        'The services are a decision-support tool. To the extent permitted by law, we are not liable for indirect or consequential loss or for decisions made on the basis of the services, and our total liability is limited to the fees you paid in the 12 months before the claim.',
      ],
    },
    {
      title: 'Termination',
      paragraphs: [
        'You may end your subscription at the end of any billing period. We may suspend or end access if you materially breach these terms. After termination you can export your data for 30 days, after which it is deleted.',
      ],
    },
  ],
  disclaimerHeading: 'Legal disclaimer',
  disclaimer:
    'The platform is a decision-support tool and not a law firm. Its suggestions are not legal advice and do not create a lawyer–client relationship. Always consult a qualified legal advisor before acting on them.',
  lawHeading: 'Governing law',
  lawIntro: 'These terms are governed by:',
  law: [
    'The laws of the Republic of Estonia',
    'Applicable European Union rules',
    'The EU General Data Protection Regulation (GDPR)',
  ],
  lawCourts:
    'Disputes are settled by Harju County Court (Harju Maakohus) in Tallinn, unless mandatory law provides otherwise.',
  contactHeading: 'Contact',
  contactText: 'Questions about these terms: {email}, {company}, {address}.',
  relatedHeading: 'Related pages',
  privacyLink: 'Privacy Policy',
  contactLink: 'Contact us',
  securityLink: 'Security',
};
