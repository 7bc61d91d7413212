import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { hasSessionCookie, readAccessCookie } from './cookies.ts';
import { assertSameOrigin } from './origin.ts';
import { findLiveSession, type SessionUser } from './sessions.ts';
import { type Role, signingKey, verifyAccessToken } from './tokens.ts';

export type AuthEnv = { Variables: { user: SessionUser } };

type Deps = Pick<AppDeps, 'sql' | 'clock' | 'config'>;

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The signed-in user of this request, or null. Bearer tokens (desktop) come first; otherwise
 * the access cookie, and then a write must come from this site's origin.
 */
export async function authenticate(c: Context, deps: Deps): Promise<SessionUser | null> {
  const bearer = bearerToken(c);
  let token = bearer;
  if (!token) {
    if (hasSessionCookie(c, deps.config)) assertSameOrigin(c, deps.config, true);
    token = readAccessCookie(c, deps.config);
  }
  if (!token) return null;
  const now = deps.clock.now();
  const claims = await verifyAccessToken(await signingKey(deps.sql, deps.config), token, now);
  if (!claims) return null;
  const user = await findLiveSession(deps.sql, claims.sessionId, claims.userId, now);
  return user;
}

function guard(deps: Deps, roles: readonly Role[] | null): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const user = await authenticate(c, deps);
    if (!user) throw new UnauthorizedError('Please sign in to continue.');
    if (roles && !roles.includes(user.role)) throw new ForbiddenError();
    c.set('user', user);
    await next();
  };
}

/** Any signed-in account. */
export const requireUser = (deps: Deps) => guard(deps, null);
/** The back office: admins only. */
export const requireAdmin = (deps: Deps) => guard(deps, ['admin']);
/** The partner area: partners only. */
export const requirePartner = (deps: Deps) => guard(deps, ['partner']);
