import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { USER_ROLES, type UserRole } from '../../shared/constants.ts';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';

/** Access tokens live 15 minutes; the session behind them is checked on every request too. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'lumen-legal';
const AUDIENCE = 'lumen-legal-api';

/** Account roles (one list, shared with the browser). */
export type Role = UserRole;

export interface AccessClaims {
  userId: string;
  /** The session family (one sign-in) the token belongs to. */
  sessionId: string;
  role: Role;
}

const keys = new WeakMap<Sql, Promise<Uint8Array>>();

/**
 * The HS256 key: AUTH_SECRET when configured; otherwise a secret generated once and stored in
 * the database, so that every server process and every restart shares it.
 */
export function signingKey(sql: Sql, config: Pick<Config, 'authSecret'>): Promise<Uint8Array> {
  if (config.authSecret) return Promise.resolve(new TextEncoder().encode(config.authSecret));
  let key = keys.get(sql);
  if (!key) {
    key = loadStoredSecret(sql);
    keys.set(sql, key);
    // A failed load (database briefly away) must not be cached for ever.
    key.catch(() => keys.delete(sql));
  }
  return key;
}

async function loadStoredSecret(sql: Sql): Promise<Uint8Array> {
  const generated = randomBytes(48).toString('base64url');
  await sql`insert into auth_secrets (name, value) values ('access_token', ${generated})
    on conflict (name) do nothing`;
  const [row] = await sql<{ value: string }[]>`
    select value from auth_secrets where name = 'access_token'`;
  if (!row) throw new Error('The access-token secret could not be stored.');
  return new TextEncoder().encode(row.value);
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** The claims of a valid, unexpired token, or null (bad signature, expired, malformed). */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, sid, role } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (!(USER_ROLES as readonly unknown[]).includes(role)) return null;
    return { userId: sub, sessionId: sid, role: role as Role };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
