import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from '../services/audit.ts';
import { hitRateLimit } from '../services/rate-limit.ts';
import { isHttps } from './cookies.ts';
import { hashToken } from './sessions.ts';

/**
 * The mailed way past a per-account sign-in lock (README "Sign-in protection"). When failed
 * sign-ins lock an account, its owner gets one mail per lock window with a single-use link
 * (1 hour). Pressing the button on the link's page (a POST, so a mail scanner that opens the
 * link unlocks nothing) marks that browser as trusted for the account: an HttpOnly cookie holds
 * a random token whose hash is stored. A sign-in from that browser gets the password check while
 * the lock holds for everyone else.
 */
export const UNLOCK_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long a browser stays trusted after following the link. */
export const TRUSTED_BROWSER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TRUSTED = 'lumen_trusted';

export const unlockMessages = {
  done: 'This browser can now sign in to the account with its password, even while the account is locked for everyone else.',
  invalidToken:
    'This unlock link has expired or has already been used. If the account is still locked, another link is mailed the next time it locks.',
} as const;

export class InvalidUnlockTokenError extends AppError {
  constructor() {
    super(400, 'invalid_token', unlockMessages.invalidToken);
  }
}

type Deps = Pick<AppDeps, 'sql' | 'clock' | 'config'>;

/**
 * Mails the owner of a just-locked account an unlock link: at most once per lock window
 * (`windowMs`), never for a disabled account. Runs after the answer (in the background), so the
 * answer is the same, at the same speed, whether or not the account exists.
 */
export async function mailUnlockLink(
  deps: Deps,
  user: { id: string; email: string; role: string; disabledAt: Date | null },
  input: { ip: string | null; windowMs: number },
  now: Date,
): Promise<void> {
  if (user.disabledAt) return;
  const { sql } = deps;
  const once = await hitRateLimit(
    sql,
    { key: `unlock-mail:account:${user.id}`, limit: 1, windowMs: input.windowMs },
    now,
  );
  if (!once.allowed) return;
  const token = randomBytes(32).toString('base64url');
  const area = user.role === 'partner' ? 'partners' : 'admin';
  const link = `${deps.config.publicOrigin}/${area}/unlock?token=${token}`;
  await sql.begin(async (tx) => {
    // Spent and lapsed links are of no use: the table keeps about one row per account.
    await tx`delete from account_unlock_tokens
      where user_id = ${user.id} and (used_at is not null or expires_at <= ${now})`;
    await tx`insert into account_unlock_tokens (user_id, token_hash, expires_at, created_at)
      values (${user.id}, ${hashToken(token)}, ${new Date(now.getTime() + UNLOCK_TOKEN_TTL_MS)}, ${now})`;
    await enqueueMail(
      tx,
      {
        kind: 'auth.account_unlock',
        to: user.email,
        subject: 'Your Lumen Legal account is locked',
        text: [
          'Several wrong passwords were just entered for your Lumen Legal account, so sign-in',
          'is locked for 15 minutes. If that was not you, someone may be trying to keep you out.',
          '',
          `To sign in anyway from this browser, open this link and press the button: ${link}`,
          '',
          'The link works once and expires in 1 hour. It unlocks only the browser you open it in;',
          'the lock still holds for everyone else. Your password is not changed: if you think',
          'someone knows it, reset it.',
        ].join('\n'),
      },
      now,
    );
    await recordAudit(
      tx,
      { action: 'auth.unlock_mailed', actorId: user.id, actorEmail: user.email, ip: input.ip },
      now,
    );
  });
}

/**
 * Tells the owner that five wrong second-factor codes were entered after their right password,
 * once per lock: their password is known to someone else. No link: the code lock holds for every
 * browser, and the way out is a new password.
 */
export async function mailCodesLocked(
  deps: Deps,
  user: { id: string; email: string; disabledAt: Date | null },
  ip: string | null,
  now: Date,
): Promise<void> {
  if (user.disabledAt) return;
  const once = await hitRateLimit(
    deps.sql,
    { key: `code-lock-mail:account:${user.id}`, limit: 1, windowMs: 15 * 60 * 1000 },
    now,
  );
  if (!once.allowed) return;
  await enqueueMail(
    deps.sql,
    {
      kind: 'auth.codes_locked',
      to: user.email,
      subject: 'Wrong sign-in codes for your Lumen Legal account',
      text: [
        'Your Lumen Legal password was entered correctly just now, followed by five wrong codes',
        `for the second step${ip ? ` (from the address ${ip})` : ''}. The second step is paused for`,
        '15 minutes.',
        '',
        'If that was not you, someone knows your password: sign in and change it, or ask an',
        'administrator to reset it. Your authenticator app and recovery codes still protect the',
        'account meanwhile.',
      ].join('\n'),
    },
    now,
  );
}

/**
 * Spends an unlock token and trusts the browser: the cookie's token to set, and the account's
 * role (for the page's sign-in link). An unknown, used or expired token is refused.
 */
export async function unlockBrowser(
  deps: Deps,
  input: { token: string; ip: string | null },
): Promise<{ browserToken: string; expiresAt: Date; role: string }> {
  const { sql } = deps;
  const now = deps.clock.now();
  const browserToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TRUSTED_BROWSER_TTL_MS);
  const row = await sql.begin(async (tx) => {
    const [spent] = await tx<{ userId: string; email: string; role: string }[]>`
      update account_unlock_tokens t set used_at = ${now}
      from users u
      where u.id = t.user_id and t.token_hash = ${hashToken(input.token)} and t.used_at is null
        and t.expires_at > ${now} and u.disabled_at is null
      returning u.id as "userId", u.email, u.role`;
    if (!spent) return null;
    await tx`delete from trusted_browsers where user_id = ${spent.userId} and expires_at <= ${now}`;
    await tx`insert into trusted_browsers (token_hash, user_id, expires_at, created_at)
      values (${hashToken(browserToken)}, ${spent.userId}, ${expiresAt}, ${now})`;
    await recordAudit(
      tx,
      { action: 'auth.unlock', actorId: spent.userId, actorEmail: spent.email, ip: input.ip },
      now,
    );
    return spent;
  });
  if (!row) throw new InvalidUnlockTokenError();
  return { browserToken, expiresAt, role: row.role };
}

/** Whether this browser (its cookie's token) was trusted for this account by an unlock link. */
export async function isTrustedBrowser(
  sql: Sql,
  userId: string,
  browserToken: string | null | undefined,
  now: Date,
): Promise<boolean> {
  if (!browserToken) return false;
  const [row] = await sql<{ trusted: boolean }[]>`
    select exists (select 1 from trusted_browsers where token_hash = ${hashToken(browserToken)}
      and user_id = ${userId} and expires_at > ${now}) as trusted`;
  return row?.trusted ?? false;
}

type CookieConfig = Pick<Config, 'publicOrigin' | 'trustProxy'>;

/** Over https the cookie carries the `__Host-` prefix, like the session cookies. */
function cookieName(c: Context, config: CookieConfig): string {
  return isHttps(c, config) ? `__Host-${TRUSTED}` : TRUSTED;
}

export function setTrustedBrowserCookie(
  c: Context,
  config: CookieConfig,
  token: string,
  maxAgeSeconds: number,
): void {
  const https = isHttps(c, config);
  setCookie(c, cookieName(c, config), token, {
    httpOnly: true,
    secure: https,
    sameSite: 'Strict',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function readTrustedBrowserCookie(c: Context, config: CookieConfig): string | null {
  return getCookie(c, cookieName(c, config)) || null;
}
