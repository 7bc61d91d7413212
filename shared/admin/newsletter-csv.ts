/**
 * The newsletter CSV export (back-office §7, §9): built in the browser from the local copy,
 * with no call. Only subscribed signups (suspected spam and deleted rows left out), columns
 * Email, Subscribed Date, Status, file name newsletter-signups-{date}.csv.
 */
import { csvFileName, toCsv } from '../csv.ts';
import type { NewsletterSignupRow } from './newsletter.ts';

export const NEWSLETTER_CSV_COLUMNS = ['Email', 'Subscribed Date', 'Status'] as const;

/** The Status cell of every exported row: only active signups are exported. */
export const NEWSLETTER_CSV_STATUS = 'Active';

/** The date a subscription began (its consent; the signup's own date for older rows), yyyy-mm-dd. */
function subscribedAt(row: Pick<NewsletterSignupRow, 'consent_at' | 'created_at'>): string {
  return row.consent_at || row.created_at;
}

export interface NewsletterCsv {
  fileName: string;
  /** RFC 4180 after a byte-order mark: CRLF line ends, a header line first (shared/csv.ts). */
  content: string;
  /** How many signups it holds. */
  count: number;
}

type CsvRow = Pick<
  NewsletterSignupRow,
  'email' | 'subscribed' | 'consent_at' | 'created_at' | 'spam_reason' | 'deleted_at'
>;

/** The export of `rows` (any order in; oldest subscription first out). */
export function buildNewsletterCsv(rows: readonly CsvRow[], now: Date): NewsletterCsv {
  const exported = rows
    .filter((r) => r.subscribed === true && !r.spam_reason && !r.deleted_at)
    .sort(
      (a, b) => subscribedAt(a).localeCompare(subscribedAt(b)) || a.email.localeCompare(b.email),
    );
  return {
    fileName: csvFileName('newsletter-signups', now),
    content: toCsv(
      NEWSLETTER_CSV_COLUMNS,
      exported.map((r) => [r.email, subscribedAt(r).slice(0, 10), NEWSLETTER_CSV_STATUS]),
    ),
    count: exported.length,
  };
}
