/**
 * Newsletter double opt-in. A signup is stored pending (not subscribed, never unsubscribed) and
 * mailed a confirmation link, valid CONFIRM_LINK_TTL_DAYS days and single use; confirming sets
 * subscribed and confirmed_at, so only confirmed addresses are Active. Every newsletter mail
 * carries a one-click unsubscribe link (List-Unsubscribe, List-Unsubscribe-Post: RFC 8058) that
 * never expires. Only hashes of the tokens are stored (newsletter_tokens); the confirmation mail,
 * whose body and headers hold the tokens, is redacted once sent (mail/outbox-worker.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '../../shared/constants.ts';
import { fmt, messages } from '../../shared/i18n/index.ts';
import { localePath } from '../../shared/paths.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from './audit.ts';

export const CONFIRM_LINK_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The outbox kind of the confirmation mail (redacted once sent: it holds working links). */
export const CONFIRM_MAIL_KIND = 'newsletter.confirm';
/** A pending address signing up again is mailed again, but not more often than this. */
export const RESEND_AFTER_MS = 10 * 60_000;
/** The public pages the links open (under /et for Estonian signups). */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';
/** The one-click endpoint of List-Unsubscribe (RFC 8058). */
export const UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe';

type Purpose = 'confirm' | 'unsubscribe';

/** What newsletter_tokens stores of a token. */
export function hashNewsletterToken(token: string): string {
  return hashToken(token);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function wellFormed(token: string): boolean {
  return token.length >= 16 && token.length <= 200;
}

async function newToken(
  tx: TransactionSql,
  signupId: string,
  purpose: Purpose,
  now: Date,
  expiresAt: Date | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx`insert into newsletter_tokens (signup_id, purpose, token_hash, expires_at, created_at)
    values (${signupId}, ${purpose}, ${hashToken(token)}, ${expiresAt}, ${now})`;
  return token;
}

/** A fresh one-click unsubscribe link of a signup and the headers every newsletter mail carries. */
export async function unsubscribeLink(
  tx: TransactionSql,
  signupId: string,
  now: Date,
  publicOrigin: string,
): Promise<{ token: string; headers: Record<string, string> }> {
  const token = await newToken(tx, signupId, 'unsubscribe', now, null);
  return {
    token,
    headers: {
      'List-Unsubscribe': `<${publicOrigin}${UNSUBSCRIBE_API_PATH}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface PendingSignup {
  id: string;
  email: string;
  language: string;
}

/**
 * Queues the confirmation mail in the caller's transaction (the one that stored the signup). An
 * unused earlier confirmation link of the signup stops working: only the newest mail counts.
 */
export async function sendConfirmation(
  tx: TransactionSql,
  signup: PendingSignup,
  now: Date,
  publicOrigin: string,
): Promise<void> {
  await tx`delete from newsletter_tokens
    where signup_id = ${signup.id} and purpose = 'confirm' and used_at is null`;
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_TTL_DAYS * DAY_MS);
  const confirmToken = await newToken(tx, signup.id, 'confirm', now, expiresAt);
  const unsubscribe = await unsubscribeLink(tx, signup.id, now, publicOrigin);
  const lang: Lang = signup.language === 'et' ? 'et' : 'en';
  const t = messages(lang).pages.newsletterLinks.mail;
  const page = (path: string, token: string) =>
    `${publicOrigin}${localePath(lang, path)}?token=${token}`;
  const values = {
    email: signup.email,
    confirm: page(CONFIRM_PAGE_PATH, confirmToken),
    unsubscribe: page(UNSUBSCRIBE_PAGE_PATH, unsubscribe.token),
    days: CONFIRM_LINK_TTL_DAYS,
  };
  await enqueueMail(
    tx,
    {
      kind: CONFIRM_MAIL_KIND,
      to: signup.email,
      subject: t.subject,
      text: fmt(t.body, values),
      headers: unsubscribe.headers,
      lang,
    },
    now,
  );
}

/**
 * Whether a pending signup asking again is mailed again (not within RESEND_AFTER_MS of the last
 * link, counting only links mailed after `since`: an unsubscribe, after which the earlier links
 * no longer count).
 */
export async function confirmationDue(
  tx: TransactionSql,
  signupId: string,
  now: Date,
  since: Date | null = null,
): Promise<boolean> {
  const [last] = await tx<{ created_at: Date }[]>`
    select max(created_at) as created_at from newsletter_tokens
    where signup_id = ${signupId} and purpose = 'confirm'
      and created_at > ${since ?? new Date(0)}`;
  return !last?.created_at || now.getTime() - last.created_at.getTime() >= RESEND_AFTER_MS;
}

export type ConfirmState = 'valid' | 'used' | 'expired' | 'invalid';

interface TokenRow {
  id: string;
  signup_id: string;
  created_at: Date;
  expires_at: Date | null;
  used_at: Date | null;
  subscribed: boolean;
  unsubscribed_at: Date | null;
  deleted_at: Date | null;
}

async function findToken(
  sql: Sql | TransactionSql,
  purpose: Purpose,
  token: string,
  lock: boolean,
) {
  if (!wellFormed(token)) return undefined;
  const [row] = await sql<TokenRow[]>`
    select k.id, k.signup_id, k.created_at, k.expires_at, k.used_at, s.subscribed, s.unsubscribed_at,
      s.deleted_at
    from newsletter_tokens k join newsletter_signups s on s.id = k.signup_id
    where k.token_hash = ${hashToken(token)} and k.purpose = ${purpose}
    ${lock ? sql`for update of k, s` : sql``}`;
  return row;
}

function confirmStateOf(row: TokenRow | undefined, now: Date): ConfirmState {
  // Unsubscribed since the mail was sent (e.g. with the mail's own unsubscribe link): refused. A
  // link mailed after an unsubscribe (the address signed up again) is what lifts it.
  if (!row || row.deleted_at !== null) return 'invalid';
  if (row.unsubscribed_at !== null && row.unsubscribed_at.getTime() >= row.created_at.getTime()) {
    return 'invalid';
  }
  if (row.used_at !== null || row.subscribed) return 'used';
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** What the confirm page says before the button is pressed (a GET never confirms). */
export async function checkConfirmLink(sql: Sql, token: string, now: Date): Promise<ConfirmState> {
  return confirmStateOf(await findToken(sql, 'confirm', token, false), now);
}

/** Confirms the signup: the link is spent, subscribed and confirmed_at set, in one transaction. */
export async function confirmSignup(
  sql: Sql,
  token: string,
  now: Date,
  ip: string | null,
): Promise<ConfirmState> {
  return sql.begin(async (tx) => {
    const row = await findToken(tx, 'confirm', token, true);
    const state = confirmStateOf(row, now);
    if (state !== 'valid' || !row) return state;
    await tx`update newsletter_tokens set used_at = ${now} where id = ${row.id}`;
    await tx`update newsletter_signups set subscribed = true, confirmed_at = ${now},
        unsubscribed_at = null, updated_at = ${now}
      where id = ${row.signup_id}`;
    await recordAudit(
      tx,
      {
        action: 'newsletter.confirmed',
        entity: 'newsletter_signups',
        entityId: row.signup_id,
        ip,
        details: { before: { subscribed: false }, after: { subscribed: true } },
      },
      now,
    );
    return 'valid';
  }) as Promise<ConfirmState>;
}

export type UnsubscribeState = 'valid' | 'invalid';

/** Whether the unsubscribe page's link is one of ours (it never expires). */
export async function checkUnsubscribeLink(sql: Sql, token: string): Promise<UnsubscribeState> {
  const row = await findToken(sql, 'unsubscribe', token, false);
  return row && row.deleted_at === null ? 'valid' : 'invalid';
}

/**
 * Unsubscribes the link's signup (a pending one too: its confirmation link stops working).
 * Unsubscribing twice is no error: the answer is the same.
 */
export async function unsubscribeByLink(
  sql: Sql,
  token: string,
  now: Date,
  ip: string | null,
): Promise<UnsubscribeState> {
  return sql.begin(async (tx) => {
    const row = await findToken(tx, 'unsubscribe', token, true);
    if (!row || row.deleted_at !== null) return 'invalid';
    if (row.unsubscribed_at !== null) {
      // Already unsubscribed: a signup made since (by anyone) is not confirmed by this link.
      await tx`delete from newsletter_tokens
        where signup_id = ${row.signup_id} and purpose = 'confirm' and used_at is null`;
      return 'valid';
    }
    await tx`update newsletter_signups set subscribed = false, unsubscribed_at = ${now},
        updated_at = ${now}
      where id = ${row.signup_id}`;
    await tx`delete from newsletter_tokens
      where signup_id = ${row.signup_id} and purpose = 'confirm' and used_at is null`;
    await recordAudit(
      tx,
      {
        action: 'newsletter.unsubscribed_by_link',
        entity: 'newsletter_signups',
        entityId: row.signup_id,
        ip,
        details: {
          before: { subscribed: row.subscribed, unsubscribed_at: null },
          after: { subscribed: false, unsubscribed_at: now.toISOString() },
        },
      },
      now,
    );
    return 'valid';
  }) as Promise<UnsubscribeState>;
}
