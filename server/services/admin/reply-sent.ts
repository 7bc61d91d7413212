/**
 * A reply to a lead answers it once its mail is sent, not when it is queued: the outbox's
 * delivery step calls this in the transaction that marks the mail sent. Only then does the lead
 * read "Responded" (a contact's Response Sent and its date, a support ticket's first response,
 * which stops its overdue clock), at the time of sending. The lead is updated like any row, so
 * it draws a new version (sync_touch) and every device pulls it; the first answer counts, and
 * the change is audited as part of the reply, under the name of the staff member who wrote it.
 */
import {
  REPLY_LEAD_TABLES,
  type ReplyLeadTable,
  sendReply,
} from '../../../shared/admin/replies.ts';
import type { TransactionSql } from '../../db/client.ts';
import { type AuditValue, recordAudit } from '../audit.ts';
import { toJsonValue } from '../sync/rows.ts';

/** The lock every writer of synced rows takes first (mutations.ts), so none waits in a circle. */
const SYNC_WRITE_LOCK = 7_340_222;

/** Taken before a reply's mail is marked sent: that write changes synced rows. */
export async function lockSyncWrites(tx: TransactionSql): Promise<void> {
  await tx`select pg_advisory_xact_lock(${SYNC_WRITE_LOCK})`;
}

/** What answering a lead changes on it, from the lead as it is (the first answer counts). */
export function answeredPatch(
  table: ReplyLeadTable,
  lead: Readonly<Record<string, unknown>>,
  sentAt: Date,
): Record<string, unknown> {
  if (table === 'contact_submissions' && lead.response_sent !== true) {
    return { response_sent: true, response_date: lead.response_date ?? sentAt.toISOString() };
  }
  if (table === 'support_tickets' && lead.first_response_at == null) {
    return { first_response_at: sentAt.toISOString() };
  }
  return {};
}

function isLeadTable(table: string): table is ReplyLeadTable {
  return (REPLY_LEAD_TABLES as readonly string[]).includes(table);
}

/** Marks the lead the reply sent as mail `mailId` answered (nothing for other mail). */
export async function markReplyAnswered(
  tx: TransactionSql,
  mailId: string,
  sentAt: Date,
): Promise<void> {
  const [reply] = await tx<{ id: string; lead_table: string; lead_id: string; sent_by: string }[]>`
    select id, lead_table, lead_id, sent_by from lead_replies
    where mail_id = ${mailId} and deleted_at is null`;
  if (!reply || !isLeadTable(reply.lead_table)) return;
  const table = reply.lead_table;
  const [lead] = await tx<Record<string, unknown>[]>`
    select * from ${tx(table)} where id = ${reply.lead_id} for update`;
  if (!lead || lead.deleted_at != null) return;
  const patch = answeredPatch(table, lead, sentAt);
  if (Object.keys(patch).length === 0) return;

  await tx`update ${tx(table)} set ${tx({ ...patch, updated_at: sentAt })}
    where id = ${reply.lead_id}`;
  const before: Record<string, AuditValue> = {};
  const after: Record<string, AuditValue> = {};
  for (const [column, value] of Object.entries(patch)) {
    before[column] = toJsonValue(lead[column]) as AuditValue;
    after[column] = toJsonValue(value) as AuditValue;
  }
  const [writer] = await tx<{ id: string }[]>`
    select id from users where lower(email) = lower(${reply.sent_by})`;
  await recordAudit(
    tx,
    {
      action: sendReply.name,
      actorId: writer?.id ?? null,
      actorEmail: reply.sent_by,
      entity: table,
      entityId: reply.lead_id,
      details: { replyId: reply.id, mailId, before, after },
    },
    sentAt,
  );
}
