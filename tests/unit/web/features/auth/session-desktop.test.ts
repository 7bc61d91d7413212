import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LumenDesktopBridge, SignInResult } from '../../../../../desktop/bridge.ts';
import { login, logout, withSession } from '../../../../../web/src/features/auth/session.ts';
import { ApiError, NetworkError } from '../../../../../web/src/lib/api.ts';

const USER = { id: 'u1', email: 'ops@example.ee', role: 'admin' as const };

function bridge(signIn: SignInResult): LumenDesktopBridge {
  return {
    signIn: vi.fn(async () => signIn),
    signOut: vi.fn(async () => undefined),
    tokenStorageNotice: vi.fn(async () => null),
    reportStatus: vi.fn(),
    notifyNewLeads: vi.fn(),
    onCommand: vi.fn(() => () => undefined),
    onOpenPath: vi.fn(() => () => undefined),
    onSignedOut: vi.fn(() => () => undefined),
    setServer: vi.fn(async () => ({ ok: false as const, message: '' })),
    getServer: vi.fn(async () => null),
  };
}

/** The page as the desktop app shows it (or the web, without a bridge), and its fetch calls. */
function page(desktop: LumenDesktopBridge | undefined) {
  const fetch = vi.fn(async (path: string) =>
    path === '/api/auth/login'
      ? Response.json(USER)
      : Response.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 }),
  );
  vi.stubGlobal('window', { lumenDesktop: desktop });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('session in the desktop app', () => {
  it('signs in through the bridge, never with the cookie endpoint', async () => {
    const desktop = bridge({ ok: true, user: USER });
    const fetch = page(desktop);
    expect(await login(USER.email, 'secret')).toEqual(USER);
    expect(desktop.signIn).toHaveBeenCalledWith(USER.email, 'secret', undefined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the second factor through the bridge when the server asked for it', async () => {
    const desktop = bridge({ ok: true, user: USER });
    page(desktop);
    await login(USER.email, 'secret', '123456');
    expect(desktop.signIn).toHaveBeenCalledWith(USER.email, 'secret', '123456');
  });

  it("turns the bridge's errors into the web's, so the sign-in page shows the same messages", async () => {
    page(
      bridge({
        ok: false,
        error: { status: 429, code: 'rate_limited', message: 'Too many.', retryAfterSeconds: 60 },
      }),
    );
    const refused = await login(USER.email, 'x').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 60 });
    page(bridge({ ok: false, error: { status: 0, code: 'network_error', message: 'Offline.' } }));
    await expect(login(USER.email, 'x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('signs out through the bridge', async () => {
    const desktop = bridge({ ok: true, user: USER });
    const fetch = page(desktop);
    await logout({ evenOffline: true });
    expect(desktop.signOut).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not refresh after a 401: the main process already refreshed and retried', async () => {
    const fetch = page(bridge({ ok: true, user: USER }));
    const request = vi.fn(async () => {
      throw new ApiError(401, 'session_expired', 'Ended.');
    });
    await expect(withSession(request)).rejects.toMatchObject({ status: 401 });
    expect(request).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the web path on the web: cookie sign-in at /api/auth/login', async () => {
    const fetch = page(undefined);
    expect(await login(USER.email, 'secret')).toEqual(USER);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
