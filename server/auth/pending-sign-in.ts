/**
 * The sign-in in between its two steps, for the no-JavaScript form: the password was right and
 * the account has a second factor, so the server answers with a page asking for the code, which
 * carries this token instead of the password (a page never holds the password). The token says
 * whose password was checked and when; it lasts 5 minutes, is signed with the access tokens'
 * key under its own audience (so it is never an access token), and is void once the password
 * changes. The code step then runs the sign-in's own limits and checks (sign-in.ts).
 */
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { signingKey } from './tokens.ts';

export const PENDING_SIGN_IN_TTL_SECONDS = 5 * 60;
const AUDIENCE = 'lumen-legal-sign-in-code';
const ISSUER = 'lumen-legal';

type Deps = { sql: Sql; config: Pick<Config, 'authSecret'> };

/** A short fingerprint of the password hash: a new password voids the tokens made before. */
function passwordTag(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

export async function issuePendingSignIn(
  deps: Deps,
  user: { id: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ pw: passwordTag(user.passwordHash) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + PENDING_SIGN_IN_TTL_SECONDS)
    .sign(await signingKey(deps.sql, deps.config));
}

/** Whose sign-in the token continues, or null (expired, forged, malformed). */
export async function readPendingSignIn(
  deps: Deps,
  token: string,
  now: Date,
): Promise<{ userId: string; passwordTag: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(deps.sql, deps.config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.pw !== 'string') return null;
    return { userId: payload.sub, passwordTag: payload.pw };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}

/** Whether the token was made for the password the account has now. */
export function samePassword(pending: { passwordTag: string }, passwordHash: string): boolean {
  return pending.passwordTag === passwordTag(passwordHash);
}
