import type { StaffRole } from '../constants.ts';

/**
 * Every table the back office copies into the browser (and the desktop app), declared once.
 * The server pulls from `sql`; the browser keeps each as packed pages and a delta store named the
 * same (web/src/sync/packed.ts). A test checks this list against the database's sync triggers.
 *
 * Conflict rules (ARCHITECTURE.md, "Sync protocol"):
 * - `fields`: triage fields; a mutation touches only what it names. A change made on a copy that
 *   had not seen a colleague's change to the same field (a version above the change's base) is
 *   answered with a conflict, whatever the clocks say (server/services/admin/stale.ts). The
 *   server keeps who changed each field in `field_changes` (never sent to clients).
 * - `base-version`: edits carry the version they started from and conflict when the row moved on.
 * Leads arrive only through the public forms (insert-only), so they never conflict on insert.
 */
/*
 * Who may read and change each table (the staff roles; partners never sync): leads are for sales
 * and support, the site's content for editors; administrators do everything. The server pulls
 * to a device only what its user's role may read, and refuses every other change
 * (shared/admin/access.ts).
 */
const LEADS = { read: ['admin', 'sales'], write: ['admin', 'sales'] } as const;
const CONTENT = { read: ['admin', 'editor', 'sales'], write: ['admin', 'editor'] } as const;

export const SYNCED_TABLES = [
  {
    name: 'contact_submissions',
    omit: ['ip_address', 'field_changes'],
    conflict: 'fields',
    ...LEADS,
  },
  {
    name: 'sales_enquiries',
    omit: ['ip_address', 'field_changes'],
    conflict: 'fields',
    ...LEADS,
  },
  {
    name: 'partner_applications',
    omit: ['ip_address', 'field_changes'],
    conflict: 'fields',
    ...LEADS,
  },
  {
    name: 'support_tickets',
    omit: ['ip_address', 'field_changes'],
    conflict: 'fields',
    ...LEADS,
  },
  {
    name: 'newsletter_signups',
    omit: ['ip_address', 'field_changes'],
    conflict: 'fields',
    // Editors see the list of subscribers (who reads the newsletter), not their browsers.
    read: ['admin', 'sales', 'editor'],
    write: ['admin', 'sales'],
    omitFor: { editor: ['user_agent', 'spam_reason', 'spam_at'] },
  },
  { name: 'blog_posts', omit: [], conflict: 'base-version', ...CONTENT },
  { name: 'newsroom_posts', omit: [], conflict: 'base-version', ...CONTENT },
  {
    name: 'team_members',
    omit: [],
    conflict: 'base-version',
    ...CONTENT,
  },
  {
    name: 'advisory_members',
    omit: [],
    conflict: 'base-version',
    ...CONTENT,
  },
  { name: 'investors', omit: [], conflict: 'base-version', ...CONTENT },
  { name: 'partners', omit: [], conflict: 'base-version', ...CONTENT },
  { name: 'people', omit: [], conflict: 'base-version', ...CONTENT },
  // A lead's reply thread (shared/admin/replies.ts), read by the lead's id.
  {
    name: 'lead_replies',
    omit: ['field_changes'],
    conflict: 'fields',
    ...LEADS,
  },
  { name: 'reply_templates', omit: ['field_changes'], conflict: 'fields', ...LEADS },
  // The pictures' descriptions (their bytes are served from /media), for choosing one again
  // offline. Changed only through /api/admin/media, never by a queued mutation.
  {
    name: 'media',
    omit: [],
    conflict: 'base-version',
    read: ['admin', 'editor'],
    write: ['admin', 'editor'],
  },
  // Issues of the newsletter: drafts written like posts. Sales reads the issues sent, no drafts.
  {
    name: 'newsletter_issues',
    omit: [],
    conflict: 'base-version',
    ...CONTENT,
    rowsFor: { sales: { column: 'status', equals: 'sent' } },
  },
] as const satisfies readonly SyncedTableSpec[];

export interface SyncedTableSpec {
  /** The SQL table and the Dexie table (the same name on both sides). */
  name: string;
  /** Columns never sent to clients (personal data the back office does not show, server bookkeeping). */
  omit: readonly string[];
  conflict: 'fields' | 'base-version';
  /** The staff roles whose devices hold the table. */
  read: readonly StaffRole[];
  /** The staff roles that may change it (each mutation of the table, unless it says otherwise). */
  write: readonly StaffRole[];
  /** Columns a role may not read although it reads the table: never sent to its devices. */
  omitFor?: Readonly<Partial<Record<StaffRole, readonly string[]>>>;
  /**
   * The rows a role reads, when not all: those whose column holds the value. A row enters the
   * role's copy when a change makes it match, so a condition must hold for good once it holds
   * (a status that is final).
   */
  rowsFor?: Readonly<Partial<Record<StaffRole, RowCondition>>>;
}

export interface RowCondition {
  column: string;
  equals: string;
}

export type SyncedTableName = (typeof SYNCED_TABLES)[number]['name'];

export const SYNCED_TABLE_NAMES: readonly SyncedTableName[] = SYNCED_TABLES.map((t) => t.name);

export function isSyncedTable(name: string): name is SyncedTableName {
  return (SYNCED_TABLE_NAMES as readonly string[]).includes(name);
}

/**
 * Bumped whenever a synced table gains, loses or changes a column or index. A client whose
 * local copy has another schema version deletes it and pulls again from zero.
 */
export const SYNC_SCHEMA_VERSION = 12;

/** Tombstones (soft-deleted rows) are kept this long; an older cursor must reset. */
export const TOMBSTONE_RETENTION_DAYS = 30;

/** Most rows one pull answer carries, and the default. */
export const PULL_LIMIT_MAX = 5000;
export const PULL_LIMIT_DEFAULT = 1000;

/** Most mutations one push carries. */
export const PUSH_BATCH_MAX = 100;

/**
 * Most bytes a push request's body may hold (above it the server answers 413); every other API
 * endpoint keeps BODY_LIMIT_BYTES. The largest valid mutation must fit alone: a post save holds
 * up to 200,000 characters of content in each language (shared/admin/blog.ts, newsroom.ts) and
 * at most 11,100 in its other text fields (titles, slug, author, excerpts, SEO texts, image
 * address, 30 tags of 50). The schemas count UTF-16 units, and in the JSON body one unit takes at
 * most 6 bytes (a control character is sent as `\u001f`; any other character takes at most 3
 * bytes of UTF-8 per unit, a `"` or a newline 2):
 *   content in two languages   2 × 200,000 × 6 = 2,400,000
 *   the other text fields          11,100 × 6 =    66,600
 *   keys, ids, flags, envelope                 <     4,096
 *   total                                      < 2,470,696 bytes (2.36 MiB) < 4 MiB
 */
export const PUSH_BODY_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Bytes of mutations the browser puts in one push before starting the next; a single mutation
 * larger than this goes alone. Well below PUSH_BODY_MAX_BYTES, so a batch of many never meets
 * the server's limit, and a batch resent after a lost answer stays small.
 */
export const PUSH_BATCH_BYTES = 1024 * 1024;
