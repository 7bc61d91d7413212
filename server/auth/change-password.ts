import type { AppDeps } from '../deps.ts';
import { RateLimitError, ValidationError } from '../errors.ts';
import { hitRateLimit, resetRateLimit } from '../services/rate-limit.ts';
import { findUserByEmail, setPassword } from '../services/users.ts';
import { verifyPassword } from './password.ts';
import { passwordPolicyReason, WeakPasswordError } from './password-policy.ts';
import type { SessionUser } from './sessions.ts';
import { ACCOUNT_FAILURES, accountLimitKey, signInMessages } from './sign-in.ts';

export const changePasswordMessages = {
  wrongCurrent: 'The current password is not correct.',
  done: 'Your password has been changed. Please sign in again with the new password.',
} as const;

type Deps = Pick<AppDeps, 'sql' | 'clock' | 'config'>;

/**
 * A signed-in user changes their own password. The current password is required (a session
 * left open on a shared computer must not be enough), wrong guesses count towards the
 * account's sign-in lock-out, and every session of the account ends, this one included.
 */
export async function changeOwnPassword(
  deps: Deps,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string; ip: string | null },
): Promise<void> {
  const { sql } = deps;
  const now = deps.clock.now();
  const rule = { key: await accountLimitKey(deps, user.email), ...ACCOUNT_FAILURES };
  // Counted before checking, like a sign-in, so parallel guesses cannot pass the limit.
  const limit = await hitRateLimit(sql, rule, now);
  if (!limit.allowed) throw new RateLimitError(limit.retryAfterSeconds, signInMessages.tooMany);
  const account = await findUserByEmail(sql, user.email);
  if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new ValidationError({ currentPassword: changePasswordMessages.wrongCurrent });
  }
  await resetRateLimit(sql, rule.key);
  const weak = passwordPolicyReason(input.newPassword);
  if (weak) throw new WeakPasswordError('newPassword', weak);
  await setPassword(sql, account.email, input.newPassword, now, { ip: input.ip, via: 'account' });
}
