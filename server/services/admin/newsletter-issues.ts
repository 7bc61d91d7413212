/**
 * The server's actions on an issue of the newsletter (routes/admin/newsletter-issues.ts): send
 * now, schedule, pause, resume, cancel, a test to the editor, withdraw from the archive or put it
 * back; and what the issue's screen reads (audience by language, preview, report). Each action
 * locks the issue, checks its status, writes the audit entry in the same transaction.
 */
import {
  ISSUE_MESSAGES,
  type IssueAudience,
  type IssuePreview,
  type IssueReport,
  type IssueStatus,
  REPORT_UNSUBSCRIBE_DAYS,
} from '../../../shared/admin/newsletter-issues.ts';
import type { Lang, UserRole } from '../../../shared/constants.ts';
import { fmt, messages } from '../../../shared/i18n/index.ts';
import { localePath } from '../../../shared/paths.ts';
import type { Clock } from '../../clock.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import {
  issueContent,
  issueHasEstonian,
  issueIsComplete,
  issueMail,
  issueWebPath,
} from '../../mail/newsletter-mail.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { type AuditAction, recordAudit } from '../audit.ts';
import { isUuid } from '../leads/idempotency.ts';
import { UNSUBSCRIBE_PAGE_PATH } from '../newsletter-links.ts';
import {
  audienceCondition,
  expandAudience,
  ISSUE_TEST_KIND,
  type IssueRowForSend,
  postOf,
  withdrawFromOutbox,
} from '../newsletter-send.ts';
import type { Actor } from './mutations.ts';
import { lockSyncWrites } from './reply-sent.ts';

export interface IssueDeps {
  sql: Sql;
  clock: Clock;
  config: { publicOrigin: string; replyTo: string | undefined };
}

export interface IssueState {
  id: string;
  status: IssueStatus;
  /** Deliveries made when the audience was expanded (send now). */
  recipients?: number;
}

interface LockedIssue extends IssueRowForSend {
  status: IssueStatus;
  in_archive: boolean;
}

async function lockIssue(tx: TransactionSql, id: string): Promise<LockedIssue> {
  if (!isUuid(id)) throw new NotFoundError(ISSUE_MESSAGES.notFound);
  await lockSyncWrites(tx);
  const [issue] = await tx<LockedIssue[]>`
    select id, subject, subject_et, body, body_et, post_id, status, untranslated, in_archive
    from newsletter_issues where id = ${id} and deleted_at is null for update`;
  if (!issue) throw new NotFoundError(ISSUE_MESSAGES.notFound);
  return issue;
}

/** Whether the issue can go out: its text (or post) is there, and it is not held. */
async function checkReady(tx: TransactionSql, issue: LockedIssue): Promise<void> {
  const post = await postOf(tx, issue.post_id);
  if (issue.post_id && !post) throw new ConflictError(ISSUE_MESSAGES.postMissing, 'post_missing');
  if (!issueIsComplete(issue, post)) throw new ConflictError(ISSUE_MESSAGES.empty, 'empty');
  if (issue.untranslated === 'hold' && !issueHasEstonian(issue, post)) {
    throw new ConflictError(ISSUE_MESSAGES.held, 'held');
  }
}

async function audit(
  tx: TransactionSql,
  actor: Actor,
  action: AuditAction,
  id: string,
  now: Date,
  details: Record<string, string | number | boolean | null> = {},
) {
  await recordAudit(
    tx,
    {
      action,
      actorId: actor.id,
      actorEmail: actor.email,
      entity: 'newsletter_issues',
      entityId: id,
      ip: actor.ip,
      details,
    },
    now,
  );
}

/** Send now: the audience becomes deliveries, in this one transaction. */
export async function sendIssue(deps: IssueDeps, actor: Actor, id: string): Promise<IssueState> {
  const now = deps.clock.now();
  return deps.sql.begin(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (issue.status !== 'draft' && issue.status !== 'scheduled') {
      throw new ConflictError(ISSUE_MESSAGES.notSendable, 'not_sendable');
    }
    await checkReady(tx, issue);
    await tx`update newsletter_issues set status = 'sending', started_at = ${now},
      sent_by = ${actor.email}, updated_at = ${now} where id = ${id}`;
    const recipients = await expandAudience(tx, id, now);
    await audit(tx, actor, 'newsletter.issue_sent', id, now, { recipients });
    return { id, status: 'sending' as const, recipients };
  });
}

/** Send at `at` (the server's clock decides when that is). */
export async function scheduleIssue(
  deps: IssueDeps,
  actor: Actor,
  id: string,
  at: string,
): Promise<IssueState> {
  const now = deps.clock.now();
  const when = new Date(at);
  if (!(when.getTime() > now.getTime())) {
    throw new ValidationError({ at: ISSUE_MESSAGES.scheduleInPast });
  }
  return deps.sql.begin(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (issue.status !== 'draft') {
      throw new ConflictError(ISSUE_MESSAGES.notSchedulable, 'not_schedulable');
    }
    await checkReady(tx, issue);
    await tx`update newsletter_issues set status = 'scheduled', scheduled_at = ${when},
      sent_by = ${actor.email}, updated_at = ${now} where id = ${id}`;
    await audit(tx, actor, 'newsletter.issue_scheduled', id, now, { at: when.toISOString() });
    return { id, status: 'scheduled' as const };
  });
}

const TRANSITIONS = {
  pause: { from: ['sending'], to: 'paused', message: ISSUE_MESSAGES.notPausable },
  resume: { from: ['paused'], to: 'sending', message: ISSUE_MESSAGES.notResumable },
  cancel: {
    from: ['scheduled', 'sending', 'paused'],
    to: 'cancelled',
    message: ISSUE_MESSAGES.notCancellable,
  },
} as const satisfies Record<
  string,
  { from: readonly IssueStatus[]; to: IssueStatus; message: string }
>;

const ACTIONS: Record<keyof typeof TRANSITIONS, AuditAction> = {
  pause: 'newsletter.issue_paused',
  resume: 'newsletter.issue_resumed',
  cancel: 'newsletter.issue_cancelled',
};

/** Pause (the unsent mails come back out of the outbox), resume, or cancel what has not gone. */
export async function changeSending(
  deps: IssueDeps,
  actor: Actor,
  id: string,
  change: keyof typeof TRANSITIONS,
): Promise<IssueState> {
  const now = deps.clock.now();
  const rule = TRANSITIONS[change];
  return deps.sql.begin(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (!(rule.from as readonly string[]).includes(issue.status)) {
      throw new ConflictError(rule.message, 'wrong_status');
    }
    if (change === 'pause') await withdrawFromOutbox(tx, id, 'queued');
    if (change === 'cancel') await withdrawFromOutbox(tx, id, 'cancelled');
    await tx`update newsletter_issues set status = ${rule.to}, updated_at = ${now},
      cancelled_at = ${change === 'cancel' ? now : null} where id = ${id}`;
    const [left] = await tx<{ n: number }[]>`select count(*)::int as n from newsletter_deliveries
      where issue_id = ${id} and status = 'cancelled'`;
    await audit(tx, actor, ACTIONS[change], id, now, {
      from: issue.status,
      ...(change === 'cancel' ? { notSent: left?.n ?? 0 } : {}),
    });
    return { id, status: rule.to };
  });
}

/** Withdraws a sent issue from the public archive, or puts it back. */
export async function setInArchive(
  deps: IssueDeps,
  actor: Actor,
  id: string,
  inArchive: boolean,
): Promise<IssueState> {
  const now = deps.clock.now();
  return deps.sql.begin(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (issue.status !== 'sent') throw new ConflictError(ISSUE_MESSAGES.notSent, 'not_sent');
    await tx`update newsletter_issues set in_archive = ${inArchive}, updated_at = ${now}
      where id = ${id}`;
    await audit(
      tx,
      actor,
      inArchive ? 'newsletter.issue_archived' : 'newsletter.issue_withdrawn',
      id,
      now,
    );
    return { id, status: issue.status };
  });
}

/** The mail of the issue in `lang`, as a subscriber gets it (the unsubscribe link a sample). */
async function renderFor(
  sql: Sql | TransactionSql,
  origin: string,
  issue: IssueRowForSend,
  lang: Lang,
  unsubscribeUrl: string,
) {
  const post = await postOf(sql, issue.post_id);
  const content = issueContent(issue, post, lang, origin);
  return issueMail(
    content,
    lang,
    { webUrl: `${origin}${issueWebPath(lang, issue.id)}`, unsubscribeUrl },
    origin,
  );
}

async function readIssue(sql: Sql, id: string, role: UserRole): Promise<LockedIssue> {
  if (!isUuid(id)) throw new NotFoundError(ISSUE_MESSAGES.notFound);
  const [issue] = await sql<LockedIssue[]>`
    select id, subject, subject_et, body, body_et, post_id, status, untranslated, in_archive
    from newsletter_issues where id = ${id} and deleted_at is null`;
  // Sales reads the issues sent, and nothing of the others.
  if (!issue || (role === 'sales' && issue.status !== 'sent')) {
    throw new NotFoundError(ISSUE_MESSAGES.notFound);
  }
  return issue;
}

export async function previewIssue(
  deps: IssueDeps,
  id: string,
  lang: Lang,
  role: UserRole,
): Promise<IssuePreview> {
  const issue = await readIssue(deps.sql, id, role);
  const origin = deps.config.publicOrigin;
  const mail = await renderFor(
    deps.sql,
    origin,
    issue,
    lang,
    `${origin}${localePath(lang, UNSUBSCRIBE_PAGE_PATH)}`,
  );
  return { lang, ...mail };
}

/** "Send a test to me": the issue in both languages, to the editor's own address. */
export async function sendTest(
  deps: IssueDeps,
  actor: Actor,
  id: string,
): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const origin = deps.config.publicOrigin;
  return deps.sql.begin(async (tx) => {
    const issue = await lockIssue(tx, id);
    const post = await postOf(tx, issue.post_id);
    if (!issueIsComplete(issue, post)) throw new ConflictError(ISSUE_MESSAGES.empty, 'empty');
    for (const lang of ['en', 'et'] as const) {
      const mail = await renderFor(
        tx,
        origin,
        issue,
        lang,
        `${origin}${localePath(lang, UNSUBSCRIBE_PAGE_PATH)}`,
      );
      await enqueueMail(
        tx,
        {
          kind: ISSUE_TEST_KIND,
          to: actor.email,
          subject: fmt(messages(lang).pages.newsletterIssue.mail.test, { subject: mail.subject }),
          text: mail.text,
          html: mail.html,
          lang,
          ...(deps.config.replyTo ? { replyTo: deps.config.replyTo } : {}),
        },
        now,
      );
    }
    await audit(tx, actor, 'newsletter.issue_tested', id, now, { to: actor.email });
    return { sent: 2 };
  });
}

/** Who an issue would go to now, by language. */
export async function issueAudience(sql: Sql): Promise<IssueAudience> {
  const [row] = await sql<IssueAudience[]>`
    select count(*) filter (where s.language = 'et')::int as et,
      count(*) filter (where s.language is distinct from 'et')::int as en
    from newsletter_signups s where ${audienceCondition(sql)}`;
  return row ?? { en: 0, et: 0 };
}

/** The issue's figures, from its deliveries (no tracking). */
export async function issueReport(sql: Sql, id: string, role: UserRole): Promise<IssueReport> {
  const issue = await readIssue(sql, id, role);
  const [counts] = await sql<
    {
      total: number;
      queued: number;
      sent: number;
      cancelled: number;
      suppressed: number;
      unsubscribed: number;
    }[]
  >`
    select count(*)::int as total,
      count(*) filter (where d.status in ('queued', 'outbox'))::int as queued,
      count(*) filter (where d.status = 'sent')::int as sent,
      count(*) filter (where d.status = 'cancelled')::int as cancelled,
      count(*) filter (where s.suppressed_at is not null)::int as suppressed,
      count(*) filter (where s.unsubscribed_at >= i.started_at
        and s.unsubscribed_at < i.started_at + make_interval(days => ${REPORT_UNSUBSCRIBE_DAYS}))::int
        as unsubscribed
    from newsletter_deliveries d
    join newsletter_issues i on i.id = d.issue_id
    left join newsletter_signups s on s.id = d.signup_id
    where d.issue_id = ${id}`;
  const failed = await sql<{ email: string; error: string | null }[]>`
    select email, error from newsletter_deliveries
    where issue_id = ${id} and status = 'failed' order by failed_at, email limit 500`;
  return {
    status: issue.status,
    total: counts?.total ?? 0,
    queued: counts?.queued ?? 0,
    sent: counts?.sent ?? 0,
    cancelled: counts?.cancelled ?? 0,
    suppressed: counts?.suppressed ?? 0,
    unsubscribed: counts?.unsubscribed ?? 0,
    failed,
  };
}
