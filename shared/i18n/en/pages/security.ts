/** /security: certifications, HSMs, advanced features and post-quantum options. */
export const security = {
  title: 'Security',
  description:
    'How we protect legal data: EU hosting, AES-256 encryption, hardware security modules, ISO/IEC 27001 certification under way and post-quantum cryptography options.',
  heading: 'Security you can show your clients and your regulator',
  lead: 'Legal data is among the most sensitive there is. Our security is designed in from the start, documented and open to audit.',
  certificationsHeading: 'Certifications and standards',
  certifications: [
    {
      title: 'ISO/IEC 27001',
      text: 'Our information security management system is undergoing ISO/IEC 27001 certification.',
    },
    {
      title: 'GDPR',
      text: 'Processing under a data-processing agreement, with data hosted in the EU.',
    },
    {
      title: 'EU AI Act',
      text: 'Documentation and risk controls prepared for the AI Act’s obligations.',
    },
    { title: 'NIS2', text: 'Incident handling and supply-chain controls aligned with NIS2.' },
  ],
  hsmHeading: 'Hardware security modules',
  hsmText:
    'Encryption keys are generated and used inside certified hardware security modules (HSMs) and never leave them in plain form. Infrastructure customers can use their own HSMs, so even we cannot read their data.',
  hsmPoints: [
    'Keys never exported in plain form',
    'Bring your own HSM',
    'Separate keys per customer',
    'Logged key operations',
  ],
  featuresHeading: 'Advanced features',
  features: [
    { title: 'Encryption', text: 'AES-256 at rest and TLS in transit, with keys held in HSMs.' },
    {
      title: 'Access control',
      text: 'Multi-factor authentication, role-based access control and single sign-on.',
    },
    {
      title: 'Audit logging',
      text: 'Tamper-evident logs of every access, query and administrative action.',
    },
    {
      title: 'Data residency',
      text: 'Data stays in the EU, or on your own premises with Hybrid AI Infrastructure.',
    },
    {
      title: 'Isolation',
      text: 'Customer data is logically separated; dedicated environments are available.',
    },
    {
      title: 'Secure development',
      text: 'Code review, dependency scanning and regular external penetration tests.',
    },
  ],
  pqHeading: 'Post-quantum options',
  pqText:
    'Data that must stay confidential for decades can be captured today and decrypted by a future quantum computer. For such data we offer the new post-quantum algorithms standardised for long-term protection.',
  pqAlgorithms: [
    { name: 'ML-KEM', text: 'Key encapsulation for key exchange (FIPS 203).' },
    { name: 'ML-DSA', text: 'Digital signatures (FIPS 204).' },
    { name: 'LMS/HSS', text: 'Stateful hash-based signatures for firmware and long-term records.' },
    { name: 'XMSS/XMSS-MT', text: 'Stateful hash-based signatures with multi-tree variants.' },
  ],
  ctaHeading: 'Need our security documentation?',
  ctaText: 'We share our security overview and answer questionnaires under NDA.',
  ctaButton: 'Contact us',
};
