/**
 * The outbox as the back office's Mail screen reads it (GET /api/admin/mail): newest first, each
 * message's state as a person would say it, bodies only of the kinds an admin may read
 * (shared/admin/mail.ts MAIL_BODY_POLICY), and Resend. Not a synced table: read online.
 */
import {
  hiddenReason,
  type MailDetail,
  type MailPage,
  type MailState,
  type MailSummary,
} from '../../../shared/admin/mail.ts';
import type { Clock } from '../../clock.ts';
import type { Sql } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { isUuid } from '../leads/idempotency.ts';
import type { Actor } from './mutations.ts';

export const mailMessages = {
  notFound: 'Mail not found.',
  alreadySent: 'This mail was sent already, so it cannot be sent again.',
} as const;

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  kind: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

/**
 * Without a mail server nothing is ever attempted, so an unsent message is simply not
 * delivered: saying "queued" would promise a delivery that will not happen.
 */
function stateOf(row: OutboxRow, mailEnabled: boolean): MailState {
  if (row.sent_at) return 'sent';
  if (!mailEnabled) return 'not_delivered';
  return row.last_error ? 'failed' : 'queued';
}

function summary(row: OutboxRow, mailEnabled: boolean): MailSummary {
  const state = stateOf(row, mailEnabled);
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    state,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    attempts: row.attempts,
    nextAttemptAt:
      state === 'queued' || state === 'failed' ? row.next_attempt_at.toISOString() : null,
    lastError: row.sent_at ? null : row.last_error,
  };
}

export async function listMail(
  sql: Sql,
  query: { page: number; pageSize: number },
  mailEnabled: boolean,
  replyTo: string | null = null,
): Promise<MailPage> {
  const offset = (query.page - 1) * query.pageSize;
  const rows = await sql<OutboxRow[]>`
    select id, to_address, subject, kind, attempts, next_attempt_at, last_error, sent_at,
      created_at
    from mail_outbox
    order by created_at desc, id desc
    limit ${query.pageSize} offset ${offset}`;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from mail_outbox`;
  return {
    items: rows.map((row) => summary(row, mailEnabled)),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    mailEnabled,
    replyTo,
  };
}

export async function mailDetail(sql: Sql, id: string, mailEnabled: boolean): Promise<MailDetail> {
  if (!isUuid(id)) throw new NotFoundError(mailMessages.notFound);
  const [row] = await sql<(OutboxRow & { text_body: string })[]>`
    select id, to_address, subject, kind, attempts, next_attempt_at, last_error, sent_at,
      created_at, text_body
    from mail_outbox where id = ${id}`;
  if (!row) throw new NotFoundError(mailMessages.notFound);
  const view = summary(row, mailEnabled);
  // The body of a kind meant for the recipient's eyes only never leaves the server.
  const hidden = hiddenReason(row.kind);
  return {
    ...view,
    body: hidden ? null : row.text_body,
    hidden,
    resendable: view.state === 'failed' || view.state === 'not_delivered',
  };
}

/**
 * Makes an unsent message due now (the worker sends it in its next round), keeping its attempts
 * and last error as the record of what happened; audited as mail.resent. A sent message is
 * refused: its single-use link may already be redacted, and the recipient has it.
 */
export async function resendMail(
  deps: { sql: Sql; clock: Clock; mailer: { enabled: boolean } },
  actor: Actor,
  id: string,
): Promise<MailDetail> {
  if (!isUuid(id)) throw new NotFoundError(mailMessages.notFound);
  const now = deps.clock.now();
  await deps.sql.begin(async (tx) => {
    const [row] = await tx<OutboxRow[]>`
      select id, to_address, subject, kind, attempts, next_attempt_at, last_error, sent_at,
        created_at
      from mail_outbox where id = ${id} for update`;
    if (!row) throw new NotFoundError(mailMessages.notFound);
    if (row.sent_at) throw new ConflictError(mailMessages.alreadySent, 'already_sent');
    await tx`update mail_outbox set next_attempt_at = ${now}, failed_at = null where id = ${id}`;
    await recordAudit(
      tx,
      {
        action: 'mail.resent',
        actorId: actor.id,
        actorEmail: actor.email,
        entity: 'mail_outbox',
        entityId: id,
        ip: actor.ip,
        details: {
          kind: row.kind,
          to: row.to_address,
          attempts: row.attempts,
          lastError: row.last_error,
          mailEnabled: deps.mailer.enabled,
          before: { next_attempt_at: row.next_attempt_at.toISOString() },
          after: { next_attempt_at: now.toISOString() },
        },
      },
      now,
    );
  });
  return mailDetail(deps.sql, id, deps.mailer.enabled);
}
