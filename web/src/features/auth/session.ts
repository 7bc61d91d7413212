import type { LumenDesktopBridge, WindowWithDesktop } from '../../../../desktop/bridge.ts';
import type { UserRole } from '../../../../shared/constants.ts';
import { ApiError, apiFetch, NetworkError } from '../../lib/api.ts';
import { isSessionEnded } from './errors.ts';
import { forgetSession, rememberConfirmed, rememberSignIn } from './session-cache.ts';

/**
 * The browser's one way to sign in, read the session and sign out. Session cookies are HttpOnly,
 * so the page never sees a token: it asks the server who it is.
 */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  /** The administrator requires a second factor and this account has none yet. */
  needsSecondFactor?: boolean;
}

/** Other tabs of the same site hear about a sign-out at once instead of on their next request. */
const CHANNEL = 'lumen-auth';

/** Answers of /api/auth/login and /api/auth/session: the user, bare or wrapped in `user`. */
function toUser(data: unknown): SessionUser {
  const body = data as { user?: SessionUser } & Partial<SessionUser>;
  const user = body.user ?? (body as SessionUser);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    ...(user.needsSecondFactor ? { needsSecondFactor: true } : {}),
  };
}

/**
 * The desktop app's bridge, when the back office runs there: sign-in and sign-out go through
 * it, so the main process holds the tokens and attaches them to every /api request. Null on
 * the web, where cookies do that.
 */
export function desktopBridge(): LumenDesktopBridge | null {
  return typeof window === 'undefined'
    ? null
    : ((window as WindowWithDesktop).lumenDesktop ?? null);
}

let refreshing: Promise<void> | null = null;
/** This tab is signing out (logout), so the server's "ended" is no news to it. */
let signingOut = false;

/**
 * Rotates the refresh cookie. A refresh token presented twice ends the whole sign-in, so only one
 * refresh runs at a time: one promise inside this tab, a Web Lock across tabs.
 */
function refresh(): Promise<void> {
  const run = async () => {
    await apiFetch('/api/auth/refresh', { method: 'POST' });
  };
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('lumen-auth-refresh', run)
      : run()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * API calls answer 401 once the short-lived access cookie lapses while the session may still be
 * live: refresh once and retry. Only a failed refresh means there is no session; one that was
 * ended on the server (not lapsed) also signs this device out and deletes its local copy.
 */
export async function withSession<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    // The desktop app's main process has already refreshed and retried: this 401 is final.
    if (desktopBridge()) throw endedOr(err);
    try {
      await refresh();
    } catch (refused) {
      throw endedOr(refused, err);
    }
    return request();
  }
}

/** `err` when it says the session was ended, after acting on it; else `otherwise` (or `err`). */
function endedOr(err: unknown, otherwise: unknown = err): unknown {
  if (!isSessionEnded(err)) return otherwise;
  void sessionEndedOnServer();
  return err;
}

/**
 * The server says this session was ended (a refused refresh, a session check, or the events
 * stream's `ended`): sign out here and delete the local copy (session-ended.ts), then tell the
 * other tabs, which show the sign-in.
 */
export async function sessionEndedOnServer(): Promise<void> {
  // This tab's own sign-out, heard back from the server: it deletes the copy itself.
  if (signingOut) return;
  const desktop = desktopBridge();
  setSignOutPending(false);
  // Loaded now: the sign-in pages, which run this module, never need it before.
  const { endLocalSession } = await import('./session-ended.ts');
  await endLocalSession(desktop ? () => desktop.signOut() : undefined);
  announceSignOut();
}

/**
 * The signed-in user, or null when there is no session (the server refreshes a lapsed cookie).
 * A confirmed session is remembered for opening the back office offline; a definite "none"
 * forgets it. A sign-out made offline is finished first, so it never signs the person back in.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  if (signOutPending()) {
    await endServerSession();
    return null;
  }
  try {
    const user = toUser(await apiFetch<unknown>('/api/auth/session', signal ? { signal } : {}));
    rememberConfirmed(user, new Date());
    return user;
  } catch (err) {
    // Ended elsewhere while this device was away: it forgets the data too, not only the session.
    if (isSessionEnded(err)) {
      await sessionEndedOnServer();
      return null;
    }
    if (err instanceof ApiError && err.status === 401) {
      forgetSession();
      return null;
    }
    throw err;
  }
}

/**
 * Signs in. `code`: the second factor, sent once the server answered second_factor_required
 * (an ApiError with that code).
 */
export async function login(email: string, password: string, code?: string): Promise<SessionUser> {
  signingOut = false;
  // An offline sign-out not yet told to the server ends that older session first.
  if (signOutPending()) await endServerSession().catch(() => undefined);
  const desktop = desktopBridge();
  const body = { email, password, ...(code ? { code } : {}) };
  const user = desktop
    ? await desktopLogin(desktop, email, password, code)
    : toUser(await apiFetch<unknown>('/api/auth/login', { body }));
  rememberSignIn(user, new Date());
  return user;
}

/** After a sign-in made elsewhere (a passkey): the page's session cache, as login() keeps it. */
export function signedIn(data: unknown): SessionUser {
  const user = toUser(data);
  rememberSignIn(user, new Date());
  return user;
}

/** The same errors as the web sign-in, so the sign-in page shows the same messages. */
async function desktopLogin(
  desktop: LumenDesktopBridge,
  email: string,
  password: string,
  secondFactor: string | undefined,
): Promise<SessionUser> {
  const result = await desktop.signIn(email, password, secondFactor);
  if (result.ok) return toUser(result.user);
  const { status, code, message, fields, retryAfterSeconds } = result.error;
  if (status === 0) throw new NetworkError();
  throw new ApiError(status, code, message, fields, retryAfterSeconds);
}

/**
 * Ends the session on the server, then tells the other tabs. With `evenOffline` (the back
 * office, which can be used offline), a sign-out without a network ends the session here at once
 * and on the server at the next session check; otherwise it fails with NetworkError.
 */
export async function logout(options: { evenOffline?: boolean } = {}): Promise<void> {
  // The server tells this tab's events stream that its session ended: that is this sign-out.
  signingOut = true;
  try {
    await endServerSession();
  } catch (err) {
    if (!(options.evenOffline && err instanceof NetworkError)) {
      signingOut = false;
      throw err;
    }
    setSignOutPending(true);
  }
  forgetSession();
  announceSignOut();
}

async function endServerSession(): Promise<void> {
  // The desktop app forgets its tokens even offline; the server session then lapses by itself.
  const desktop = desktopBridge();
  if (desktop) {
    await desktop.signOut();
    setSignOutPending(false);
    return;
  }
  try {
    await apiFetch('/api/auth/logout', { method: 'POST' });
  } catch (err) {
    // Already signed out elsewhere: the goal is reached.
    if (!(err instanceof ApiError && err.status === 401)) throw err;
  }
  setSignOutPending(false);
}

const SIGN_OUT_PENDING = 'lumen-sign-out-pending';

function signOutPending(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SIGN_OUT_PENDING) === '1';
  } catch {
    return false;
  }
}

function setSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING, '1');
    else localStorage.removeItem(SIGN_OUT_PENDING);
  } catch {
    // Without storage the server session simply lasts until its idle limit (30 minutes).
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/password-reset', { body: { email } });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await apiFetch('/api/auth/password-reset/confirm', { body: { token, password } });
}

/** Follows a mailed unlock link: this browser may then sign in while the account is locked. */
export async function unlockBrowser(token: string): Promise<{ role: string }> {
  const result = await apiFetch<{ role?: unknown }>('/api/auth/unlock', { body: { token } });
  return { role: typeof result.role === 'string' ? result.role : 'partner' };
}

let channel: BroadcastChannel | null = null;

/** One channel per tab: a BroadcastChannel never hears its own messages, so this tab's own
 * sign-out does not come back to it as a sign-out "elsewhere". */
function authChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

function announceSignOut(): void {
  authChannel()?.postMessage('signed-out');
}

/** Calls `onSignOut` when another tab signs out; returns the unsubscribe function. */
export function onSignOutElsewhere(onSignOut: () => void): () => void {
  const shared = authChannel();
  if (!shared) return () => {};
  const listener = (event: MessageEvent) => {
    if (event.data === 'signed-out') onSignOut();
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
