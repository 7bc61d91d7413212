import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { AppError, RateLimitError, ValidationError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from '../services/audit.ts';
import { hitRateLimit } from '../services/rate-limit.ts';
import { findUserByEmail, isEmail, normaliseEmail, setPassword } from '../services/users.ts';
import { passwordPolicyReason, WeakPasswordError } from './password-policy.ts';
import { hashToken } from './sessions.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Requests per address per hour (more are answered the same but send nothing). */
const PER_ACCOUNT = { limit: 3, windowMs: 60 * 60 * 1000 } as const;
const PER_IP = { limit: 20, windowMs: 60 * 60 * 1000 } as const;

export const resetMessages = {
  requested:
    'If an account exists for that email address, we have sent a link to reset the password. The link is valid for 1 hour.',
  done: 'Your password has been changed. Please sign in with the new password.',
  invalidToken: 'This reset link is invalid or has expired. Please request a new one.',
  emailInvalid: 'Please enter a valid email address.',
  tooMany: 'Too many reset requests. Please try again later.',
} as const;

export class InvalidResetTokenError extends AppError {
  constructor() {
    super(400, 'invalid_token', resetMessages.invalidToken);
  }
}

type Deps = Pick<AppDeps, 'sql' | 'clock' | 'config'>;

/**
 * A reset request: the address checked and the requesting IP's limit counted (the same work for
 * every address), then the rest handed to `background`, after the answer. The caller always gets
 * the same answer, at the same speed, so the form cannot tell which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: Deps & Pick<AppDeps, 'background'>,
  input: { email: string; ip: string | null },
): Promise<void> {
  const now = deps.clock.now();
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) throw new ValidationError({ email: resetMessages.emailInvalid });
  const key = `reset:ip:${input.ip ?? 'unknown'}`;
  const ip = await hitRateLimit(deps.sql, { key, ...PER_IP }, now);
  if (!ip.allowed) throw new RateLimitError(ip.retryAfterSeconds, resetMessages.tooMany);
  deps.background.run('password_reset', () => mailResetLink(deps, { email, ip: input.ip }, now));
}

/** Mails a single-use reset link when the account exists and is enabled (and not too often). */
async function mailResetLink(
  deps: Deps,
  input: { email: string; ip: string | null },
  now: Date,
): Promise<void> {
  const { sql } = deps;
  const { email } = input;
  const account = await hitRateLimit(sql, { key: `reset:account:${email}`, ...PER_ACCOUNT }, now);
  const user = await findUserByEmail(sql, email);
  if (!account.allowed || !user || user.disabledAt) return;

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  const area = user.role === 'partner' ? 'partners' : 'admin';
  const link = `${deps.config.publicOrigin}/${area}/reset-password?token=${token}`;
  await sql.begin(async (tx) => {
    await tx`insert into password_reset_tokens (user_id, token_hash, expires_at, created_at)
      values (${user.id}, ${hashToken(token)}, ${expiresAt}, ${now})`;
    await enqueueMail(
      tx,
      {
        kind: 'auth.password_reset',
        to: user.email,
        subject: 'Reset your Lumen Legal password',
        text: [
          'Someone (hopefully you) asked to reset the password of your Lumen Legal account.',
          '',
          `Choose a new password here: ${link}`,
          '',
          'The link works once and expires in 1 hour. If you did not ask for it, ignore this',
          'message: your password stays as it is.',
        ].join('\n'),
      },
      now,
    );
    await recordAudit(
      tx,
      {
        action: 'auth.password_reset_requested',
        actorId: user.id,
        actorEmail: user.email,
        ip: input.ip,
      },
      now,
    );
  });
}

/** Sets the new password with a valid token; the token is spent and every session ends. */
export async function confirmPasswordReset(
  deps: Deps,
  input: { token: string; password: string; ip: string | null },
): Promise<void> {
  const { sql } = deps;
  const now = deps.clock.now();
  const weak = passwordPolicyReason(input.password);
  const [row] = await sql<{ id: string; email: string }[]>`
    select t.id, u.email from password_reset_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${hashToken(input.token)} and t.used_at is null
      and t.expires_at > ${now} and u.disabled_at is null`;
  if (!row) throw new InvalidResetTokenError();
  // A weak choice keeps the link usable for a better one.
  if (weak) throw new WeakPasswordError('password', weak);
  const spent = await sql`update password_reset_tokens set used_at = ${now}
    where id = ${row.id} and used_at is null`;
  if (spent.count !== 1) throw new InvalidResetTokenError();
  const user = await setPassword(sql, row.email, input.password, now, {
    ip: input.ip,
    via: 'reset',
  });
  await recordAudit(
    sql,
    { action: 'auth.password_reset', actorId: user.id, actorEmail: user.email, ip: input.ip },
    now,
  );
}
