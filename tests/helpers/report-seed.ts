/**
 * Lead data whose reports are known by hand (issue 49), shared by the unit tests of the report
 * functions, the check that the server's figures equal the device's, and the Reports screen's
 * end-to-end test. Every row is a complete database row of its table, so it can be inserted as
 * it is. NOW is a Tuesday; the last 30 days are 2 March to 31 March 2026, in five weeks starting
 * 2, 9, 16, 23 and 30 March (the last one two days long); the 30 days before start 31 January.
 */
import type { ReportInput } from '../../shared/reports/compute.ts';

export const REPORT_NOW = new Date('2026-03-31T12:00:00.000Z');

const H = 3_600_000;
const at = (iso: string, plusHours = 0) => new Date(Date.parse(iso) + plusHours * H).toISOString();

let n = 0;
/** Stable ids, so every run of every level of test sees the same rows. */
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(++n).padStart(12, '0')}`;

const source = (extra: Partial<Record<string, string>> = {}) => ({
  source_page: null,
  source_referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  spam_restored_at: null,
  ...extra,
});

function contact(
  created: string,
  opts: {
    status?: string;
    lang?: string;
    response?: string | null;
    deleted?: boolean;
    spam?: boolean;
    from?: Partial<Record<string, string>>;
  } = {},
) {
  return {
    id: id('c0000000'),
    name: 'Report Contact',
    email: `report-contact-${n}@example.com`,
    message: 'A question.',
    form_type: 'general',
    priority: 'medium',
    status: opts.status ?? 'new',
    response_sent: Boolean(opts.response),
    response_date: opts.response ?? null,
    language: opts.lang ?? 'en',
    spam_reason: opts.spam ? 'honeypot' : null,
    spam_at: opts.spam ? created : null,
    created_at: created,
    updated_at: created,
    deleted_at: opts.deleted ? created : null,
    ...source(opts.from),
  };
}

function sales(created: string, opts: { status?: string; restored?: string; lang?: string } = {}) {
  return {
    id: id('5a000000'),
    name: 'Report Buyer',
    email: `report-sales-${n}@example.com`,
    company: 'Buyer OÜ',
    status: opts.status ?? 'new',
    lead_score: 10,
    language: opts.lang ?? 'en',
    spam_reason: null,
    spam_at: null,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...source(opts.restored ? { spam_restored_at: opts.restored } : {}),
  };
}

function partner(created: string, status: string) {
  return {
    id: id('9a000000'),
    name: 'Report Partner',
    email: `report-partner-${n}@example.com`,
    company: 'Partner AS',
    partner_type: 'reseller',
    message: 'We would like to partner.',
    status,
    language: 'et',
    spam_reason: null,
    spam_at: null,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...source({ source_page: '/partners' }),
  };
}

function ticket(created: string, opts: { status?: string; firstResponse?: string | null } = {}) {
  return {
    id: id('5b000000'),
    ticket_number: `SUP-2026-9${String(n).padStart(5, '0')}`,
    customer_name: 'Report Customer',
    customer_email: `report-support-${n}@example.com`,
    subject: 'Help',
    description: 'Something is broken.',
    status: opts.status ?? 'open',
    priority: 'medium',
    category: 'general',
    first_response_at: opts.firstResponse ?? null,
    language: 'en',
    spam_reason: null,
    spam_at: null,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...source(),
  };
}

function signup(
  created: string,
  opts: { confirmed?: string; unsubscribed?: string; lang?: string } = {},
) {
  return {
    id: id('4e000000'),
    email: `report-news-${n}@example.com`,
    subscribed: Boolean(opts.confirmed) && !opts.unsubscribed,
    source: 'page',
    consent_at: created,
    confirmed_at: opts.confirmed ?? null,
    unsubscribed_at: opts.unsubscribed ?? null,
    language: opts.lang ?? 'en',
    spam_reason: null,
    spam_at: null,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...source(),
  };
}

function reply(lead: { id: string }, table: string, sent: string) {
  return {
    id: id('7e000000'),
    lead_table: table,
    lead_id: lead.id,
    to_address: 'someone@example.com',
    subject: 'Re: your message',
    body: 'Thank you.',
    language: 'en',
    sent_by: 'staff@example.com',
    delivery: 'sent',
    created_at: sent,
    updated_at: sent,
    deleted_at: null,
  };
}

// Week 1 (2–8 March): three contacts (one deleted, not counted), two support tickets.
const c1 = contact('2026-03-02T10:00:00.000Z', {
  status: 'resolved',
  response: at('2026-03-02T10:00:00.000Z', 1),
  from: {
    source_referrer: 'https://www.google.com',
    utm_source: 'google',
    source_page: '/contact',
  },
});
const c2 = contact('2026-03-03T10:00:00.000Z', {
  status: 'in_progress',
  lang: 'et',
  response: at('2026-03-03T10:00:00.000Z', 5),
  from: {
    source_referrer: 'https://www.linkedin.com',
    utm_campaign: 'spring',
    source_page: '/et/kontakt',
  },
});
const c3 = contact('2026-03-04T10:00:00.000Z', { from: { source_page: '/contact' } });
const deleted = contact('2026-03-05T10:00:00.000Z', {
  deleted: true,
  response: at('2026-03-05T10:00:00.000Z', 1),
});
// Week 2 (9–15 March): two contacts, a sales enquiry once flagged as spam and restored.
const c4 = contact('2026-03-09T10:00:00.000Z', { status: 'closed' });
const c5 = contact('2026-03-10T10:00:00.000Z', {
  status: 'resolved',
  response: at('2026-03-10T10:00:00.000Z', 6),
  from: { source_referrer: 'https://www.google.com', utm_source: 'google' },
});
const s0 = sales('2026-03-11T10:00:00.000Z', { restored: '2026-03-17T09:00:00.000Z' });
// Week 3 (16–22 March): two sales enquiries, a contact flagged as spam (not a lead).
const s1 = sales('2026-03-16T10:00:00.000Z', { status: 'contacted', lang: 'et' });
const s2 = sales('2026-03-17T10:00:00.000Z', { status: 'won' });
const spamContact = contact('2026-03-18T10:00:00.000Z', { spam: true });
// Week 4 (23–29 March): one contact, still waiting.
const c6 = contact('2026-03-24T10:00:00.000Z');
// Week 5 (30–31 March): three partner applications.
const p1 = partner('2026-03-30T08:00:00.000Z', 'pending');
const p2 = partner('2026-03-30T09:00:00.000Z', 'approved');
const p3 = partner('2026-03-31T08:00:00.000Z', 'rejected');
// Support, week 1: a ticket answered within the hour; one never answered (overdue).
const t1 = ticket('2026-03-02T08:00:00.000Z', {
  status: 'in_progress',
  firstResponse: '2026-03-02T09:00:00.000Z',
});
const t2 = ticket('2026-03-03T08:00:00.000Z');
// The 30 days before: two contacts (one answered in 4 hours), one signup.
const old1 = contact('2026-02-10T10:00:00.000Z', { response: at('2026-02-10T10:00:00.000Z', 4) });
const old2 = contact('2026-02-24T10:00:00.000Z');
// Newsletter: two signups in week 2 (one confirmed the next day); one from February that
// unsubscribes in week 3.
const n1 = signup('2026-03-10T12:00:00.000Z', {
  confirmed: '2026-03-11T12:00:00.000Z',
  lang: 'et',
});
const n2 = signup('2026-03-12T12:00:00.000Z');
const n0 = signup('2026-02-20T12:00:00.000Z', {
  confirmed: '2026-02-20T13:00:00.000Z',
  unsubscribed: '2026-03-18T12:00:00.000Z',
});

export const REPORT_ROWS = {
  contact_submissions: [c1, c2, c3, deleted, c4, c5, spamContact, c6, old1, old2],
  sales_enquiries: [s0, s1, s2],
  partner_applications: [p1, p2, p3],
  support_tickets: [t1, t2],
  newsletter_signups: [n1, n2, n0],
  lead_replies: [
    // c2 is answered by mail after 3 hours (before its "Responded" mark at 5 hours).
    reply(c2, 'contact_submissions', at('2026-03-03T10:00:00.000Z', 3)),
    // c4 only by mail, after 2 hours; s1 after half an hour; a reply to the deleted contact.
    reply(c4, 'contact_submissions', at('2026-03-09T10:00:00.000Z', 2)),
    reply(s1, 'sales_enquiries', at('2026-03-16T10:00:00.000Z', 0.5)),
    reply(deleted, 'contact_submissions', at('2026-03-05T10:00:00.000Z', 1)),
  ],
};

export const REPORT_INPUT: ReportInput = {
  leads: {
    contact: REPORT_ROWS.contact_submissions,
    sales: REPORT_ROWS.sales_enquiries,
    partner: REPORT_ROWS.partner_applications,
    support: REPORT_ROWS.support_tickets,
    replies: REPORT_ROWS.lead_replies,
  },
  newsletter: REPORT_ROWS.newsletter_signups,
};

/** The answers, worked out by hand from the rows above (the last 30 days at REPORT_NOW). */
export const REPORT_ANSWERS = {
  weeks: ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'],
  weekly: {
    contact: [2 + 1, 2, 0, 1, 0],
    sales: [0, 1, 2, 0, 0],
    partner: [0, 0, 0, 0, 3],
    support: [2, 0, 0, 0, 0],
    newsletter: [0, 2, 0, 0, 0],
  },
  total: [5, 5, 2, 1, 3],
  previousTotal: [0, 1, 1, 1, 0],
  /** Contacts: c1 1 h, c2 3 h (week 1); c4 2 h, c5 6 h (week 2); c3, c6 waiting. */
  contactMedianHours: [2, 4, null, null, null],
  contactP90Hours: [3, 6, null, null, null],
  contactTotal: { medianHours: 2.5, p90Hours: 6, answered: 4, waiting: 2 },
  salesMedianHours: [null, null, 0.5, null, null],
  supportMedianHours: [1, null, null, null, null],
  supportOverdue: [1, 0, 0, 0, 0],
  funnels: {
    contact: { received: 6, new: 2, in_progress: 1, resolved: 2, closed: 1 },
    partner: { received: 3, pending: 1, under_review: 0, approved: 1, rejected: 1 },
  },
  byLanguage: [
    { key: 'en', count: 10 },
    { key: 'et', count: 6 },
  ],
  referrers: [
    { key: '', count: 13 },
    { key: 'https://www.google.com', count: 2 },
    { key: 'https://www.linkedin.com', count: 1 },
  ],
  spam: { flagged: [0, 1, 1, 0, 0], restored: [0, 0, 1, 0, 0] },
  newsletter: {
    confirmed: [0, 1, 0, 0, 0],
    pending: [0, 1, 0, 0, 0],
    unsubscribed: [0, 0, 1, 0, 0],
  },
};
