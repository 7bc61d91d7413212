import type { Context, MiddlewareHandler } from 'hono';
import {
  type Access,
  allows,
  isStaff,
  STAFF_ROLES,
  type StaffRole,
} from '../../shared/admin/access.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors.ts';
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

export const SECOND_FACTOR_REQUIRED =
  'Your administrator requires two-step sign-in. Set it up on the Security screen to continue.';

function guard(deps: Deps, roles: readonly Role[] | null): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const user = await authenticate(c, deps);
    if (!user) throw new UnauthorizedError('Please sign in to continue.');
    if (roles && !roles.includes(user.role)) throw new ForbiddenError();
    // Staff data waits for the second factor the administrator requires (the account's own
    // pages, under requireUser, stay open so it can be set up).
    if (roles && user.needsSecondFactor) {
      throw new AppError(403, 'second_factor_setup_required', SECOND_FACTOR_REQUIRED);
    }
    c.set('user', user);
    await next();
  };
}

/** The role of the signed-in staff member (after `requireStaff`). */
export function staffRole(c: Context<AuthEnv>): StaffRole {
  const { role } = c.get('user');
  if (!isStaff(role)) throw new ForbiddenError();
  return role;
}

/** Any signed-in account. */
export const requireUser = (deps: Deps) => guard(deps, null);
/** The back office: any staff role (what each may do is checked by `requireAccess`). */
export const requireStaff = (deps: Deps) => guard(deps, STAFF_ROLES);
/** Administrators only. */
export const requireAdmin = (deps: Deps) => guard(deps, ['admin']);

/**
 * After `requireStaff`: the role may use what `access` guards (shared/admin/access.ts), reading
 * with GET and HEAD, writing with any other method. Otherwise 403.
 */
export function requireAccess(access: Access): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (!allows(c.get('user').role, access, write)) throw new ForbiddenError();
    await next();
  };
}
/** The partner area: partners only. */
export const requirePartner = (deps: Deps) => guard(deps, ['partner']);
