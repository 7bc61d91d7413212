import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Sql, TransactionSql } from '../db/client.ts';
import type { Role } from './tokens.ts';

/** A session ends after 30 minutes without use and 12 hours after sign-in, whichever is first. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so most requests only read. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type Client = 'browser' | 'desktop';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  /** The family (one sign-in and the refresh tokens rotated from it). */
  sessionId: string;
  partnerApplicationId: string | null;
  /**
   * The administrator requires a second factor and this account has none yet: until one is set
   * up, only the account's own pages answer (auth/access.ts).
   */
  needsSecondFactor?: boolean;
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface SessionMeta {
  client: Client;
  ip: string | null;
  userAgent: string | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function userAgent(meta: SessionMeta): string | null {
  return meta.userAgent ? meta.userAgent.slice(0, 1000) : null;
}

export async function createSession(
  sql: Sql | TransactionSql,
  userId: string,
  meta: SessionMeta,
  now: Date,
): Promise<NewSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await sql`
    insert into sessions (user_id, family_id, refresh_token_hash, client, created_at, last_used_at,
      expires_at, ip_address, user_agent)
    values (${userId}, ${sessionId}, ${hashToken(refreshToken)}, ${meta.client}, ${now}, ${now},
      ${expiresAt}, ${meta.ip}, ${userAgent(meta)})`;
  return { sessionId, refreshToken, expiresAt };
}

interface SessionRow {
  id: string;
  family_id: string;
  user_id: string;
  client: Client;
  last_used_at: Date;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  email: string;
  role: Role;
  partner_application_id: string | null;
  disabled_at: Date | null;
  needs_second_factor?: boolean;
}

function isExpired(row: Pick<SessionRow, 'last_used_at' | 'expires_at'>, now: Date): boolean {
  return (
    now.getTime() >= row.expires_at.getTime() ||
    now.getTime() - row.last_used_at.getTime() >= SESSION_IDLE_MS
  );
}

export type RotateFailure = 'unknown' | 'revoked' | 'expired' | 'reused';

export type RotateResult =
  | { ok: true; user: SessionUser; session: NewSession; client: Client }
  | { ok: false; reason: RotateFailure; userId?: string };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already rotated
 * means it was copied: the whole family is revoked, so neither copy keeps working.
 */
export async function rotateRefreshToken(
  sql: Sql,
  refreshToken: string,
  meta: Omit<SessionMeta, 'client'>,
  now: Date,
): Promise<RotateResult> {
  return sql.begin(async (tx): Promise<RotateResult> => {
    const [row] = await tx<SessionRow[]>`
      select s.id, s.family_id, s.user_id, s.client, s.last_used_at, s.expires_at, s.rotated_at,
        s.revoked_at, u.email, u.role, u.partner_application_id, u.disabled_at
      from sessions s join users u on u.id = s.user_id
      where s.refresh_token_hash = ${hashToken(refreshToken)}
      for update of s`;
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked', userId: row.user_id };
    if (row.rotated_at) {
      await revokeFamily(tx, row.family_id, now);
      return { ok: false, reason: 'reused', userId: row.user_id };
    }
    if (row.disabled_at) {
      await revokeFamily(tx, row.family_id, now);
      return { ok: false, reason: 'revoked', userId: row.user_id };
    }
    // Lapsed, not ended: left unrevoked (it can never be used again), so its devices are not
    // told to forget their local copy, as they are for an ended session (sessionWasEnded).
    if (isExpired(row, now)) return { ok: false, reason: 'expired', userId: row.user_id };
    const next = newRefreshToken();
    await tx`update sessions set rotated_at = ${now} where id = ${row.id}`;
    await tx`
      insert into sessions (user_id, family_id, refresh_token_hash, client, created_at,
        last_used_at, expires_at, ip_address, user_agent)
      values (${row.user_id}, ${row.family_id}, ${hashToken(next)}, ${row.client}, ${now}, ${now},
        ${row.expires_at}, ${meta.ip}, ${meta.userAgent ? meta.userAgent.slice(0, 1000) : null})`;
    return {
      ok: true,
      client: row.client,
      user: {
        id: row.user_id,
        email: row.email,
        role: row.role,
        sessionId: row.family_id,
        partnerApplicationId: row.partner_application_id,
      },
      session: { sessionId: row.family_id, refreshToken: next, expiresAt: row.expires_at },
    };
  });
}

/**
 * The user behind a live session: the family's current token is neither rotated nor revoked,
 * not idle for 30 minutes, within 12 hours, and the account is enabled. One indexed read;
 * a write at most once a minute to record use.
 */
export async function findLiveSession(
  sql: Sql,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<SessionUser | null> {
  const [row] = await sql<SessionRow[]>`
    select s.id, s.family_id, s.user_id, s.client, s.last_used_at, s.expires_at, s.rotated_at,
      s.revoked_at, u.email, u.role, u.partner_application_id, u.disabled_at,
      (u.role <> 'partner'
        and coalesce((select value = 'true'::jsonb from app_settings
          where key = 'require_two_factor'), false)
        and not exists (select 1 from user_totp t
          where t.user_id = u.id and t.confirmed_at is not null)
        and not exists (select 1 from passkeys p where p.user_id = u.id)) as needs_second_factor
    from sessions s join users u on u.id = s.user_id
    where s.family_id = ${sessionId} and s.revoked_at is null and s.rotated_at is null
    limit 1`;
  if (!row || row.user_id !== userId || row.disabled_at || isExpired(row, now)) return null;
  if (now.getTime() - row.last_used_at.getTime() >= TOUCH_INTERVAL_MS) {
    await sql`update sessions set last_used_at = ${now} where id = ${row.id}`;
  }
  return {
    id: row.user_id,
    email: row.email,
    role: row.role,
    sessionId: row.family_id,
    partnerApplicationId: row.partner_application_id,
    needsSecondFactor: row.needs_second_factor === true,
  };
}

/**
 * Whether a session that is no longer live was ended (revoked, its account disabled or gone),
 * not merely lapsed (idle or past its 12 hours): its devices must then forget their local copy.
 */
export async function sessionWasEnded(
  sql: Sql,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await sql<{ ended: boolean }[]>`
    select exists (select 1 from sessions where family_id = ${sessionId} and revoked_at is not null)
      or not exists (select 1 from sessions where family_id = ${sessionId})
      or not exists (select 1 from users where id = ${userId} and disabled_at is null) as ended`;
  return row?.ended === true;
}

export async function revokeFamily(
  sql: Sql | TransactionSql,
  sessionId: string,
  now: Date,
): Promise<void> {
  await sql`update sessions set revoked_at = ${now}
    where family_id = ${sessionId} and revoked_at is null`;
}

/** Ends every session of a user (password change, reset, disabled account). */
export async function revokeAllSessions(
  sql: Sql | TransactionSql,
  userId: string,
  now: Date,
): Promise<number> {
  const rows = await sql`update sessions set revoked_at = ${now}
    where user_id = ${userId} and revoked_at is null`;
  return rows.count;
}

/**
 * Ends every session of a user but `keep`, the one asking: a new second factor protects the
 * account from now on, and a session opened before it (perhaps with a stolen password) must not
 * outlive it.
 */
export async function revokeOtherSessions(
  sql: Sql | TransactionSql,
  userId: string,
  keep: string,
  now: Date,
): Promise<number> {
  const rows = await sql`update sessions set revoked_at = ${now}
    where user_id = ${userId} and family_id <> ${keep} and revoked_at is null`;
  return rows.count;
}

/** The family a refresh token belongs to (for sign-out with only a refresh token). */
export async function sessionOfRefreshToken(
  sql: Sql,
  refreshToken: string,
): Promise<{ sessionId: string; userId: string; email: string } | null> {
  const [row] = await sql<{ family_id: string; user_id: string; email: string }[]>`
    select s.family_id, s.user_id, u.email from sessions s join users u on u.id = s.user_id
    where s.refresh_token_hash = ${hashToken(refreshToken)}`;
  return row ? { sessionId: row.family_id, userId: row.user_id, email: row.email } : null;
}

/** How long ended sessions are kept (for the audit trail of a sign-in) before they are deleted. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes a user's sessions that ended more than a day ago. Run at each sign-in, so the table
 * holds at most a day of history per account. Rotated tokens of a live family are kept: they
 * are what detects the reuse of a copied refresh token.
 */
export async function pruneEndedSessions(
  sql: Sql | TransactionSql,
  userId: string,
  now: Date,
): Promise<void> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS);
  await sql`delete from sessions
    where user_id = ${userId} and (expires_at < ${before} or revoked_at < ${before})`;
}
