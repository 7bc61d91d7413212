/**
 * GET /api/admin/reports: the Reports screen's figures computed on the server, from the same
 * rows and by the same function (shared/reports/compute.ts) as the device computes them from its
 * local copy: a check that the copy holds what the database holds. Each role gets the figures of
 * the tables it reads (shared/sync/tables.ts): editors the newsletter's and the content's.
 */
import { canRead } from '../../shared/admin/access.ts';
import type { StaffRole } from '../../shared/constants.ts';
import {
  computeReports,
  type ReportContactRow,
  type ReportData,
  type ReportInput,
  type ReportLeadRow,
  type ReportPostRow,
  type ReportReplyRow,
  type ReportSignupRow,
  type ReportSupportRow,
} from '../../shared/reports/compute.ts';
import { periodOfQuery, type ReportQuery } from '../../shared/reports/query.ts';
import type { Sql } from '../db/client.ts';

type Row = Record<string, unknown>;

const SOURCE =
  'source_page, source_referrer, utm_source, utm_medium, utm_campaign, spam_restored_at';
const COMMON = `id, created_at, deleted_at, spam_reason, language, ${SOURCE}`;

/** Timestamps as the sync pull sends them to devices: ISO text. */
function asSynced<T>(rows: readonly Row[]): T[] {
  return rows.map((row) => {
    const out: Row = {};
    for (const [key, value] of Object.entries(row)) {
      out[key] = value instanceof Date ? value.toISOString() : value;
    }
    return out as T;
  });
}

export async function loadReports(
  sql: Sql,
  now: Date,
  role: StaffRole,
  query: ReportQuery,
): Promise<ReportData> {
  const read = <T>(columns: string, table: string) =>
    sql.unsafe(`select ${columns} from ${table}`).then((rows) => asSynced<T>(rows as Row[]));
  const input: ReportInput = {};
  if (canRead(role, 'contact_submissions')) {
    const [contact, sales, partner, support, replies] = await Promise.all([
      read<ReportContactRow>(`${COMMON}, status, response_date`, 'contact_submissions'),
      read<ReportLeadRow>(`${COMMON}, status`, 'sales_enquiries'),
      read<ReportLeadRow>(`${COMMON}, status`, 'partner_applications'),
      read<ReportSupportRow>(`${COMMON}, status, first_response_at`, 'support_tickets'),
      read<ReportReplyRow>('lead_id, created_at, deleted_at', 'lead_replies'),
    ]);
    input.leads = { contact, sales, partner, support, replies };
  }
  if (canRead(role, 'newsletter_signups')) {
    input.newsletter = await read<ReportSignupRow>(
      `${COMMON}, subscribed, confirmed_at, unsubscribed_at`,
      'newsletter_signups',
    );
  }
  if (canRead(role, 'blog_posts')) {
    const [blog, newsroom] = await Promise.all([
      read<ReportPostRow>('id, published, published_at, deleted_at', 'blog_posts'),
      read<ReportPostRow>('id, published, published_at, deleted_at', 'newsroom_posts'),
    ]);
    input.content = { blog, newsroom };
  }
  return computeReports(input, periodOfQuery(query, now), now);
}
