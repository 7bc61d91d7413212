/**
 * Demo leads. Times are given in days before the moment of seeding (fractions are hours), so
 * the back office always shows recent activity; server/db/seed.ts turns them into timestamps.
 * Optional fields left out are stored as null; `language` defaults to 'en'. All names are
 * invented; addresses use `.example` domains and IP addresses the documentation ranges.
 */
import type {
  COMPANY_SIZES,
  ContactStatus,
  PARTNER_APPLICATION_STATUSES,
  PartnerType,
  Priority,
  SALES_STATUSES,
} from '../../shared/constants.ts';

type Lang = 'en' | 'et';

/** Browsers the demo leads were sent from; seed.ts assigns them in turn. */
export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
] as const;

/** Staff addresses that leads are assigned to or reviewed by. */
export const STAFF = {
  sales: 'joonas.rebane@lumen-legal.example',
  ceo: 'kadri.lepik@lumen-legal.example',
  support: 'triin.ojala@lumen-legal.example',
  infra: 'erik.lindqvist@lumen-legal.example',
} as const;

export interface LeadSeed {
  language?: Lang;
  /** When the lead arrived, in days before seeding. */
  days_ago: number;
}

export interface ContactSeed extends LeadSeed {
  name: string;
  email: string;
  company?: string;
  subject?: string;
  message: string;
  priority: Priority;
  status: ContactStatus;
  assigned_to?: string;
  /** Days before seeding that the response was sent; absent when none was. */
  responded_days_ago?: number;
  referrer?: string;
  ip_address?: string;
}

export interface SalesEnquirySeed extends LeadSeed {
  name: string;
  email: string;
  company: string;
  title?: string;
  employees?: (typeof COMPANY_SIZES)[number];
  phone?: string;
  message?: string;
  status: (typeof SALES_STATUSES)[number];
  ip_address?: string;
}

export interface NewsletterSeed extends LeadSeed {
  email: string;
  source: 'page' | 'popup';
  /** Days before seeding of the unsubscription; absent while subscribed. */
  unsubscribed_days_ago?: number;
}

export interface PartnerApplicationSeed extends LeadSeed {
  name: string;
  email: string;
  company: string;
  partner_type: PartnerType;
  message: string;
  status: (typeof PARTNER_APPLICATION_STATUSES)[number];
  review_notes?: string;
  reviewed_by?: string;
  reviewed_days_ago?: number;
}

export const CONTACT_SUBMISSIONS: ContactSeed[] = [
  {
    name: 'Maria Tamm',
    email: 'maria.tamm@firm.example',
    company: 'Tamm & Kuusk Law Office',
    subject: 'Sales Enquiry',
    message:
      'We are a law office of twelve lawyers in Tartu, mostly commercial and employment law. Could you show us how the research assistant handles Supreme Court practice on employment contracts? A demo in the next two weeks would suit us.',
    priority: 'high',
    status: 'resolved',
    assigned_to: STAFF.sales,
    responded_days_ago: 51.6,
    referrer: 'https://www.google.example/',
    ip_address: '192.0.2.14',
    days_ago: 52.3,
  },
  {
    name: 'Oskar Berg',
    email: 'oskar.berg@nordkem.example',
    company: 'Nordkem Pharma',
    subject: 'General Enquiry',
    message:
      'Our quality team needs an AI assistant that never sends documents outside our network. Is the hybrid infrastructure offering available for a site in Finland, and what hardware would we need?',
    priority: 'medium',
    status: 'closed',
    assigned_to: STAFF.infra,
    responded_days_ago: 40.1,
    days_ago: 41.2,
  },
  {
    name: 'Kristiina Männik',
    email: 'kristiina.mannik@linnavalitsus.example',
    company: 'City Legal Department',
    subject: 'General Enquiry',
    message:
      'Does the platform support Estonian-language case law and legislation only, or also EU law? We are preparing a procurement and would like to understand the data sources.',
    priority: 'medium',
    status: 'in_progress',
    assigned_to: STAFF.ceo,
    responded_days_ago: 23.5,
    ip_address: '198.51.100.23',
    language: 'et',
    days_ago: 24.0,
  },
  {
    name: 'Sofia Nieminen',
    email: 'sofia.nieminen@newsdesk.example',
    company: 'Baltic Business Weekly',
    subject: 'Press Enquiry',
    message:
      'I am writing a feature on legal AI in the Baltics and would like to interview one of the founders this week. Is there a media kit with logos and photos?',
    priority: 'urgent',
    status: 'in_progress',
    assigned_to: STAFF.ceo,
    referrer: 'https://www.linkedin.com/',
    days_ago: 9.4,
  },
  {
    name: 'Rasmus Pärn',
    email: 'rasmus.parn@consult.example',
    subject: 'Partnership Opportunity',
    message:
      'I run a small consultancy implementing document-management systems for law firms. I would be interested in offering your platform to my clients; who should I talk to?',
    priority: 'low',
    status: 'new',
    days_ago: 3.2,
  },
  {
    name: 'Anu Lill',
    email: 'anu.lill@shipping.example',
    company: 'Läänemere Shipping',
    message:
      'Hello, can your system review charter-party agreements in English? We receive many of them and would like a first review before our lawyers look at them.',
    priority: 'medium',
    status: 'new',
    ip_address: '203.0.113.42',
    days_ago: 0.6,
  },
];

export const SALES_ENQUIRIES: SalesEnquirySeed[] = [
  {
    name: 'Andres Kuusk',
    email: 'andres.kuusk@firm.example',
    company: 'Tamm & Kuusk Law Office',
    title: 'Managing Partner',
    employees: '11-50',
    phone: '+372 5550 1234',
    message: 'Following our demo: we would like a proposal for the Professional plan for 15 users.',
    status: 'won',
    days_ago: 44.5,
  },
  {
    name: 'Laura Virtanen',
    email: 'laura.virtanen@vesitech.example',
    company: 'Vesitech Manufacturing',
    title: 'Head of IT Security',
    employees: '201-1000',
    phone: '+358 40 555 0187',
    message:
      'We are evaluating on-premise AI for engineering documentation. Please send details of the IaaS Professional plan and the pilot process.',
    status: 'qualified',
    ip_address: '198.51.100.7',
    days_ago: 27.8,
  },
  {
    name: 'Mikk Kivi',
    email: 'mikk.kivi@startup.example',
    company: 'Kivi Ventures',
    title: 'Founder',
    employees: '1-10',
    message: 'Looking for something cheap to check NDAs.',
    status: 'lost',
    days_ago: 19.1,
  },
  {
    name: 'Elin Johansson',
    email: 'elin.johansson@nordicbank.example',
    company: 'Nordic Savings Bank',
    title: 'General Counsel',
    employees: '1000+',
    phone: '+46 70 555 0199',
    message:
      'Our legal department (40 lawyers across three countries) is interested in compliance monitoring. We would need SSO and EU data residency.',
    status: 'contacted',
    days_ago: 5.3,
  },
];

export const NEWSLETTER_SIGNUPS: NewsletterSeed[] = [
  { email: 'tonu.raud@firm.example', source: 'page', language: 'et', days_ago: 58.2 },
  {
    email: 'karin.sepp@advokaat.example',
    source: 'popup',
    unsubscribed_days_ago: 30.5,
    language: 'et',
    days_ago: 49.7,
  },
  { email: 'jaan.pold@legal.example', source: 'popup', days_ago: 37.0 },
  { email: 'eeva.koskinen@lakitoimisto.example', source: 'page', days_ago: 31.4 },
  {
    email: 'mart.valk@compliance.example',
    source: 'popup',
    unsubscribed_days_ago: 6.8,
    days_ago: 22.9,
  },
  { email: 'signe.hansen@counsel.example', source: 'page', days_ago: 14.6 },
  { email: 'lars.nystrom@shipping.example', source: 'popup', days_ago: 7.1 },
  { email: 'pille.roos@university.example', source: 'page', language: 'et', days_ago: 1.3 },
];

export const PARTNER_APPLICATIONS: PartnerApplicationSeed[] = [
  {
    name: 'Kerli Vaher',
    email: 'kerli.vaher@docsys.example',
    company: 'DocSys Baltic',
    partner_type: 'technology',
    message:
      'We develop a document-management system used by about 60 law firms. We would like to integrate your research assistant through the API so users can query case law from within a matter.',
    status: 'approved',
    review_notes:
      'Strong fit with existing customer base. Integration scope agreed on a call; partner account to be created.',
    reviewed_by: STAFF.sales,
    reviewed_days_ago: 38.4,
    days_ago: 46.0,
  },
  {
    name: 'Indrek Luik',
    email: 'indrek.luik@resell.example',
    company: 'Luik IT Solutions',
    partner_type: 'reseller',
    message:
      'We resell software to small businesses and would like to add legal AI to our catalogue.',
    status: 'rejected',
    review_notes:
      'Customer base is mostly small retail businesses without in-house legal teams; not a fit for the channel programme at this stage.',
    reviewed_by: STAFF.sales,
    reviewed_days_ago: 25.2,
    language: 'et',
    days_ago: 29.6,
  },
  {
    name: 'Marja Heikkinen',
    email: 'marja.heikkinen@implement.example',
    company: 'Heikkinen Legal Operations',
    partner_type: 'implementation',
    message:
      'We help Finnish law firms with process design and technology rollouts. We would like to become a certified implementation partner for the Legal Tech Platform in Finland.',
    status: 'under_review',
    review_notes: 'Reference customers requested; call scheduled with the Helsinki team.',
    reviewed_by: STAFF.sales,
    reviewed_days_ago: 8.9,
    days_ago: 12.3,
  },
  {
    name: 'Toomas Kuusik',
    email: 'toomas.kuusik@serverhall.example',
    company: 'Serverhall Integration',
    partner_type: 'technology',
    message:
      'We build and operate GPU clusters for industrial customers and would like to offer pre-configured hardware for your Hybrid AI Infrastructure.',
    status: 'pending',
    days_ago: 2.1,
  },
];
