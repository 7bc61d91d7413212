/**
 * The desktop app's sign-in, held by the main process: the short-lived access token in memory,
 * the refresh token in the token store (or only in memory when the store cannot keep it). The
 * page never sees either; it only learns who is signed in.
 */
import { SESSION_ENDED_CODE } from '../shared/admin/sessions.ts';
import type { BridgeError, DesktopUser, SignInResult } from './bridge.ts';
import type { FetchLike } from './server-address.ts';
import type { TokenStore } from './token-store.ts';

interface TokenAnswer {
  accessToken: string;
  refreshToken: string;
  user: DesktopUser;
}

export interface AuthSessionDeps {
  /** The configured server's origin, or null before the first run. */
  server(): string | null;
  store: TokenStore;
  fetch: FetchLike;
  /** Called when the session ended without the page asking (a refresh was refused). */
  onSignedOut(): void;
}

/**
 * `ended`: the server ended the sign-in (End session, a password change: SESSION_ENDED_CODE),
 * so the window must also delete its local copy; `signed-out`: it lapsed or was refused.
 */
export type RefreshOutcome = 'refreshed' | 'signed-out' | 'ended' | 'offline';

export interface AuthSession {
  signIn(email: string, password: string, code?: string): Promise<SignInResult>;
  accessToken(): string | null;
  hasRefreshToken(): boolean;
  /** One refresh at a time: a refresh token presented twice ends the whole sign-in. */
  refresh(): Promise<RefreshOutcome>;
  signOut(): Promise<void>;
}

const unreachable: BridgeError = {
  status: 0,
  code: 'network_error',
  message: 'The network is unavailable.',
};

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  let access: string | null = null;
  // Kept in memory too, for a store that cannot keep it on disk.
  let refreshToken: string | null = deps.store.load();
  let refreshing: Promise<RefreshOutcome> | null = null;

  const keep = (answer: TokenAnswer) => {
    access = answer.accessToken;
    refreshToken = answer.refreshToken;
    deps.store.save(answer.refreshToken);
  };
  const forget = () => {
    access = null;
    refreshToken = null;
    deps.store.clear();
  };
  const post = (path: string, body: unknown, bearer?: string) => {
    const server = deps.server();
    if (!server) return Promise.reject(new Error('No server is configured.'));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    return deps.fetch(`${server}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  };

  async function runRefresh(): Promise<RefreshOutcome> {
    const token = refreshToken;
    if (!token) return 'signed-out';
    let response: Response;
    try {
      response = await post('/api/auth/refresh', { refreshToken: token });
    } catch {
      return 'offline';
    }
    if (response.status >= 500) return 'offline';
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as {
        error?: { code?: unknown };
      } | null;
      forget();
      deps.onSignedOut();
      return answer?.error?.code === SESSION_ENDED_CODE ? 'ended' : 'signed-out';
    }
    keep((await response.json()) as TokenAnswer);
    return 'refreshed';
  }

  return {
    async signIn(email, password, code) {
      let response: Response;
      try {
        response = await post('/api/auth/token', { email, password, ...(code ? { code } : {}) });
      } catch {
        return { ok: false, error: unreachable };
      }
      const data = (await response.json().catch(() => null)) as
        | (TokenAnswer & { error?: Omit<BridgeError, 'status'> })
        | null;
      if (!response.ok || !data?.accessToken) {
        const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
        return {
          ok: false,
          error: {
            status: response.status,
            code: data?.error?.code ?? 'http_error',
            message: data?.error?.message ?? response.statusText,
            ...(data?.error?.fields ? { fields: data.error.fields } : {}),
            ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}),
          },
        };
      }
      keep(data);
      const { id, email: userEmail, role } = data.user;
      return { ok: true, user: { id, email: userEmail, role } };
    },
    accessToken: () => access,
    hasRefreshToken: () => refreshToken !== null,
    refresh() {
      refreshing ??= runRefresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    async signOut() {
      const bearer = access;
      const token = refreshToken;
      forget();
      if (!bearer && !token) return;
      // Best effort: offline, the server session ends by itself (30 minutes idle, 12 hours).
      await post('/api/auth/logout', token ? { refreshToken: token } : {}, bearer ?? undefined)
        .then((r) => r.body?.cancel())
        .catch(() => undefined);
    },
  };
}
