/**
 * A reply to a lead (shared/admin/replies.ts), on the server: the lead is locked and must still
 * be there; the mail is queued in the outbox in the reply's own transaction, to the lead's
 * address as the server has it, with the team's shared Reply-To; and the lead records that it
 * was answered (a contact's Response Sent, a support ticket's first response, which stops its
 * ageing clock), audited as part of the reply.
 */

import type { MutationArgs } from '../../../shared/admin/mutations.ts';
import {
  LEAD_CONTACT_FIELDS,
  REPLY_MESSAGES,
  type ReplyLeadTable,
  sendReply,
} from '../../../shared/admin/replies.ts';
import type { TransactionSql } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { type AuditValue, recordAudit } from '../audit.ts';
import { toJsonValue } from '../sync/rows.ts';
import type { EffectInput, EffectResult, MutationEffects } from './effect.ts';

/** The arguments of lead.reply, as its schema gives them. */
type ReplyArgs = MutationArgs<'lead.reply'>;

/** What answering a lead changes on it, from the lead as it is (the first answer counts). */
function answeredPatch(
  table: ReplyLeadTable,
  lead: Readonly<Record<string, unknown>>,
  now: Date,
): Record<string, unknown> {
  if (table === 'contact_submissions' && lead.response_sent !== true) {
    return { response_sent: true, response_date: lead.response_date ?? now.toISOString() };
  }
  if (table === 'support_tickets' && lead.first_response_at == null) {
    return { first_response_at: now.toISOString() };
  }
  return {};
}

async function beforeReply(tx: TransactionSql, input: EffectInput): Promise<EffectResult> {
  const args = input.args as ReplyArgs;
  const table = args.leadTable;
  const [lead] = await tx<Record<string, unknown>[]>`
    select * from ${tx(table)} where id = ${args.leadId} for update`;
  if (!lead || lead.deleted_at != null) return { refused: REPLY_MESSAGES.leadDeleted };

  const to = String(lead[LEAD_CONTACT_FIELDS[table].email]);
  const mailId = await enqueueMail(
    tx,
    {
      to,
      subject: args.subject,
      text: args.body,
      kind: 'lead.reply',
      lang: args.language,
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    },
    input.now,
  );

  const patch = answeredPatch(table, lead, input.now);
  if (Object.keys(patch).length > 0) {
    await tx`update ${tx(table)} set ${tx({ ...patch, updated_at: input.now })}
      where id = ${args.leadId}`;
    const before: Record<string, AuditValue> = {};
    const after: Record<string, AuditValue> = {};
    for (const [column, value] of Object.entries(patch)) {
      before[column] = toJsonValue(lead[column]) as AuditValue;
      after[column] = toJsonValue(value) as AuditValue;
    }
    await recordAudit(
      tx,
      {
        action: sendReply.name,
        actorId: input.actor.id,
        actorEmail: input.actor.email,
        entity: table,
        entityId: args.leadId,
        ip: input.actor.ip,
        details: { replyId: args.id, before, after },
      },
      input.now,
    );
  }
  return { set: { to_address: to, mail_id: mailId }, details: { to } };
}

export const REPLY_EFFECTS: readonly [string, MutationEffects][] = [
  [sendReply.name, { before: beforeReply }],
];
