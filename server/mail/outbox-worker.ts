import type { Clock } from '../clock.ts';
import { MAIL_POLL_MS_DEFAULT } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { describeError, type Logger } from '../logger.ts';
import { lockSyncWrites, markReplyAnswered } from '../services/admin/reply-sent.ts';
import { ISSUE_MAIL_KIND, markDeliveryRefused } from '../services/newsletter-send.ts';
import type { Mailer } from './mailer.ts';

export interface OutboxDeps {
  sql: Sql;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /**
   * The team's shared address (config.replyTo). A reply to a lead queued without a Reply-To
   * (before one was chosen on queueing) goes out with it, else with its writer's address.
   */
  replyTo?: string | undefined;
}

export interface OutboxOptions {
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row is hidden from other workers while it is being sent. */
  leaseMs?: number;
  /** First retry delay; doubled per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Mails of a round sent at once (over the mailer's pooled connections). */
  concurrency?: number;
}

const DEFAULTS = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
} as const;

/** Mails whose body carries a secret (a single-use link): the body is dropped once sent. */
const REDACTED_AFTER_SENDING = new Set([
  'auth.password_reset',
  'auth.account_unlock',
  'auth.invitation',
  'support.csat',
  'newsletter.confirm',
  // An issue's mail holds its recipient's own unsubscribe link.
  ISSUE_MAIL_KIND,
]);
const REDACTED_BODY = '[removed after sending: it contained a single-use link]';

/** 30 s, 1 min, 2 min, 4 min … capped at an hour: mail is retried for as long as it takes. */
export function backoffMs(attempts: number, options: OutboxOptions = {}): number {
  const base = options.baseBackoffMs ?? DEFAULTS.baseBackoffMs;
  const max = options.maxBackoffMs ?? DEFAULTS.maxBackoffMs;
  return Math.min(max, base * 2 ** Math.max(0, Math.min(30, attempts - 1)));
}

export interface DeliveryRound {
  sent: number;
  failed: number;
}

/**
 * Sends the mail that is due. Rows are claimed first (attempts + 1, next_attempt_at pushed out
 * by a lease) in one short statement, so no transaction is held open while talking to the mail
 * server and several server processes never send the same row twice; each row then ends as sent
 * (sent_at) or rescheduled with exponential backoff and its last error.
 */
export async function deliverDueMail(
  deps: OutboxDeps,
  options: OutboxOptions = {},
): Promise<DeliveryRound> {
  const now = deps.clock.now();
  const lease = new Date(now.getTime() + (options.leaseMs ?? DEFAULTS.leaseMs));
  const rows = await deps.sql<
    {
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      kind: string;
      headers: Record<string, string> | null;
      reply_to: string | null;
      lang: 'en' | 'et';
      attempts: number;
    }[]
  >`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = ${lease}
    where id in (
      select id from mail_outbox
      where sent_at is null and failed_at is null and next_attempt_at <= ${now}
      order by next_attempt_at
      limit ${options.batchSize ?? DEFAULTS.batchSize}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, kind, headers, lang, attempts,
      coalesce(reply_to, case when kind = 'lead.reply' then coalesce(${deps.replyTo ?? null}::text,
        (select r.sent_by from lead_replies r where r.mail_id = mail_outbox.id limit 1)) end)
        as reply_to`;

  const round: DeliveryRound = { sent: 0, failed: 0 };
  const sendOne = async (row: (typeof rows)[number]) => {
    try {
      await deps.mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        lang: row.lang,
      });
      // A sent password-reset mail must not keep its link (a working secret) in plain text.
      const redact = REDACTED_AFTER_SENDING.has(row.kind);
      const sentAt = deps.clock.now();
      // A reply to a lead answers the lead now that it went, in the same transaction.
      const reply = row.kind === 'lead.reply';
      if (row.kind === ISSUE_MAIL_KIND) {
        // One statement (atomic without a transaction): the mail and its delivery are sent.
        await deps.sql`
          with m as (
            update mail_outbox set sent_at = ${sentAt}, last_error = null,
              text_body = ${REDACTED_BODY}, html_body = null, headers = null
            where id = ${row.id} returning id)
          update newsletter_deliveries set status = 'sent', sent_at = ${sentAt}, error = null
          where mail_id in (select id from m)`;
        round.sent++;
        return;
      }
      await deps.sql.begin(async (tx) => {
        if (reply) await lockSyncWrites(tx);
        await tx`
          update mail_outbox set sent_at = ${sentAt}, last_error = null,
            text_body = ${redact ? REDACTED_BODY : row.text_body},
            html_body = ${redact ? null : row.html_body},
            headers = ${redact ? null : row.headers ? tx.json(row.headers) : null}
          where id = ${row.id}`;
        if (reply) await markReplyAnswered(tx, row.id, sentAt);
      });
      round.sent++;
    } catch (err) {
      const failedAt = deps.clock.now();
      const code = (err as { responseCode?: unknown }).responseCode;
      if (row.kind === ISSUE_MAIL_KIND && typeof code === 'number' && code >= 500 && code < 600) {
        // A permanent refusal of a newsletter: not tried again (a transactional mail still is).
        const answer = err instanceof Error ? err.message : String(err);
        await markDeliveryRefused(deps.sql, row.id, answer, failedAt);
        deps.logger.error('newsletter_mail_refused', { id: row.id, error: answer });
        round.failed++;
        return;
      }
      const next = new Date(failedAt.getTime() + backoffMs(row.attempts, options));
      const message = err instanceof Error ? err.message : String(err);
      await deps.sql`
        update mail_outbox set next_attempt_at = ${next}, last_error = ${message.slice(0, 1000)}
        where id = ${row.id}`;
      deps.logger.error('mail_send_failed', {
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        retryAt: next.toISOString(),
        error: message,
      });
      round.failed++;
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      while (next < rows.length) {
        const row = rows[next++];
        if (row) await sendOne(row);
      }
    }),
  );
  return round;
}

export interface OutboxWorker {
  /** Runs one round now (also used by tests); rounds never overlap. */
  poke(): Promise<DeliveryRound>;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (real time) and sends what is due. */
export function startOutboxWorker(
  deps: OutboxDeps,
  options: OutboxOptions & { intervalMs?: number } = {},
): OutboxWorker {
  let running: Promise<DeliveryRound> | null = null;
  let stopped = false;
  const poke = (): Promise<DeliveryRound> => {
    if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
    running ??= deliverDueMail(deps, options)
      .catch((err: unknown) => {
        // The database may be briefly unavailable; the next round tries again.
        deps.logger.error('mail_outbox_round_failed', describeError(err));
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
      });
    const round = running;
    // A full round means more is due: the next starts at once rather than after the interval.
    void round.then((r) => {
      if (r.sent + r.failed >= (options.batchSize ?? DEFAULTS.batchSize)) setImmediate(poke);
    });
    return round;
  };
  const timer = setInterval(() => void poke(), options.intervalMs ?? MAIL_POLL_MS_DEFAULT);
  timer.unref();
  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
