import type { UserRole } from '../../../../shared/constants.ts';

/**
 * The last signed-in session, remembered in localStorage so the back office can open offline
 * (it then shows the local copy of its data). It is only a hint for the offline case: the
 * server's answer always wins, and a definite "no session" (401) or a sign-out forgets it.
 */
export interface CachedSession {
  user: { id: string; email: string; role: UserRole };
  /** ISO time after which the server would have ended the session anyway. */
  expiresAt: string;
}

/**
 * The server ends a session 12 hours after sign-in whatever happens (SESSION_ABSOLUTE_MS in
 * server/auth/sessions.ts; a unit test keeps the two equal), so a cached session never
 * outlives that.
 */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

const KEY = 'lumen-admin-session';

/** localStorage, or null where it is missing or refused (private modes, server rendering). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isCachedSession(value: unknown): value is CachedSession {
  const v = value as Partial<CachedSession> | null;
  return (
    typeof v?.expiresAt === 'string' &&
    typeof v.user?.id === 'string' &&
    typeof v.user.email === 'string' &&
    typeof v.user.role === 'string'
  );
}

export function readCachedSession(store = storage()): CachedSession | null {
  const text = store?.getItem(KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isCachedSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** The cached session if it has not expired at `now`. */
export function liveCachedSession(now: Date, store = storage()): CachedSession | null {
  const cached = readCachedSession(store);
  if (!cached) return null;
  return Date.parse(cached.expiresAt) > now.getTime() ? cached : null;
}

/** After a sign-in: the session ends at the latest 12 hours from now. */
export function rememberSignIn(user: CachedSession['user'], now: Date, store = storage()): void {
  write(store, { user, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString() });
}

/**
 * After the server confirmed a session: keep the sign-in's expiry. A session this browser did
 * not sign in to (or another user's) has an unknown start; now + 12 hours is its latest end.
 */
export function rememberConfirmed(user: CachedSession['user'], now: Date, store = storage()): void {
  const cached = readCachedSession(store);
  if (cached && cached.user.id === user.id && Date.parse(cached.expiresAt) > now.getTime()) {
    write(store, { user, expiresAt: cached.expiresAt });
  } else {
    rememberSignIn(user, now, store);
  }
}

export function forgetSession(store = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}

function write(store: Storage | null, session: CachedSession): void {
  try {
    store?.setItem(KEY, JSON.stringify(session));
  } catch {
    // A full or refused storage only costs the offline start, never the sign-in itself.
  }
}
