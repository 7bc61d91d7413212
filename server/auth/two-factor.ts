/**
 * The second factor of a sign-in: an authenticator app (TOTP, RFC 6238: 6 digits, 30-second
 * steps, one step of clock drift either way; a code is accepted once) and ten single-use
 * recovery codes made when the app is confirmed. Passkeys are in passkeys.ts. Every enrolment,
 * use and reset is audited.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Sql, TransactionSql } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { type AuditAction, recordAudit } from '../services/audit.ts';
import { revokeOtherSessions } from './sessions.ts';
import { signingKey } from './tokens.ts';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Lumen Legal';

export const twoFactorMessages = {
  codeWrong: 'That code is not right. Enter the current code from your authenticator app.',
  notStarted: 'Start setting up the authenticator app again.',
  alreadyOn: 'An authenticator app is already set up for this account.',
  required:
    'Your administrator requires two-step sign-in, so the last way of it cannot be turned off.',
  ownFirst:
    'Set up two-step sign-in for your own account first, so that requiring it does not lock you out.',
} as const;

type Deps = Pick<AppDeps, 'sql' | 'config' | 'clock'>;
type Db = Sql | TransactionSql;
type Person = { id: string; email: string };

/** Audits a change a person made to their own sign-in. */
export function auditOwn(
  tx: Db,
  action: AuditAction,
  user: Person,
  ip: string | null,
  now: Date,
  details?: Record<string, string | number>,
): Promise<void> {
  return recordAudit(
    tx,
    {
      action,
      actorId: user.id,
      actorEmail: user.email,
      entity: 'user',
      entityId: user.id,
      ip,
      ...(details ? { details } : {}),
    },
    now,
  );
}

/** The key the TOTP secrets are encrypted with: derived from the server's token secret. */
async function secretKey(deps: Pick<Deps, 'sql' | 'config'>): Promise<Buffer> {
  const key = await signingKey(deps.sql, deps.config);
  return createHmac('sha256', key).update('totp-secret-encryption').digest();
}

async function seal(deps: Pick<Deps, 'sql' | 'config'>, base32: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(deps), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

async function unseal(deps: Pick<Deps, 'sql' | 'config'>, sealed: string): Promise<string> {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await secretKey(deps),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });
}

export interface TwoFactorStatus {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  /** The administrator requires a second factor of every staff member. */
  required: boolean;
}

export async function twoFactorStatus(sql: Db, userId: string): Promise<TwoFactorStatus> {
  const [row] = await sql<{ totp: boolean; passkeys: number; codes: number; required: boolean }[]>`
    select
      exists (select 1 from user_totp where user_id = ${userId} and confirmed_at is not null) as totp,
      (select count(*)::int from passkeys where user_id = ${userId}) as passkeys,
      (select count(*)::int from recovery_codes where user_id = ${userId} and used_at is null)
        as codes,
      coalesce((select value = 'true'::jsonb from app_settings
        where key = 'require_two_factor'), false) as required`;
  return {
    totp: row?.totp ?? false,
    passkeys: row?.passkeys ?? 0,
    recoveryCodesLeft: row?.codes ?? 0,
    required: row?.required ?? false,
  };
}

/** Whether the account signs in with a second factor (an authenticator app or a passkey). */
export function hasSecondFactor(status: Pick<TwoFactorStatus, 'totp' | 'passkeys'>): boolean {
  return status.totp || status.passkeys > 0;
}

/**
 * Begins setting up an authenticator app: a new secret (replacing one never confirmed), and
 * what the app needs to know it: the otpauth:// address, as a QR code and as text.
 */
export async function startTotp(
  deps: Deps,
  user: { id: string; email: string },
): Promise<{ secret: string; uri: string; qr: string }> {
  const now = deps.clock.now();
  const [existing] = await deps.sql<{ confirmed_at: Date | null }[]>`
    select confirmed_at from user_totp where user_id = ${user.id}`;
  if (existing?.confirmed_at) throw new ConflictError(twoFactorMessages.alreadyOn, 'totp_on');
  const secret = new Secret({ size: 20 }).base32;
  const sealed = await seal(deps, secret);
  await deps.sql`
    insert into user_totp (user_id, secret, created_at) values (${user.id}, ${sealed}, ${now})
    on conflict (user_id) do update set secret = excluded.secret, created_at = excluded.created_at,
      last_step = 0`;
  const uri = totpOf(secret, user.email).toString();
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, uri, qr };
}

/**
 * The step a code is right for (within the window around now), or null. A step at or before
 * the last one accepted is refused: a code is used once.
 */
function acceptedStep(base32: string, code: string, now: Date, lastStep: number): number | null {
  const step = stepOf(base32, code, now);
  return step !== null && step > lastStep ? step : null;
}

/** The time step whose code `code` is, within the window around `now`; null if none. */
function stepOf(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(base32, '');
  const delta = totp.validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Whether `code` is the authenticator app's right code for a step already used: typed a second
 * time within its 30 s (a double press, a second device). Not a guess, and not counted as one.
 */
export async function isSpentCode(
  deps: Pick<Deps, 'sql' | 'config'>,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [totp] = await deps.sql<{ secret: string; last_step: string }[]>`
    select secret, last_step::text from user_totp
    where user_id = ${userId} and confirmed_at is not null`;
  if (!totp) return false;
  const step = stepOf(await unseal(deps, totp.secret), code, now);
  return step !== null && step <= Number(totp.last_step);
}

/**
 * Confirms the app with its first code; makes (and returns, once) the recovery codes.
 */
export async function confirmTotp(
  deps: Deps,
  user: { id: string; email: string; sessionId: string },
  code: string,
  ip: string | null,
): Promise<{ recoveryCodes: string[] }> {
  const now = deps.clock.now();
  return deps.sql.begin(async (tx) => {
    const [row] = await tx<{ secret: string; confirmed_at: Date | null; last_step: string }[]>`
      select secret, confirmed_at, last_step::text from user_totp where user_id = ${user.id}
      for update`;
    if (!row) throw new ValidationError({ code: twoFactorMessages.notStarted });
    if (row.confirmed_at) throw new ConflictError(twoFactorMessages.alreadyOn, 'totp_on');
    const step = acceptedStep(await unseal(deps, row.secret), code, now, Number(row.last_step));
    if (step === null) throw new ValidationError({ code: twoFactorMessages.codeWrong });
    await tx`update user_totp set confirmed_at = ${now}, last_step = ${step}
      where user_id = ${user.id}`;
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id, now);
    // As after a password change: sessions opened before the second factor end (not this one).
    const endedSessions = await revokeOtherSessions(tx, user.id, user.sessionId, now);
    await auditOwn(tx, 'auth.2fa_enrolled', user, ip, now, { method: 'totp', endedSessions });
    return { recoveryCodes };
  });
}

/** A recovery code as shown: ten letters and digits in two groups, e.g. "k7m2q-9xw4t". */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`)
    .digest('hex');
}

/** Makes a new set of recovery codes (the old ones stop working); returns them, once. */
export async function replaceRecoveryCodes(tx: Db, userId: string, now: Date): Promise<string[]> {
  await tx`delete from recovery_codes where user_id = ${userId}`;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const code of codes) {
    await tx`insert into recovery_codes (user_id, code_hash, created_at)
      values (${userId}, ${hashRecoveryCode(code)}, ${now})`;
  }
  return codes;
}

export type SecondFactorUse = { method: 'totp' | 'recovery_code' } | null;

/**
 * Checks a code typed at sign-in: the authenticator app's current code, or an unused recovery
 * code (spent by this use). Null when it is neither. Runs in the caller's transaction.
 */
export async function useSecondFactor(
  deps: Pick<Deps, 'sql' | 'config'>,
  tx: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<SecondFactorUse> {
  const [totp] = await tx<{ secret: string; last_step: string }[]>`
    select secret, last_step::text from user_totp
    where user_id = ${userId} and confirmed_at is not null for update`;
  if (totp) {
    const step = acceptedStep(await unseal(deps, totp.secret), code, now, Number(totp.last_step));
    if (step !== null) {
      await tx`update user_totp set last_step = ${step} where user_id = ${userId}`;
      return { method: 'totp' };
    }
  }
  if (code.replace(/[^a-z0-9]/gi, '').length !== 10) return null;
  const [spent] = await tx<{ id: string }[]>`
    update recovery_codes set used_at = ${now}
    where id = (select id from recovery_codes
      where user_id = ${userId} and used_at is null and code_hash = ${hashRecoveryCode(code)}
      limit 1 for update)
    returning id`;
  return spent ? { method: 'recovery_code' } : null;
}

/**
 * Turns the authenticator app off (after a code from it or a recovery code); the recovery codes
 * go with it unless a passkey remains. Refused when the administrator requires a second factor
 * and this is the last one.
 */
export async function disableTotp(
  deps: Deps,
  user: { id: string; email: string },
  code: string,
  ip: string | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.sql.begin(async (tx) => {
    const status = await twoFactorStatus(tx, user.id);
    if (status.required && status.passkeys === 0) {
      throw new ConflictError(twoFactorMessages.required, 'two_factor_required');
    }
    if (!(await useSecondFactor(deps, tx, user.id, code, now))) {
      throw new ValidationError({ code: twoFactorMessages.codeWrong });
    }
    await tx`delete from user_totp where user_id = ${user.id}`;
    if (status.passkeys === 0) await tx`delete from recovery_codes where user_id = ${user.id}`;
    await auditOwn(tx, 'auth.2fa_disabled', user, ip, now, { method: 'totp' });
  });
}

/** New recovery codes for a person who has a second factor, after a code from it. */
export async function renewRecoveryCodes(
  deps: Deps,
  user: { id: string; email: string },
  code: string,
  ip: string | null,
): Promise<{ recoveryCodes: string[] }> {
  const now = deps.clock.now();
  return deps.sql.begin(async (tx) => {
    if (!(await useSecondFactor(deps, tx, user.id, code, now))) {
      throw new ValidationError({ code: twoFactorMessages.codeWrong });
    }
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id, now);
    await auditOwn(tx, 'auth.recovery_codes_renewed', user, ip, now);
    return { recoveryCodes };
  });
}

/**
 * An administrator resets someone's second factors (a lost phone): the app, the recovery codes
 * and the passkeys are removed, and the person's sessions end.
 */
export async function resetTwoFactor(
  tx: TransactionSql,
  target: { id: string; email: string },
  actor: { id: string; email: string; ip: string | null },
  now: Date,
): Promise<void> {
  await tx`delete from user_totp where user_id = ${target.id}`;
  await tx`delete from recovery_codes where user_id = ${target.id}`;
  await tx`delete from passkeys where user_id = ${target.id}`;
  await recordAudit(
    tx,
    {
      action: 'auth.2fa_reset',
      actorId: actor.id,
      actorEmail: actor.email,
      entity: 'user',
      entityId: target.id,
      ip: actor.ip,
      details: { email: target.email },
    },
    now,
  );
}

/** Whether every staff member must sign in with a second factor, and setting it. */
export async function setTwoFactorRequired(
  sql: Sql,
  required: boolean,
  actor: { id: string; email: string; ip: string | null },
  now: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    if (required && !hasSecondFactor(await twoFactorStatus(tx, actor.id))) {
      throw new ConflictError(twoFactorMessages.ownFirst, 'own_second_factor_missing');
    }
    await tx`insert into app_settings (key, value, updated_at, updated_by)
      values ('require_two_factor', ${tx.json(required)}, ${now}, ${actor.email})
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by`;
    await recordAudit(
      tx,
      {
        action: 'auth.2fa_requirement_changed',
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip,
        details: { required },
      },
      now,
    );
  });
}
