import { vi } from 'vitest';
import type { FetchLike } from '../../../desktop/server-address.ts';
import type { TokenStore } from '../../../desktop/token-store.ts';

export const SERVER = 'https://admin.example.ee';
export const USER = { id: 'u1', email: 'ops@example.ee', role: 'admin' as const };

/**
 * The server's auth endpoints as the desktop sees them: /token signs in, /refresh rotates (a
 * token presented twice is refused), and every other /api path wants the current access token.
 */
export function fakeServer() {
  let generation = 1;
  const state = {
    access: 'access-1',
    refresh: 'refresh-1',
    /** Make the next API answers 401 as if the access token had lapsed. */
    expireAccess() {
      state.access = `lapsed-${generation}`;
    },
    refreshRefused: false,
    /** The code of a refused refresh: lapsed, or ended on the server (End session). */
    refusal: 'session_expired',
    offline: false,
  };
  const tokens = () => ({
    accessToken: state.access,
    refreshToken: state.refresh,
    expiresIn: 900,
    user: USER,
  });
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    if (state.offline) throw new TypeError('fetch failed');
    const url = new URL(typeof input === 'string' ? input : input.url);
    const headers = new Headers(init?.headers);
    const body = readJson(init?.body);
    switch (url.pathname) {
      case '/api/auth/token':
        if (body?.password !== 'right') {
          return Response.json(
            {
              error: {
                code: 'invalid_credentials',
                message: 'Invalid credentials. Please try again.',
              },
            },
            { status: 401 },
          );
        }
        return Response.json(tokens());
      case '/api/auth/refresh': {
        if (state.refreshRefused || body?.refreshToken !== state.refresh) {
          return Response.json(
            { error: { code: state.refusal, message: 'Ended.' } },
            { status: 401 },
          );
        }
        generation += 1;
        state.access = `access-${generation}`;
        state.refresh = `refresh-${generation}`;
        return Response.json(tokens());
      }
      case '/api/auth/logout':
        return new Response(null, { status: 204 });
      default:
        if (headers.get('authorization') !== `Bearer ${state.access}`) {
          return Response.json(
            { error: { code: 'unauthorized', message: 'Sign in.' } },
            { status: 401 },
          );
        }
        return Response.json(
          {
            path: url.pathname + url.search,
            method: init?.method,
            cookie: headers.get('cookie'),
            origin: headers.get('origin'),
          },
          { headers: { 'Set-Cookie': 'lumen_access=x; HttpOnly' } },
        );
    }
  });
  const calls = (path: string) =>
    fetch.mock.calls.filter(
      ([input]) => new URL(String(typeof input === 'string' ? input : input.url)).pathname === path,
    );
  return { state, fetch, calls };
}

export function memoryStore(initial: string | null = null): TokenStore & { saved: string | null } {
  const store = {
    saved: initial,
    notice: () => null,
    save(token: string) {
      store.saved = token;
    },
    load: () => store.saved,
    clear() {
      store.saved = null;
    },
  };
  return store;
}

/** The JSON of a request body as the desktop code sends it (a string, or bytes when proxied). */
function readJson(
  body: BodyInit | null | undefined,
): { password?: string; refreshToken?: string } | null {
  if (!body) return null;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
  return text ? JSON.parse(text) : null;
}
