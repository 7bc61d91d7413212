import { describe, expect, it, vi } from 'vitest';
import { createApiProxy } from '../../../desktop/api-proxy.ts';
import { createAuthSession } from '../../../desktop/auth-session.ts';
import { APP_ORIGIN } from '../../../desktop/protocol.ts';
import { fakeServer, memoryStore, SERVER, USER } from './fake-server.ts';

async function setup({ signedIn = true, storedRefresh = null as string | null } = {}) {
  const server = fakeServer();
  const store = memoryStore(storedRefresh);
  const onSignedOut = vi.fn();
  const auth = createAuthSession({ server: () => SERVER, store, fetch: server.fetch, onSignedOut });
  if (signedIn) await auth.signIn(USER.email, 'right');
  const proxy = createApiProxy({ server: () => SERVER, auth, fetch: server.fetch });
  return { server, store, onSignedOut, proxy };
}

/** Calls the page asked for, not the proxy's own token calls. */
const apiCalls = (server: ReturnType<typeof fakeServer>) =>
  server.fetch.mock.calls.filter(
    ([input]) => !/\/api\/auth\/(token|refresh|logout)$/.test(String(input)),
  );

describe('API proxy', () => {
  it('sends /api/* to the server with the bearer token, never cookies or the app origin', async () => {
    const { proxy, server } = await setup();
    const response = await proxy(
      new Request(`${APP_ORIGIN}/api/sync/pull?since=0`, {
        headers: { Cookie: 'lumen_access=stolen', Origin: APP_ORIGIN, Accept: 'application/json' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/api/sync/pull?since=0',
      method: 'GET',
      cookie: null,
      origin: null,
    });
    // The server's cookies never reach the page.
    expect(response.headers.get('set-cookie')).toBeNull();
    const [url, init] = apiCalls(server)[0] ?? [];
    expect(url).toBe(`${SERVER}/api/sync/pull?since=0`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('on a 401 refreshes once and retries once, with the same body', async () => {
    const { proxy, server } = await setup();
    server.state.expireAccess();
    const response = await proxy(
      new Request(`${APP_ORIGIN}/api/sync/push`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mutations: [] }),
      }),
    );
    expect(response.status).toBe(200);
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    const sent = apiCalls(server);
    expect(sent).toHaveLength(2);
    expect(new Headers(sent[1]?.[1]?.headers).get('authorization')).toBe('Bearer access-2');
    expect(new TextDecoder().decode(sent[1]?.[1]?.body as Uint8Array)).toBe('{"mutations":[]}');
  });

  it('retries only once even when the retry is refused too', async () => {
    const { proxy, server } = await setup();
    // Every access token is refused, even a fresh one.
    server.fetch.mockImplementation(async (input) =>
      String(input).endsWith('/api/auth/refresh')
        ? Response.json({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, user: USER })
        : Response.json({ error: { code: 'unauthorized', message: 'No.' } }, { status: 401 }),
    );
    const response = await proxy(new Request(`${APP_ORIGIN}/api/admin/contacts`));
    expect(response.status).toBe(401);
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    expect(apiCalls(server)).toHaveLength(2);
  });

  it('signs out when the refresh fails: the store is cleared and the page is told', async () => {
    const { proxy, server, store, onSignedOut } = await setup();
    server.state.expireAccess();
    server.state.refreshRefused = true;
    const response = await proxy(new Request(`${APP_ORIGIN}/api/auth/session`));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('session_expired');
    expect(store.saved).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(apiCalls(server)).toHaveLength(1);
  });

  it('says so when the server ended the session, so the window deletes its local copy', async () => {
    const { proxy, server, store, onSignedOut } = await setup();
    server.state.expireAccess();
    server.state.refreshRefused = true;
    server.state.refusal = 'session_ended';
    const response = await proxy(new Request(`${APP_ORIGIN}/api/sync/events`));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('session_ended');
    expect(store.saved).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('after a restart gets an access token from the kept refresh token first', async () => {
    const { proxy, server } = await setup({ signedIn: false, storedRefresh: 'refresh-1' });
    const response = await proxy(new Request(`${APP_ORIGIN}/api/auth/session`));
    expect(response.status).toBe(200);
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    expect(apiCalls(server)).toHaveLength(1);
  });

  it('passes a 401 through without refreshing when nobody is signed in', async () => {
    const { proxy, server } = await setup({ signedIn: false });
    expect((await proxy(new Request(`${APP_ORIGIN}/api/auth/session`))).status).toBe(401);
    expect(server.calls('/api/auth/refresh')).toHaveLength(0);
  });

  it('answers 502 without a body when the server cannot be reached (the page shows offline)', async () => {
    const { proxy, server } = await setup();
    server.state.offline = true;
    const response = await proxy(new Request(`${APP_ORIGIN}/api/sync/pull`));
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('');
  });

  it('keeps the token endpoints away from the page', async () => {
    const { proxy, server } = await setup();
    server.fetch.mockClear();
    for (const path of [
      '/api/auth/token',
      '/api/auth/refresh',
      '/api/auth/login',
      '/api/auth/logout',
      // Other spellings of the same endpoints, as a server or a proxy in front of it reads them.
      '/api/auth/%74oken',
      '/api/auth/%72efresh',
      '/api/auth/token/',
      '/api//auth/token',
      '/API/Auth/Token',
      '/api/auth/%2e/token',
    ]) {
      const response = await proxy(
        new Request(`${APP_ORIGIN}${path}`, { method: 'POST', body: '{}' }),
      );
      expect(response.status, path).toBe(403);
      expect(await response.text()).not.toContain('refresh-');
    }
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('refuses a path it cannot decode instead of guessing', async () => {
    const { proxy, server } = await setup();
    server.fetch.mockClear();
    const response = await proxy(
      new Request(`${APP_ORIGIN}/api/auth/%E0%A4%A`, { method: 'POST' }),
    );
    expect(response.status).toBe(400);
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
