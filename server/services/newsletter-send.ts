/**
 * Sending an issue of the newsletter (issue #48), in three steps that each survive a crash:
 *
 * 1. Expansion: in one transaction the issue becomes `sending` and its audience (confirmed, not
 *    unsubscribed, not suppressed, not spam, not deleted) becomes one delivery per subscriber;
 *    the unique key on (issue, subscriber) means nobody is in it twice.
 * 2. The pump moves queued deliveries into the mail outbox (their mail rendered, with the
 *    subscriber's own unsubscribe link) at NEWSLETTER_RATE_PER_MINUTE, each chunk in one
 *    transaction: a delivery is `queued` with no mail, or `outbox` with exactly one. A crash
 *    between chunks leaves the rest queued; nothing is moved twice or skipped.
 * 3. The outbox worker sends them (pooled SMTP, DKIM, retries of temporary failures) and ends
 *    each delivery as sent, or failed with the server's answer on a permanent refusal
 *    (markDeliveries*, called by mail/outbox-worker.ts in the same statement as the mail).
 *
 * The pump also starts scheduled issues when their time has come (the server's clock), and ends
 * an issue as `sent` once none of its deliveries is waiting.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { NEWSLETTER_SUPPRESS_AFTER } from '../../shared/admin/newsletter-issues.ts';
import type { Lang } from '../../shared/constants.ts';
import { localePath } from '../../shared/paths.ts';
import type { Clock } from '../clock.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import { describeError, type Logger } from '../logger.ts';
import {
  type IssuePost,
  type IssueText,
  issueContent,
  issueMail,
  issueWebPath,
} from '../mail/newsletter-mail.ts';
import { mailInsertWithIds } from '../mail/outbox.ts';
import { lockSyncWrites } from './admin/reply-sent.ts';
import {
  hashNewsletterToken,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PAGE_PATH,
} from './newsletter-links.ts';

/** The outbox kind of an issue's mails. */
export const ISSUE_MAIL_KIND = 'newsletter.issue';
/** The outbox kind of "Send a test to me". */
export const ISSUE_TEST_KIND = 'newsletter.test';

/** Deliveries moved into the outbox per transaction. */
const CHUNK = 100;
/**
 * Mails of issues at most in the outbox unsent at once (with no rate limit): enough to keep the
 * SMTP connections busy, few enough that a pause takes effect within a moment.
 */
const WINDOW = 400;

export interface SendDeps {
  sql: Sql;
  clock: Clock;
  logger: Logger;
  config: { publicOrigin: string; replyTo: string | undefined; newsletterRatePerMinute: number };
}

export interface IssueRowForSend extends IssueText {
  status: string;
  untranslated: string;
}

/** The post an issue is made from, or null. */
export async function postOf(
  sql: Sql | TransactionSql,
  postId: string | null,
): Promise<IssuePost | null> {
  if (!postId) return null;
  const [post] = await sql<IssuePost[]>`
    select slug, title, title_et, excerpt, excerpt_et, content_et, featured_image
    from blog_posts where id = ${postId} and deleted_at is null`;
  return post ?? null;
}

/**
 * Turns the audience into deliveries, in the caller's transaction (which has locked the issue
 * and set it `sending`). Returns how many subscribers it holds.
 */
export async function expandAudience(
  tx: TransactionSql,
  issueId: string,
  now: Date,
): Promise<number> {
  const rows = await tx`
    insert into newsletter_deliveries (issue_id, signup_id, email, lang, created_at)
    select ${issueId}, s.id, s.email, case when s.language = 'et' then 'et' else 'en' end, ${now}
    from newsletter_signups s
    where ${audienceCondition(tx)}
    on conflict (issue_id, signup_id) do nothing`;
  return rows.count;
}

/** Who an issue goes to (the rows of newsletter_signups `s`). */
export function audienceCondition(sql: Sql | TransactionSql) {
  return sql`s.subscribed and s.confirmed_at is not null and s.unsubscribed_at is null
    and s.suppressed_at is null and s.deleted_at is null and s.spam_reason is null`;
}

interface Due {
  id: string;
}

/**
 * One round of the pump: starts the scheduled issues that are due, moves deliveries of the
 * issues being sent into the outbox (within the rate), and ends the issues that are done.
 * Returns how many deliveries went into the outbox.
 */
export async function pumpNewsletter(deps: SendDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.sql<Due[]>`
    select id from newsletter_issues
    where status = 'scheduled' and scheduled_at <= ${now} and deleted_at is null`;
  for (const issue of due) await startScheduled(deps, issue.id, now);

  let moved = 0;
  const sending = await deps.sql<{ id: string }[]>`
    select id from newsletter_issues where status = 'sending' and deleted_at is null
    order by started_at, id`;
  for (const issue of sending) {
    const allowance = await allowanceNow(deps, now);
    if (allowance > 0) moved += await moveToOutbox(deps, issue.id, Math.min(allowance, CHUNK), now);
    await finishIfDone(deps, issue.id);
  }
  return moved;
}

/** Deliveries that may go into the outbox now: within the rate and the window. */
async function allowanceNow(deps: SendDeps, now: Date): Promise<number> {
  const [row] = await deps.sql<{ waiting: number; minute: number }[]>`
    select
      (select count(*)::int from newsletter_deliveries where status = 'outbox') as waiting,
      ${
        deps.config.newsletterRatePerMinute > 0
          ? deps.sql`(select count(*)::int from newsletter_deliveries
              where queued_at > ${new Date(now.getTime() - 60_000)})`
          : deps.sql`0`
      } as minute`;
  const window = WINDOW - (row?.waiting ?? 0);
  const rate = deps.config.newsletterRatePerMinute;
  if (rate <= 0) return window;
  // Spread over the minute: at most a second's share per round, never more than the minute's.
  const perRound = Math.max(1, Math.ceil(rate / 60));
  return Math.min(window, perRound, rate - (row?.minute ?? 0));
}

async function startScheduled(deps: SendDeps, id: string, now: Date): Promise<void> {
  await deps.sql.begin(async (tx) => {
    await lockSyncWrites(tx);
    const [issue] = await tx<{ status: string }[]>`
      select status from newsletter_issues where id = ${id} for update`;
    if (issue?.status !== 'scheduled') return;
    await tx`update newsletter_issues set status = 'sending', started_at = ${now},
      updated_at = ${now} where id = ${id}`;
    await expandAudience(tx, id, now);
  });
  deps.logger.info('newsletter_issue_started', { id, scheduled: true });
}

interface QueuedDelivery {
  id: string;
  signup_id: string;
  email: string;
  lang: Lang;
}

/** Moves up to `limit` queued deliveries of an issue into the outbox, in one transaction. */
async function moveToOutbox(
  deps: SendDeps,
  issueId: string,
  limit: number,
  now: Date,
): Promise<number> {
  const origin = deps.config.publicOrigin;
  return deps.sql.begin(async (tx) => {
    const [issue] = await tx<IssueRowForSend[]>`
      select id, subject, subject_et, body, body_et, post_id, status, untranslated
      from newsletter_issues where id = ${issueId} for share`;
    if (issue?.status !== 'sending') return 0;
    const chunk = await tx<(QueuedDelivery & { still: boolean })[]>`
      select d.id, d.signup_id, d.email, d.lang, (${audienceCondition(tx)}) as still
      from newsletter_deliveries d join newsletter_signups s on s.id = d.signup_id
      where d.issue_id = ${issueId} and d.status = 'queued'
      order by d.id limit ${limit} for update of d skip locked`;
    if (chunk.length === 0) return 0;
    // Who left the list (or was suppressed) since the audience was expanded gets nothing.
    const gone = chunk.filter((d) => !d.still).map((d) => d.id);
    if (gone.length > 0) {
      await tx`update newsletter_deliveries set status = 'cancelled'
        where id = any(${gone}::uuid[])`;
    }
    const deliveries = chunk.filter((d) => d.still);
    const post = await postOf(tx, issue.post_id);
    const contents = {
      en: issueContent(issue, post, 'en', origin),
      et: issueContent(issue, post, 'et', origin),
    };
    const tokens: { signup_id: string; token_hash: string }[] = [];
    const mails: Parameters<typeof mailInsertWithIds>[1] = [];
    const moved: { id: string; mail_id: string }[] = [];
    for (const d of deliveries) {
      const token = randomBytes(32).toString('base64url');
      tokens.push({ signup_id: d.signup_id, token_hash: hashNewsletterToken(token) });
      const mail = issueMail(
        contents[d.lang],
        d.lang,
        {
          webUrl: `${origin}${issueWebPath(d.lang, issueId)}`,
          unsubscribeUrl: `${origin}${localePath(d.lang, UNSUBSCRIBE_PAGE_PATH)}?token=${token}`,
        },
        origin,
      );
      const mailId = randomUUID();
      moved.push({ id: d.id, mail_id: mailId });
      mails.push({
        id: mailId,
        now,
        message: {
          kind: ISSUE_MAIL_KIND,
          to: d.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          lang: d.lang,
          ...(deps.config.replyTo ? { replyTo: deps.config.replyTo } : {}),
          headers: {
            'List-Unsubscribe': `<${origin}${UNSUBSCRIBE_API_PATH}?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            // The same for every attempt of this delivery: a copy resent after a crash is
            // recognisably the same message.
            'Message-ID': `<${d.id}@${new URL(origin).hostname}>`,
          },
        },
      });
    }
    if (deliveries.length === 0) return chunk.length;
    await tx`
      insert into newsletter_tokens (signup_id, purpose, token_hash, created_at)
      select signup_id, 'unsubscribe', token_hash, ${now}
      from jsonb_to_recordset(${tx.json(tokens)}) as x(signup_id uuid, token_hash text)`;
    await mailInsertWithIds(tx, mails);
    await tx`
      update newsletter_deliveries d set status = 'outbox', mail_id = x.mail_id, queued_at = ${now}
      from jsonb_to_recordset(${tx.json(moved)}) as x(id uuid, mail_id uuid)
      where d.id = x.id`;
    return chunk.length;
  });
}

/** An issue being sent with nothing left waiting is sent. */
async function finishIfDone(deps: SendDeps, issueId: string): Promise<void> {
  await deps.sql.begin(async (tx) => {
    const [waiting] = await tx<{ n: number }[]>`
      select count(*)::int as n from newsletter_deliveries
      where issue_id = ${issueId} and status in ('queued', 'outbox')`;
    if ((waiting?.n ?? 0) > 0) return;
    await lockSyncWrites(tx);
    const now = deps.clock.now();
    await tx`update newsletter_issues set status = 'sent', sent_at = ${now}, updated_at = ${now}
      where id = ${issueId} and status = 'sending'`;
  });
}

/**
 * Takes the unsent mails of an issue back out of the outbox (a pause or a cancel): those no
 * worker has tried yet. A mail being sent or retried goes on; its delivery ends as it ends.
 * The deliveries taken back become `to`.
 */
export async function withdrawFromOutbox(
  tx: TransactionSql,
  issueId: string,
  to: 'queued' | 'cancelled',
): Promise<void> {
  await tx`
    delete from mail_outbox where id in (
      select mail_id from newsletter_deliveries
      where issue_id = ${issueId} and status = 'outbox' and mail_id is not null)
      and sent_at is null and attempts = 0`;
  // on delete set null cleared mail_id: the deliveries are the issue's in 'outbox' with none.
  await tx`update newsletter_deliveries set status = ${to}, queued_at = null
    where issue_id = ${issueId} and status = 'outbox' and mail_id is null`;
  if (to === 'cancelled') {
    await tx`update newsletter_deliveries set status = 'cancelled'
      where issue_id = ${issueId} and status = 'queued'`;
  }
}

/**
 * A permanent refusal (5xx) of an issue's mail: the delivery failed with the server's answer,
 * the mail is never tried again, and the address counts one more refusal; at
 * NEWSLETTER_SUPPRESS_AFTER it is suppressed.
 */
export async function markDeliveryRefused(
  sql: Sql,
  mailId: string,
  answer: string,
  at: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    await lockSyncWrites(tx);
    await tx`update mail_outbox set failed_at = ${at}, last_error = ${answer.slice(0, 1000)}
      where id = ${mailId}`;
    const [delivery] = await tx<{ signup_id: string }[]>`
      update newsletter_deliveries set status = 'failed', failed_at = ${at},
        error = ${answer.slice(0, 1000)}
      where mail_id = ${mailId} and status = 'outbox'
      returning signup_id`;
    if (!delivery) return;
    await tx`update newsletter_signups set bounces = bounces + 1,
      suppressed_at = case when bounces + 1 >= ${NEWSLETTER_SUPPRESS_AFTER}
        then coalesce(suppressed_at, ${at}::timestamptz) else suppressed_at end,
      updated_at = ${at}
      where id = ${delivery.signup_id}`;
  });
}

export interface NewsletterPump {
  /** Runs a round now (after a send or resume, and in tests); rounds never overlap. */
  poke(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs the pump every `intervalMs`, and again at once while it moved a full share (no rate
 * limit: as fast as the outbox drains). `onMoved` pokes the outbox worker.
 */
export function startNewsletterPump(
  deps: SendDeps,
  options: { intervalMs?: number; onMoved?: () => void } = {},
): NewsletterPump {
  let running: Promise<number> | null = null;
  let stopped = false;
  const poke = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    running ??= pumpNewsletter(deps)
      .catch((err: unknown) => {
        deps.logger.error('newsletter_pump_failed', describeError(err));
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running.then((moved) => {
      if (moved > 0) options.onMoved?.();
      // A full chunk moved: more may be waiting within the rate and the window.
      if (moved >= CHUNK) setImmediate(() => void poke());
      return moved;
    });
  };
  const timer = setInterval(() => void poke(), options.intervalMs ?? 1000);
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
