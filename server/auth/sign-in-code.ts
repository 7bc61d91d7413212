/**
 * The second step of a sign-in, for an account with a second factor: the authenticator app's
 * code or a recovery code. Whoever sends a code knows the password, so wrong codes count per
 * account from every address (no known address or trusted browser is exempt); the fifth locks
 * the step for the window and mails the owner. The right code typed again within its 30 s is
 * told as just used and counts as nothing.
 */
import type { AppDeps } from '../deps.ts';
import { AppError, RateLimitError } from '../errors.ts';
import { giveBackHit, hitRateLimit, resetRateLimit } from '../services/rate-limit.ts';
import {
  hasSecondFactor,
  isSpentCode,
  type SecondFactorUse,
  twoFactorStatus,
  useSecondFactor,
} from './two-factor.ts';
import { mailCodesLocked } from './unlock.ts';

export const codeMessages = {
  needed: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  wrong: 'That code is not right. Check your authenticator app and try again.',
  spent:
    'That code was just used. Wait for the next code in your authenticator app, then enter it.',
  locked:
    'Too many wrong codes were entered for this account. Its second step is paused for 15 minutes.',
} as const;

/** Wrong second-factor codes (the app's or recovery codes) per account, from every address. */
export const CODE_FAILURES = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

/** The password was right and the account has a second factor: sign in again with its code. */
export class SecondFactorRequiredError extends AppError {
  /** Whose password was right (the no-JavaScript form continues with a pending sign-in). */
  readonly account: { id: string; passwordHash: string } | undefined;
  constructor(account?: { id: string; passwordHash: string }) {
    super(401, 'second_factor_required', codeMessages.needed);
    this.account = account;
  }
}

/** Too many wrong codes for the account: its second step is paused for the window. */
export class CodesLockedError extends RateLimitError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, codeMessages.locked);
  }
}

/** The second factor's code was wrong: counted as a failed sign-in. */
export class InvalidSecondFactorError extends AppError {
  constructor() {
    super(401, 'invalid_code', codeMessages.wrong);
  }
}

/** The app's right code, already used for a sign-in in its 30 s: not counted as a failure. */
export class SpentSecondFactorError extends AppError {
  constructor() {
    super(401, 'code_spent', codeMessages.spent);
  }
}

export interface CodeStep {
  user: { id: string; email: string; disabledAt: Date | null; passwordHash: string };
  code: string | undefined;
  ip: string | null;
  now: Date;
  /** Audits the failure (with the sign-in's own rules) and throws `error`. */
  refuse: (reason: string, error: AppError) => Promise<never>;
  /** Takes back the sign-in's own counted attempt: a code typed again is no attempt. */
  giveBack: () => Promise<void>;
}

/**
 * Checks the second factor when the account has one: null when it has none, how it was passed
 * otherwise; throws (through `refuse` when it counts as a failure) when it was not.
 */
export async function checkSecondFactor(
  deps: Pick<AppDeps, 'sql' | 'config' | 'background' | 'clock'>,
  step: CodeStep,
): Promise<SecondFactorUse> {
  const { sql } = deps;
  const { user, code, now } = step;
  if (!hasSecondFactor(await twoFactorStatus(sql, user.id))) return null;
  if (!code) throw new SecondFactorRequiredError({ id: user.id, passwordHash: user.passwordHash });
  const codes = { key: `login:code:${user.id}`, ...CODE_FAILURES };
  // Counted before the check (a parallel burst cannot slip in under it), cleared on success.
  const tries = await hitRateLimit(sql, codes, now);
  if (!tries.allowed) {
    return step.refuse('codes_rate_limited', new CodesLockedError(tries.retryAfterSeconds));
  }
  const used = await sql.begin((tx) => useSecondFactor(deps, tx, user.id, code, now));
  if (used) {
    await resetRateLimit(sql, codes.key);
    return used;
  }
  if (await isSpentCode(deps, user.id, code, now)) {
    await giveBackHit(sql, codes, now);
    await step.giveBack();
    throw new SpentSecondFactorError();
  }
  if (tries.count === codes.limit) {
    deps.background.run('second_factor_lock_mail', () => mailCodesLocked(deps, user, step.ip, now));
  }
  return step.refuse('wrong_code', new InvalidSecondFactorError());
}
