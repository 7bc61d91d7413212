import { describe, expect, it, vi } from 'vitest';
import { createAuthSession } from '../../../desktop/auth-session.ts';
import { fakeServer, memoryStore, SERVER, USER } from './fake-server.ts';

function setup(initialRefresh: string | null = null) {
  const server = fakeServer();
  const store = memoryStore(initialRefresh);
  const onSignedOut = vi.fn();
  const auth = createAuthSession({ server: () => SERVER, store, fetch: server.fetch, onSignedOut });
  return { server, store, onSignedOut, auth };
}

describe('desktop sign-in', () => {
  it('signs in with POST /api/auth/token and keeps the tokens out of the answer', async () => {
    const { auth, store, server } = setup();
    const result = await auth.signIn(USER.email, 'right');
    expect(result).toEqual({ ok: true, user: USER });
    expect(JSON.stringify(result)).not.toContain('refresh-');
    expect(auth.accessToken()).toBe('access-1');
    expect(store.saved).toBe('refresh-1');
    const [url, init] = server.calls('/api/auth/token')[0] ?? [];
    expect(url).toBe(`${SERVER}/api/auth/token`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: USER.email, password: 'right' });
  });

  it('sends the second factor with the password once it is asked for', async () => {
    const { auth, server } = setup();
    await auth.signIn(USER.email, 'right', '123456');
    const [, init] = server.calls('/api/auth/token')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: USER.email,
      password: 'right',
      code: '123456',
    });
  });

  it("passes the server's error on, and a network failure as status 0", async () => {
    const { auth, server, store } = setup();
    expect(await auth.signIn(USER.email, 'wrong')).toEqual({
      ok: false,
      error: {
        status: 401,
        code: 'invalid_credentials',
        message: 'Invalid credentials. Please try again.',
      },
    });
    expect(store.saved).toBeNull();
    server.state.offline = true;
    const offline = await auth.signIn(USER.email, 'right');
    expect(offline.ok === false && offline.error.status).toBe(0);
  });

  it('runs one refresh at a time and rotates the stored token', async () => {
    const { auth, server, store } = setup();
    await auth.signIn(USER.email, 'right');
    const outcomes = await Promise.all([auth.refresh(), auth.refresh(), auth.refresh()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    expect(store.saved).toBe('refresh-2');
    expect(auth.accessToken()).toBe('access-2');
  });

  it('signs out when the refresh is refused: clears the store and tells the page', async () => {
    const { auth, server, store, onSignedOut } = setup();
    await auth.signIn(USER.email, 'right');
    server.state.refreshRefused = true;
    expect(await auth.refresh()).toBe('signed-out');
    expect(store.saved).toBeNull();
    expect(auth.accessToken()).toBeNull();
    expect(auth.hasRefreshToken()).toBe(false);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('stays signed in when the refresh cannot reach the server', async () => {
    const { auth, server, store, onSignedOut } = setup();
    await auth.signIn(USER.email, 'right');
    server.state.offline = true;
    expect(await auth.refresh()).toBe('offline');
    expect(store.saved).toBe('refresh-1');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs out on the server with both tokens, and forgets them even offline', async () => {
    const { auth, server, store } = setup();
    await auth.signIn(USER.email, 'right');
    await auth.signOut();
    const [, init] = server.calls('/api/auth/logout')[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(store.saved).toBeNull();

    await auth.signIn(USER.email, 'right');
    server.state.offline = true;
    await auth.signOut();
    expect(store.saved).toBeNull();
    expect(auth.accessToken()).toBeNull();
  });

  it('picks up a refresh token kept from an earlier run', () => {
    const { auth } = setup('refresh-1');
    expect(auth.hasRefreshToken()).toBe(true);
    expect(auth.accessToken()).toBeNull();
  });
});
