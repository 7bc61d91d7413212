/**
 * A reply to a lead (shared/admin/replies.ts), on the server: the lead is locked and must still
 * be there; the mail is queued in the outbox in the reply's own transaction, to the lead's
 * address as the server has it, with the team's shared Reply-To or, where none is set, the
 * writer's own address (never the no-reply From, where the customer's answer would be lost).
 * The lead counts as answered only once the mail is sent (reply-sent.ts, run by the outbox).
 */

import type { MutationArgs } from '../../../shared/admin/mutations.ts';
import { LEAD_CONTACT_FIELDS, REPLY_MESSAGES, sendReply } from '../../../shared/admin/replies.ts';
import type { TransactionSql } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { EffectInput, EffectResult, MutationEffects } from './effect.ts';

/** The arguments of lead.reply, as its schema gives them. */
type ReplyArgs = MutationArgs<'lead.reply'>;

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
      replyTo: input.replyTo ?? input.actor.email,
    },
    input.now,
  );

  return { set: { to_address: to, mail_id: mailId }, details: { to } };
}

export const REPLY_EFFECTS: readonly [string, MutationEffects][] = [
  [sendReply.name, { before: beforeReply }],
];
