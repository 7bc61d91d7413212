import { canRead } from '../../../../../shared/admin/access.ts';
import type { UserRole } from '../../../../../shared/constants.ts';
import type {
  ReportContactRow,
  ReportInput,
  ReportLeadRow,
  ReportPostRow,
  ReportReplyRow,
  ReportSignupRow,
  ReportSupportRow,
} from '../../../../../shared/reports/compute.ts';
import type { SyncDb } from '../../../sync/db.ts';

/**
 * The rows the reports read, from the local copy through the in-memory table cache (a pass over
 * rows already held, no IndexedDB read after the first). Only the tables the role reads: the
 * same rule as the sync pull (an editor's device holds no lead to read anyway).
 */
export async function readReportInput(db: SyncDb, role: UserRole): Promise<ReportInput> {
  // The local copy holds the server's rows of each table; the report functions name their type.
  const rows = async <T>(table: Parameters<SyncDb['rows']>[0]) =>
    (await db.rows(table).toArray()) as unknown as T[];
  const input: ReportInput = {};
  if (canRead(role, 'contact_submissions')) {
    const [contact, sales, partner, support, replies] = await Promise.all([
      rows<ReportContactRow>('contact_submissions'),
      rows<ReportLeadRow>('sales_enquiries'),
      rows<ReportLeadRow>('partner_applications'),
      rows<ReportSupportRow>('support_tickets'),
      rows<ReportReplyRow>('lead_replies'),
    ]);
    input.leads = { contact, sales, partner, support, replies };
  }
  if (canRead(role, 'newsletter_signups')) {
    input.newsletter = await rows<ReportSignupRow>('newsletter_signups');
  }
  if (canRead(role, 'blog_posts')) {
    const [blog, newsroom] = await Promise.all([
      rows<ReportPostRow>('blog_posts'),
      rows<ReportPostRow>('newsroom_posts'),
    ]);
    input.content = { blog, newsroom };
  }
  return input;
}
