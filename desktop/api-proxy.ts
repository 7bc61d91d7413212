/**
 * `app://admin/api/*` → the configured server's `/api/*`, with the access token attached. The
 * page's own fetch calls (the one fetch wrapper, the sync transport) stay as they are on the
 * web; cookies never travel either way. A 401 leads to one refresh and one retry; a refused
 * refresh signs out (AuthSession tells the page).
 */
import { SESSION_ENDED_CODE } from '../shared/admin/sessions.ts';
import type { AuthSession } from './auth-session.ts';
import type { FetchLike } from './server-address.ts';

export interface ApiProxyDeps {
  server(): string | null;
  auth: AuthSession;
  fetch: FetchLike;
}

/**
 * Endpoints whose answers carry or take tokens: the page reaches them only through the bridge,
 * so a compromised page can never read a refresh token.
 */
const BRIDGE_ONLY = new Set([
  '/api/auth/token',
  '/api/auth/refresh',
  '/api/auth/login',
  '/api/auth/logout',
]);

/** Headers that belong to the page's origin (app://), not to the server. */
const DROPPED_REQUEST = new Set(['cookie', 'origin', 'referer', 'authorization', 'host']);

/**
 * The path as a server may read it: percent-decoded (`%74oken` is `token`), repeated and trailing
 * slashes dropped, lower case. The bridge-only check compares this, so no spelling of a token
 * endpoint slips past it. Null when the path cannot be decoded (the server would refuse it too).
 */
export function canonicalPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
}

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

export function createApiProxy(deps: ApiProxyDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const path = canonicalPath(url.pathname);
    if (path === null) return errorResponse(400, 'bad_path', 'The address cannot be read.');
    if (BRIDGE_ONLY.has(path)) {
      return errorResponse(403, 'desktop_bridge_only', 'The desktop app signs in for the page.');
    }
    const server = deps.server();
    if (!server) return errorResponse(503, 'no_server', 'No server is configured.');
    const target = `${server}${url.pathname}${url.search}`;
    const method = request.method.toUpperCase();
    // Read once: a retry after a refresh sends the same bytes again.
    const body =
      method === 'GET' || method === 'HEAD' ? null : new Uint8Array(await request.arrayBuffer());
    const headers = new Headers();
    for (const [name, value] of request.headers) {
      if (!DROPPED_REQUEST.has(name.toLowerCase())) headers.set(name, value);
    }

    const send = async (): Promise<Response | null> => {
      const token = deps.auth.accessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      try {
        return await deps.fetch(target, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: request.signal,
        });
      } catch {
        return null;
      }
    };

    // After a restart only the refresh token is known: get an access token first.
    if (!deps.auth.accessToken() && deps.auth.hasRefreshToken()) await deps.auth.refresh();
    let response = await send();
    if (response?.status === 401 && deps.auth.hasRefreshToken()) {
      await response.body?.cancel();
      const outcome = await deps.auth.refresh();
      if (outcome === 'refreshed') response = await send();
      else if (outcome === 'offline') response = null;
      // Ended on the server: the window signs out and deletes its local copy, as a browser does.
      else if (outcome === 'ended')
        return errorResponse(
          401,
          SESSION_ENDED_CODE,
          'This session was ended, so this device is signed out. Please sign in again.',
        );
      else
        return errorResponse(
          401,
          'session_expired',
          'Your session has ended. Please sign in again.',
        );
    }
    // No answer at all: 502 without our error shape, which the page treats as "offline".
    if (!response) return new Response(null, { status: 502 });
    return withoutCookies(response);
  };
}

function withoutCookies(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  // The body is streamed through (the sync events stream never ends by itself).
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
