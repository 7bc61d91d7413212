/**
 * The newsletter CSV export (back-office §7, §9): built in the browser from the local copy,
 * with no call. Only subscribed signups (suspected spam and deleted rows left out), columns
 * Email, Subscribed Date, Status, file name newsletter-signups-{date}.csv.
 */
import type { NewsletterSignupRow } from './newsletter.ts';

export const NEWSLETTER_CSV_COLUMNS = ['Email', 'Subscribed Date', 'Status'] as const;

/** The Status cell of every exported row: only active signups are exported. */
export const NEWSLETTER_CSV_STATUS = 'Active';

/** `newsletter-signups-2026-11-22.csv`, with the local calendar date of `now`. */
export function newsletterCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `newsletter-signups-${date}.csv`;
}

/**
 * A cell a spreadsheet would not run as a formula: text starting with = + - @ (or a tab or
 * carriage return, which some spreadsheets skip before such a character) gets a leading
 * apostrophe (OWASP "CSV injection"). Then quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The date a subscription began (its consent; the signup's own date for older rows), yyyy-mm-dd. */
function subscribedAt(row: Pick<NewsletterSignupRow, 'consent_at' | 'created_at'>): string {
  return row.consent_at || row.created_at;
}

export interface NewsletterCsv {
  fileName: string;
  /** RFC 4180: CRLF line ends, a header line first. */
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
  const lines = [
    NEWSLETTER_CSV_COLUMNS.join(','),
    ...exported.map((r) =>
      [csvCell(r.email), subscribedAt(r).slice(0, 10), NEWSLETTER_CSV_STATUS].join(','),
    ),
  ];
  return {
    fileName: newsletterCsvFileName(now),
    content: `${lines.join('\r\n')}\r\n`,
    count: exported.length,
  };
}
