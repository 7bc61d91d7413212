/**
 * People's data (GDPR articles 15, 17 and 20), the administrators' screen at /admin/people-data:
 * every record that holds one email address, its export, and its erasure. The tables searched,
 * what the screen shows of each and what erasure does to it are declared here once; the server
 * (services/people-data.ts) and the screen read the same list.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../schemas/fields.ts';

/**
 * What erasure does to a table's records:
 * - `anonymise`: the row stays (lead counts and the dashboard keep it) with every personal
 *   field replaced; its new version carries the anonymised row to every device.
 * - `tombstone`: anonymised and soft-deleted, so every device drops it.
 * - `delete`: removed.
 * - `redact`: the address (and what points at it) is taken out of the entry, which stays.
 */
export type ErasureKind = 'anonymise' | 'tombstone' | 'delete' | 'redact';

export interface PeopleDataTableSpec {
  table: string;
  /** The columns the screen shows of each record: those that hold personal data. */
  fields: readonly string[];
  erasure: ErasureKind;
  /**
   * The free-text columns where a record of someone else may name the address (a message, a
   * mail's body, an audit entry's details). Such a record is not the person's: it is listed
   * apart, as "mentioned in", and neither exported nor erased with the person's data.
   */
  text?: readonly string[];
}

/**
 * Cookie consent records (consent_records) are not listed: they are anonymous by design
 * (migration 0010), so none holds an address. A newsletter signup's consent is its own row.
 */
export const PEOPLE_DATA_TABLES = [
  {
    table: 'contact_submissions',
    fields: ['name', 'email', 'company', 'subject', 'message', 'ip_address'],
    erasure: 'anonymise',
    text: ['company', 'subject', 'message'],
  },
  {
    table: 'sales_enquiries',
    fields: ['name', 'email', 'company', 'title', 'phone', 'message', 'notes', 'ip_address'],
    erasure: 'anonymise',
    text: ['company', 'message', 'notes'],
  },
  {
    table: 'partner_applications',
    fields: ['name', 'email', 'company', 'message', 'review_notes', 'ip_address'],
    erasure: 'anonymise',
    text: ['company', 'message', 'review_notes'],
  },
  {
    table: 'support_tickets',
    fields: [
      'ticket_number',
      'customer_name',
      'customer_email',
      'company',
      'subject',
      'description',
      'resolution',
      'ip_address',
    ],
    erasure: 'anonymise',
    text: ['company', 'subject', 'description', 'resolution'],
  },
  {
    table: 'lead_replies',
    fields: ['to_address', 'subject', 'body'],
    erasure: 'anonymise',
    text: ['subject', 'body'],
  },
  {
    table: 'newsletter_signups',
    fields: ['email', 'subscribed', 'source', 'consent_at', 'confirmed_at', 'ip_address'],
    erasure: 'tombstone',
  },
  // An issue of the newsletter mailed to the address (issue #48).
  {
    table: 'newsletter_deliveries',
    fields: ['email', 'status', 'sent_at', 'error'],
    erasure: 'delete',
  },
  {
    table: 'mail_outbox',
    fields: ['to_address', 'subject', 'kind', 'sent_at'],
    erasure: 'delete',
    text: ['subject', 'text_body', 'html_body'],
  },
  { table: 'users', fields: ['email', 'role', 'last_login_at'], erasure: 'delete' },
  {
    table: 'audit_log',
    fields: ['action', 'actor_email', 'entity', 'ip_address', 'details'],
    erasure: 'redact',
    text: ['details'],
  },
] as const satisfies readonly PeopleDataTableSpec[];

export type PeopleDataTable = (typeof PEOPLE_DATA_TABLES)[number]['table'];

/** Records of one table the screen lists at most (the export holds them all). */
export const PEOPLE_DATA_SHOWN_MAX = 100;

const INVALID = 'Enter a valid email address, such as name@example.com.';

/** The address searched for: trimmed; matched without regard to letter case. */
export const personEmail = z
  .string(INVALID)
  .trim()
  .min(1, 'Enter the email address to look for.')
  .max(320, 'Enter an email address of at most 320 characters.')
  .regex(EMAIL_PATTERN, INVALID);

export const peopleDataQuerySchema = z.object({ email: personEmail });

export type PeopleDataQuery = z.infer<typeof peopleDataQuerySchema>;

/** Erasure asks for the address typed twice: `confirm` must be the same address. */
export const eraseSchema = z
  .object({ email: personEmail, confirm: z.string('Type the address again to confirm.').trim() })
  .refine((v) => v.confirm.toLowerCase() === v.email.toLowerCase(), {
    message: 'Type the address again, exactly, to confirm the erasure.',
    path: ['confirm'],
  });

export type EraseInput = z.infer<typeof eraseSchema>;

/** A field's value as the screen shows it; times are ISO text, JSON is JSON text. */
export type PeopleDataValue = string | number | boolean | null;

export interface PeopleDataRecord {
  id: string;
  createdAt: string;
  /** When the record went to the trash; null when it is not there (or has no trash). */
  deletedAt: string | null;
  fields: Record<string, PeopleDataValue>;
}

export interface PeopleDataGroup {
  table: PeopleDataTable;
  /** Every record of the table that holds the address. */
  count: number;
  /** The newest PEOPLE_DATA_SHOWN_MAX of them. */
  records: PeopleDataRecord[];
}

/** The tables whose records may mention an address in their text, in PEOPLE_DATA_TABLES order. */
export const MENTION_TABLES = PEOPLE_DATA_TABLES.filter(
  (t): t is Extract<(typeof PEOPLE_DATA_TABLES)[number], { text: readonly string[] }> =>
    'text' in t,
);

/** GET /api/admin/people-data: every table, in PEOPLE_DATA_TABLES order, with or without records. */
export interface PeopleDataResult {
  email: string;
  /** The person's records: those whose own address columns hold the address. */
  groups: PeopleDataGroup[];
  total: number;
  /**
   * Other people's records whose text names the address, per MENTION_TABLES table: for the
   * administrator to review; not exported or erased with the person's data.
   */
  mentions: PeopleDataGroup[];
  mentionTotal: number;
  /** The address belongs to a staff account: it cannot be erased here. */
  staffAccount: boolean;
}

/** POST /api/admin/people-data/erase: how many records of each table were erased. */
export interface ErasureSummary {
  counts: Record<PeopleDataTable, number>;
  total: number;
}
