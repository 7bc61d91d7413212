import { createHmac } from 'node:crypto';
import type { Sql, TransactionSql } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, RateLimitError } from '../errors.ts';
import { recordAudit } from '../services/audit.ts';
import {
  giveBackHit,
  hitRateLimit,
  pruneRateLimits,
  resetRateLimit,
} from '../services/rate-limit.ts';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  type UserRecord,
} from '../services/users.ts';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password.ts';
import { readPendingSignIn, samePassword } from './pending-sign-in.ts';
import {
  type Client,
  createSession,
  type NewSession,
  pruneEndedSessions,
  type SessionUser,
} from './sessions.ts';
import { checkSecondFactor } from './sign-in-code.ts';
import { signAccessToken, signingKey } from './tokens.ts';
import { isTrustedBrowser, mailUnlockLink } from './unlock.ts';

export const signInMessages = {
  invalid: 'Invalid credentials. Please try again.',
  tooMany: 'Too many failed sign-in attempts. Please try again later.',
  expired: 'The sign-in took too long. Enter your email and password again.',
} as const;

/** Brute-force limits: failed sign-ins per account and per address. */
export const ACCOUNT_FAILURES = { limit: 5, windowMs: 15 * 60 * 1000 } as const;
export const IP_FAILURES = { limit: 100, windowMs: 60 * 60 * 1000 } as const;

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, 'invalid_credentials', signInMessages.invalid);
  }
}

export interface SignInInput {
  email: string;
  password: string;
  client: Client;
  ip: string | null;
  userAgent: string | null;
  /** The browser's trusted-browser cookie (set by an unlock link), if any. */
  trustedBrowser?: string | null;
  /** The second factor: the authenticator app's code or a recovery code. */
  code?: string | undefined;
}

export interface SignedIn {
  user: SessionUser;
  session: NewSession;
  accessToken: string;
}

type Deps = Pick<AppDeps, 'sql' | 'clock' | 'config' | 'background'>;

/**
 * The per-account failure counter's key. The typed address is not kept: for an unknown account
 * it is whatever was typed (often a password in the wrong field), and the row lives for a day.
 */
export async function accountLimitKey(
  deps: Pick<Deps, 'sql' | 'config'>,
  email: string,
): Promise<string> {
  return `login:account:${await emailDigest(deps, normaliseEmail(email))}`;
}

/**
 * A keyed hash of a typed address (HMAC with the server's token secret): it links attempts, and
 * without the secret a list of guesses cannot be checked against it.
 */
async function emailDigest(deps: Pick<Deps, 'sql' | 'config'>, email: string): Promise<string> {
  const key = await signingKey(deps.sql, deps.config);
  return createHmac('sha256', key).update(`typed-email:${email}`).digest('hex').slice(0, 32);
}

function rules(emailHash: string, ip: string | null) {
  return {
    account: { key: `login:account:${emailHash}`, ...ACCOUNT_FAILURES },
    ip: { key: `login:ip:${ip ?? 'unknown'}`, ...IP_FAILURES },
  };
}

/**
 * Checks the password and opens a session. An unknown address, a wrong password and a disabled
 * account all fail the same way after the same amount of work; failures are counted per account
 * and per address in the database, and a locked-out caller gets 429 before any password check
 * (except on an account's lock from an address that account has signed in from before, or from
 * a browser its owner trusted through a mailed unlock link).
 */
export async function signIn(deps: Deps, input: SignInInput): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  return signInSteps(deps, input, email, {
    lookUp: () => findUserByEmail(deps.sql, email),
    check: async (user) => {
      const ok = user
        ? await verifyPassword(input.password, user.passwordHash)
        : await verifyDummy(input.password);
      return ok ? null : user ? 'wrong_password' : 'unknown_account';
    },
    password: input.password,
  });
}

/** The pending sign-in token of the code step is no longer valid (5 minutes, or forged). */
export class PendingSignInExpiredError extends AppError {
  constructor() {
    super(401, 'sign_in_expired', signInMessages.expired);
  }
}

/**
 * The code step of a sign-in whose password was checked already (the no-JavaScript form: the
 * page asking for the code carries a pending sign-in token, pending-sign-in.ts, instead of the
 * password). Everything else is the sign-in's own: the same limits, lock-outs, audit and
 * messages as a sign-in sending the password and the code together.
 */
export async function signInWithPendingCode(
  deps: Deps,
  input: Omit<SignInInput, 'email' | 'password'> & { pending: string },
): Promise<SignedIn> {
  const pending = await readPendingSignIn(deps, input.pending, deps.clock.now());
  if (!pending) throw new PendingSignInExpiredError();
  const user = await findUserById(deps.sql, pending.userId);
  if (!user) throw new PendingSignInExpiredError();
  return signInSteps(deps, { ...input, email: user.email, password: '' }, user.email, {
    lookUp: async () => user,
    // A password changed meanwhile voids the sign-in begun with the old one.
    check: async (found) =>
      found && samePassword(pending, found.passwordHash) ? null : 'password_changed',
    password: null,
  });
}

interface Identify {
  lookUp(): Promise<UserRecord | null>;
  /** Why the account's first step fails (an audit reason), or null when it passes. */
  check(user: UserRecord | null): Promise<string | null>;
  /** The password typed, to upgrade an old hash with; null when none was typed (the code step). */
  password: string | null;
}

async function signInSteps(
  deps: Deps,
  input: SignInInput,
  email: string,
  identify: Identify,
): Promise<SignedIn> {
  const { sql } = deps;
  const now = deps.clock.now();
  const emailHash = await emailDigest(deps, email);
  const limits = rules(emailHash, input.ip);
  // The address first: once it is blocked, an attempt writes nothing per account (no counter
  // row for each made-up email, no audit row per attempt; only the attempt that crosses the
  // limit is audited).
  const ip = await hitRateLimit(sql, limits.ip, now);
  if (!ip.allowed) {
    if (ip.count === limits.ip.limit + 1) {
      await recordAudit(
        sql,
        {
          action: 'auth.login_failed',
          ip: input.ip,
          details: { reason: 'ip_rate_limited', client: input.client },
        },
        now,
      );
    }
    throw new RateLimitError(ip.retryAfterSeconds, signInMessages.tooMany);
  }
  // Every attempt is counted before the password is checked (and given back on success), so a
  // burst of parallel guesses cannot all slip in under the limit.
  const account = await hitRateLimit(sql, limits.account, now);
  const user = await identify.lookUp();
  // An account locked by failures elsewhere stays open from an address it has signed in from
  // before, and from a browser trusted through the mailed unlock link: otherwise anyone could
  // lock an admin out for good with 5 wrong passwords every 15 minutes.
  // (The lookups run for unknown addresses too, so their time reveals nothing.)
  if (
    !account.allowed &&
    !(await hasSignedInFrom(sql, user?.id ?? NO_USER, input.ip)) &&
    !(await isTrustedBrowser(sql, user?.id ?? NO_USER, input.trustedBrowser, now))
  ) {
    await recordAudit(
      sql,
      {
        action: 'auth.login_failed',
        actorId: user?.id ?? null,
        actorEmail: user ? user.email : null,
        ip: input.ip,
        details: { reason: 'rate_limited', client: input.client, ...typedEmail(user, emailHash) },
      },
      now,
    );
    throw new RateLimitError(account.retryAfterSeconds, signInMessages.tooMany);
  }

  const failed = await identify.check(user);
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await recordAudit(
      sql,
      {
        action: 'auth.login_failed',
        actorId: user?.id ?? null,
        actorEmail: user ? user.email : null,
        ip: input.ip,
        details: { reason, client: input.client, ...typedEmail(user, emailHash) },
      },
      now,
    );
    // The failure that locks the account mails its owner an unlock link, after the answer (so
    // the answer and its timing are the same for unknown accounts, which get no mail).
    if (user && account.count === limits.account.limit) {
      const windowMs = limits.account.windowMs;
      deps.background.run('account_unlock_mail', () =>
        mailUnlockLink(deps, user, { ip: input.ip, windowMs }, now),
      );
    }
    throw error;
  };
  if (!user || failed || user.disabledAt) {
    return refuse(failed ?? (user ? 'disabled' : 'unknown_account'), new InvalidCredentialsError());
  }

  const secondFactor = await checkSecondFactor(deps, {
    user,
    code: input.code,
    ip: input.ip,
    now,
    refuse,
    // A code typed again is no attempt: the sign-in's limits get their hits back.
    giveBack: async () => {
      await giveBackHit(sql, limits.account, now);
      await giveBackHit(sql, limits.ip, now);
    },
  });

  // A hash made with older parameters is upgraded while the password is at hand.
  const newHash =
    identify.password !== null && needsRehash(user.passwordHash)
      ? await hashPassword(identify.password)
      : null;
  const signedIn = await openSession(deps, user, input, secondFactor?.method, async (tx) => {
    if (newHash) await tx`update users set password_hash = ${newHash} where id = ${user.id}`;
  });
  // A success is not a failure: the account starts afresh and the address gets its hit back.
  await resetRateLimit(sql, limits.account.key);
  await giveBackHit(sql, limits.ip, now);
  return signedIn;
}

/**
 * Opens a session for an account whose sign-in succeeded (password and second factor, or a
 * passkey): the session row and the audited sign-in in one transaction, and its access token.
 */
export async function openSession(
  deps: Deps,
  user: Pick<UserRecord, 'id' | 'email' | 'role' | 'partnerApplicationId'>,
  input: Pick<SignInInput, 'client' | 'ip' | 'userAgent'>,
  secondFactor: string | undefined,
  also?: (tx: TransactionSql) => Promise<void>,
): Promise<SignedIn> {
  const { sql } = deps;
  const now = deps.clock.now();
  const session = await sql.begin(async (tx) => {
    await also?.(tx);
    await tx`update users set last_login_at = ${now} where id = ${user.id}`;
    await pruneEndedSessions(tx, user.id, now);
    const created = await createSession(
      tx,
      user.id,
      { client: input.client, ip: input.ip, userAgent: input.userAgent },
      now,
    );
    await recordAudit(
      tx,
      {
        action: 'auth.login',
        actorId: user.id,
        actorEmail: user.email,
        ip: input.ip,
        details: { client: input.client, ...(secondFactor ? { secondFactor } : {}) },
      },
      now,
    );
    return created;
  });
  // Counters are only needed for their window (an hour at most); a sign-in clears old ones so
  // the table does not grow without bound. One indexed delete.
  await pruneRateLimits(sql, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000));
  const sessionUser: SessionUser = {
    id: user.id,
    email: user.email,
    role: user.role,
    sessionId: session.sessionId,
    partnerApplicationId: user.partnerApplicationId,
  };
  const accessToken = await issueAccessToken(deps, sessionUser);
  return { user: sessionUser, session, accessToken };
}

export async function issueAccessToken(deps: Deps, user: SessionUser): Promise<string> {
  return signAccessToken(
    await signingKey(deps.sql, deps.config),
    { userId: user.id, sessionId: user.sessionId, role: user.role },
    deps.clock.now(),
  );
}

/**
 * What a failed attempt for an unknown account records of the typed address: a short hash, so
 * repeated attempts can be linked without keeping whatever was typed (often a password).
 */
function typedEmail(user: unknown, emailHash: string): { emailHash?: string } {
  if (user) return {};
  return { emailHash: emailHash.slice(0, 16) };
}

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Whether this account has signed in successfully from this address before. */
async function hasSignedInFrom(sql: Sql, userId: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const [row] = await sql<{ known: boolean }[]>`
    select exists (select 1 from audit_log
      where actor_id = ${userId} and action = 'auth.login' and ip_address = ${ip}) as known`;
  return row?.known ?? false;
}
