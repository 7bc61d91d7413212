/**
 * People's data (shared/admin/people-data.ts): every record that holds one email address, read
 * for the screen and for the export. Erasure (people-data-erase.ts) reads the same records with
 * `findRecords`, so what is shown, exported and erased is one set.
 *
 * A record is the person's by its own address columns: a lead's email, a mail's recipient or
 * Reply-To, a signup, an account; a reply to one of her leads and an audit entry about one of her
 * records go with it. Her address inside someone else's text (the staff notification of another
 * lead whose message names her) is a mention: listed apart for the administrator to review,
 * never exported as her data nor erased with it. In text an address counts only as a whole
 * address (ann@firma.ee is not in joann@firma.ee).
 */
import { strToU8, zipSync } from 'fflate';
import { hiddenReason } from '../../shared/admin/mail.ts';
import {
  MENTION_TABLES,
  PEOPLE_DATA_SHOWN_MAX,
  PEOPLE_DATA_TABLES,
  type PeopleDataGroup,
  type PeopleDataRecord,
  type PeopleDataResult,
  type PeopleDataTable,
  type PeopleDataValue,
} from '../../shared/admin/people-data.ts';
import { toCsv } from '../../shared/csv.ts';
import { accountLimitKey } from '../auth/sign-in.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { Actor } from './admin/mutations.ts';
import { recordAudit } from './audit.ts';

type Row = Record<string, unknown>;
export type Matches = Record<PeopleDataTable, Row[]>;

/** What erasure writes in place of a name or a text. */
export const ERASED = '[erased]';

/** The person looked for: the address, and the keyed hash a failed sign-in kept of it. */
export interface Person {
  email: string;
  /** auth.login_failed keeps the first 16 characters of it for an unknown account. */
  typedHash: string;
  /** The per-account sign-in counter's key (rate_limits). */
  signInKey: string;
}

const SIGN_IN_KEY_PREFIX = 'login:account:';

export async function personOf(deps: Pick<AppDeps, 'sql' | 'config'>, email: string) {
  const signInKey = await accountLimitKey(deps, email);
  const typedHash = signInKey.slice(SIGN_IN_KEY_PREFIX.length, SIGN_IN_KEY_PREFIX.length + 16);
  return { email, typedHash, signInKey } satisfies Person;
}

/** Where the address stands in free text, as a whole address in any letter case. */
export function addressIn(email: string) {
  const escaped = email.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  const source = `(?<![\\p{L}\\p{N}!#$%&'*+/=?^_\`{|}~.-])${escaped}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`;
  return {
    test: (text: unknown) => typeof text === 'string' && new RegExp(source, 'iu').test(text),
    replace: (text: string) => text.replace(new RegExp(source, 'giu'), ERASED),
  };
}

const sameAddress = (a: unknown, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** The lead tables and the column of each that holds the address. */
const LEAD_EMAIL_COLUMNS = {
  contact_submissions: 'email',
  sales_enquiries: 'email',
  partner_applications: 'email',
  support_tickets: 'customer_email',
} as const;

/**
 * Whether an audit entry is the person's: they did it, it holds their address in one of its own
 * address fields (an account's `email`, a mail's `to`), or the hash of the address they typed.
 * An entry that only quotes the address in a text about someone else's record is a mention.
 */
function auditOf(entry: Row, person: Person): boolean {
  const details = entry.details as Record<string, unknown> | null;
  return (
    sameAddress(entry.actor_email, person.email) ||
    sameAddress(details?.email, person.email) ||
    sameAddress(details?.to, person.email) ||
    details?.emailHash === person.typedHash
  );
}

export const idsOf = (rows: Row[]) => rows.map((r) => String(r.id));

const AUDIT_COLUMNS = (sql: Sql | TransactionSql) =>
  sql`id::text as id, actor_id, actor_email, action, entity, entity_id,
    host(ip_address) as ip_address, details, created_at`;

/**
 * The person's records, newest first, per table: each holds the address in a column of its own
 * (a lead's email, a mail's recipient or Reply-To, a signup, an account), or belongs to one of
 * those records (a reply to her lead; an audit entry about one of them, whose before and after
 * may quote her). An address named inside someone else's text does not make their record hers:
 * see findMentions.
 */
export async function findRecords(sql: Sql | TransactionSql, person: Person): Promise<Matches> {
  const { email } = person;
  const byColumn = (table: string, column: string) =>
    sql<Row[]>`select * from ${sql(table)} where lower(${sql(column)}) = lower(${email})
      order by created_at desc, id desc`;
  const [contacts, sales, partners, tickets, newsletter, users, mail, deliveries] =
    await Promise.all([
      byColumn('contact_submissions', LEAD_EMAIL_COLUMNS.contact_submissions),
      byColumn('sales_enquiries', LEAD_EMAIL_COLUMNS.sales_enquiries),
      byColumn('partner_applications', LEAD_EMAIL_COLUMNS.partner_applications),
      byColumn('support_tickets', LEAD_EMAIL_COLUMNS.support_tickets),
      byColumn('newsletter_signups', 'email'),
      byColumn('users', 'email'),
      sql<Row[]>`select * from mail_outbox
      where lower(to_address) = lower(${email}) or lower(reply_to) = lower(${email})
      order by created_at desc, id desc`,
      byColumn('newsletter_deliveries', 'email'),
    ]);
  const leadIds = idsOf([contacts, sales, partners, tickets].flat());
  const replies = await sql<Row[]>`select * from lead_replies
    where lower(to_address) = lower(${email}) or lead_id = any(${leadIds}::uuid[])
    order by created_at desc, id desc`;
  const own = [...leadIds, ...[replies, newsletter, deliveries, users, mail].flatMap(idsOf)];
  // The SQL reads a superset (letter case folded; the address in any field of the details); the
  // own-field rule then decides.
  const audit = await sql<Row[]>`
    select ${AUDIT_COLUMNS(sql)} from audit_log
    where lower(actor_email) = lower(${email})
       or strpos(lower(details::text), lower(${email})) > 0
       or details ->> 'emailHash' = ${person.typedHash}
       or entity_id = any(${own}::text[])
    order by audit_log.id desc`;
  const ownIds = new Set(own);
  return {
    contact_submissions: contacts,
    sales_enquiries: sales,
    partner_applications: partners,
    support_tickets: tickets,
    lead_replies: replies,
    newsletter_signups: newsletter,
    newsletter_deliveries: deliveries,
    mail_outbox: mail,
    users,
    audit_log: audit.filter(
      (entry) => ownIds.has(String(entry.entity_id)) || auditOf(entry, person),
    ),
  };
}

type MentionTable = (typeof MENTION_TABLES)[number]['table'];
export type Mentions = Record<MentionTable, Row[]>;

/**
 * Other people's records whose text (MENTION_TABLES' `text` columns) names the address as a
 * whole address: listed for the administrator to review, never the person's data. The SQL reads
 * a superset (the address anywhere in the text, letter case folded); addressIn then decides.
 */
export async function findMentions(
  sql: Sql | TransactionSql,
  person: Person,
  own: Matches,
): Promise<Mentions> {
  const inText = addressIn(person.email);
  const found = await Promise.all(
    MENTION_TABLES.map(async ({ table, text }) => {
      const texts = text.map((column) => sql`coalesce(${sql(column)}::text, '')`);
      const joined = texts.reduce((all, next) => sql`${all} || ' ' || ${next}`);
      const columns = table === 'audit_log' ? AUDIT_COLUMNS(sql) : sql`*`;
      const order = table === 'audit_log' ? sql`id desc` : sql`created_at desc, id desc`;
      const rows = await sql<Row[]>`select ${columns} from ${sql(table)}
        where strpos(lower(${joined}), lower(${person.email})) > 0 order by ${order}`;
      const mine = new Set(idsOf(own[table]));
      const mentioned = rows.filter(
        (row) =>
          !mine.has(String(row.id)) &&
          text.some((column) => {
            const value = row[column];
            return inText.test(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
          }),
      );
      return [table, mentioned] as const;
    }),
  );
  return Object.fromEntries(found) as Mentions;
}

/** Columns no one reads in a person's data: sync bookkeeping and secrets. */
const NEVER_SHOWN = new Set(['version', 'field_changes', 'password_hash', 'headers']);

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * A record as the export holds it: every column but bookkeeping and secrets. A mail body that
 * carries a link for its recipient alone (shared/admin/mail.ts) is left out, as on the Mail
 * screen: whoever downloads the file could use it.
 */
export function exportedRow(table: PeopleDataTable, row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (!NEVER_SHOWN.has(column)) out[column] = jsonValue(value);
  }
  if (table === 'mail_outbox') {
    // The HTML part is made from the text part.
    delete out.html_body;
    if (hiddenReason(String(row.kind))) out.text_body = null;
  }
  return out;
}

function shownValue(value: unknown): PeopleDataValue {
  const v = jsonValue(value);
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

function toRecord(table: PeopleDataTable, fields: readonly string[], row: Row): PeopleDataRecord {
  const exported = exportedRow(table, row);
  return {
    id: String(row.id),
    createdAt: String(jsonValue(row.created_at)),
    deletedAt: row.deleted_at instanceof Date ? row.deleted_at.toISOString() : null,
    fields: Object.fromEntries(fields.map((f) => [f, shownValue(exported[f])])),
  };
}

export const countsOf = (matches: Matches) =>
  Object.fromEntries(PEOPLE_DATA_TABLES.map((t) => [t.table, matches[t.table].length])) as Record<
    PeopleDataTable,
    number
  >;

export const totalOf = (matches: Matches) =>
  PEOPLE_DATA_TABLES.reduce((n, t) => n + matches[t.table].length, 0);

/** A staff member's address is not erased here: their account and audit trail must stay whole. */
export const holdsStaffAccount = (matches: Matches) =>
  matches.users.some((u) => u.role !== 'partner');

function groupOf(table: PeopleDataTable, fields: readonly string[], rows: Row[]): PeopleDataGroup {
  return {
    table,
    count: rows.length,
    records: rows.slice(0, PEOPLE_DATA_SHOWN_MAX).map((row) => toRecord(table, fields, row)),
  };
}

/**
 * GET /api/admin/people-data: every table, the newest records of each, with their counts; and
 * apart, the records of others that mention the address.
 */
export async function findPeopleData(
  deps: Pick<AppDeps, 'sql' | 'config'>,
  email: string,
): Promise<PeopleDataResult> {
  const person = await personOf(deps, email);
  const matches = await findRecords(deps.sql, person);
  const mentions = await findMentions(deps.sql, person, matches);
  return {
    email,
    groups: PEOPLE_DATA_TABLES.map((t) => groupOf(t.table, t.fields, matches[t.table])),
    total: totalOf(matches),
    mentions: MENTION_TABLES.map((t) => groupOf(t.table, t.fields, mentions[t.table])),
    mentionTotal: MENTION_TABLES.reduce((n, t) => n + mentions[t.table].length, 0),
    staffAccount: holdsStaffAccount(matches),
  };
}

function csvOf(rows: Row[]): string {
  const header = Object.keys(rows[0] ?? {});
  const cells = (row: Row) =>
    header.map((column) => {
      const value = row[column];
      return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    });
  return toCsv(header, rows.map(cells));
}

export interface PeopleDataFile {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * GET /api/admin/people-data/export: one zip holding people-data.json (every table, every
 * record) and a CSV per table that has records. Audited as people.exported with the counts
 * only: the log keeps no address (nor a hash of one), so it does not itself become a record
 * of the person.
 */
export async function exportPeopleData(
  deps: Pick<AppDeps, 'sql' | 'config' | 'clock'>,
  actor: Actor,
  email: string,
): Promise<PeopleDataFile> {
  const now = deps.clock.now();
  const person = await personOf(deps, email);
  const matches = await deps.sql.begin(async (tx) => {
    const found = await findRecords(tx, person);
    await recordAudit(
      tx,
      {
        action: 'people.exported',
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip,
        details: { counts: countsOf(found), total: totalOf(found) },
      },
      now,
    );
    return found;
  });
  const records = Object.fromEntries(
    PEOPLE_DATA_TABLES.map((t) => [t.table, matches[t.table].map((r) => exportedRow(t.table, r))]),
  );
  const files: Record<string, Uint8Array> = {
    'people-data.json': strToU8(
      JSON.stringify({ email, exportedAt: now.toISOString(), records }, null, 2),
    ),
  };
  for (const t of PEOPLE_DATA_TABLES) {
    const rows = records[t.table] ?? [];
    if (rows.length > 0) files[`${t.table}.csv`] = strToU8(csvOf(rows));
  }
  return {
    fileName: `people-data-${now.toISOString().slice(0, 10)}.zip`,
    bytes: new Uint8Array(zipSync(files)),
  };
}
