import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../server/cli.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  ADMIN,
  auditActions,
  browserLogin,
  cookieHeader,
  createAccount,
  desktopLogin,
  get,
  post,
} from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
});
afterAll(() => ctx.close());

const MIN = 60 * 1000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (token: string) =>
  post(ctx, '/api/auth/refresh', { refreshToken: token }, { origin: '' });

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the access token changes', async () => {
    const first = await desktopLogin(ctx, ADMIN);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const second = (await res.json()) as typeof first;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.expiresIn).toBe(900);
    expect((await get(ctx, '/api/admin/dashboard', bearer(second.accessToken))).status).toBe(200);
    const stored = await ctx.db.sql<{ refresh_token_hash: string }[]>`
      select refresh_token_hash from sessions`;
    // Only hashes are stored.
    expect(stored.map((r) => r.refresh_token_hash)).not.toContain(second.refreshToken);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const first = await desktopLogin(ctx, ADMIN);
    const second = (await (await refresh(first.refreshToken)).json()) as typeof first;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    // Ended, not lapsed: the device that presents it forgets its local copy.
    expect(((await reuse.json()) as { error: { code: string } }).error.code).toBe('session_ended');
    // The legitimate newer tokens are dead too.
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await get(ctx, '/api/auth/session', bearer(second.accessToken))).status).toBe(401);
    expect(await auditActions(ctx)).toContain('auth.session_reuse_detected');
  });

  it('rotates the browser refresh cookie and replaces both cookies', async () => {
    const cookie = await browserLogin(ctx, ADMIN);
    const res = await post(ctx, '/api/auth/refresh', undefined, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
    const next = cookieHeader(res, cookie);
    expect(next).not.toBe(cookie);
    expect((await get(ctx, '/api/auth/session', { cookie: next })).status).toBe(200);
    // The old cookie pair presented again is a reuse: everything ends.
    expect((await post(ctx, '/api/auth/refresh', undefined, { cookie })).status).toBe(401);
    expect((await get(ctx, '/api/auth/session', { cookie: next })).status).toBe(401);
  });

  it('lets GET /session renew a lapsed access cookie from a live refresh cookie', async () => {
    const cookie = await browserLogin(ctx, ADMIN);
    ctx.clock.advance(20 * MIN);
    // The access token (15 min) lapsed but the session is not idle for 30 min.
    const onlyRefresh = cookie
      .split('; ')
      .filter((c) => c.startsWith('lumen_refresh='))
      .join('; ');
    const res = await get(ctx, '/api/auth/session', { cookie: onlyRefresh });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('lumen_access='))).toBe(true);
  });
});

describe('sign-out', () => {
  it('ends access at once for the browser: old cookies stop working', async () => {
    const cookie = await browserLogin(ctx, ADMIN);
    expect((await get(ctx, '/api/admin/dashboard', { cookie })).status).toBe(200);
    const res = await post(ctx, '/api/auth/logout', undefined, { cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().every((c) => /Max-Age=0/i.test(c))).toBe(true);
    // A copy of the cookies kept elsewhere (another tab) is dead too, access and refresh.
    expect((await get(ctx, '/api/admin/dashboard', { cookie })).status).toBe(401);
    expect((await get(ctx, '/api/auth/session', { cookie })).status).toBe(401);
    expect((await post(ctx, '/api/auth/refresh', undefined, { cookie })).status).toBe(401);
    expect(await auditActions(ctx)).toContain('auth.logout');
  });

  it('ends access at once for the desktop (bearer)', async () => {
    const tokens = await desktopLogin(ctx, ADMIN);
    const res = await post(ctx, '/api/auth/logout', undefined, {
      origin: '',
      ...bearer(tokens.accessToken),
    });
    expect(res.status).toBe(204);
    expect((await get(ctx, '/api/auth/session', bearer(tokens.accessToken))).status).toBe(401);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
  });
});

describe('expiry', () => {
  it('ends a session after 30 minutes without use', async () => {
    const tokens = await desktopLogin(ctx, ADMIN);
    ctx.clock.advance(29 * MIN);
    const res = await refresh(tokens.refreshToken);
    expect(res.status).toBe(200);
    const next = (await res.json()) as typeof tokens;
    ctx.clock.advance(30 * MIN);
    expect((await refresh(next.refreshToken)).status).toBe(401);
  });

  it('counts use of the access token as activity', async () => {
    const tokens = await desktopLogin(ctx, ADMIN);
    ctx.clock.advance(10 * MIN);
    expect((await get(ctx, '/api/admin/dashboard', bearer(tokens.accessToken))).status).toBe(200);
    // 35 minutes after sign-in, but only 25 since the last request.
    ctx.clock.advance(25 * MIN);
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    let tokens = await desktopLogin(ctx, ADMIN);
    // Refresh every 14 minutes for 11 h 54 min: always within the idle limit.
    for (let elapsed = 0; elapsed + 14 * MIN < 12 * 60 * MIN; elapsed += 14 * MIN) {
      ctx.clock.advance(14 * MIN);
      const res = await refresh(tokens.refreshToken);
      expect(res.status).toBe(200);
      tokens = (await res.json()) as typeof tokens;
    }
    ctx.clock.advance(14 * MIN);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    expect((await get(ctx, '/api/auth/session', bearer(tokens.accessToken))).status).toBe(401);
  });
});

describe('password change', () => {
  it('ends every session of the account', async () => {
    const account = { email: 'second@lumen.example', password: 'Copper-Meadow-Falcon-93' };
    await createAccount(ctx, account, 'admin');
    const cookie = await browserLogin(ctx, account);
    const tokens = await desktopLogin(ctx, account);
    const io = { out: () => {}, err: () => {} };
    const code = await runCommand(
      ctx.db.sql,
      ['reset-password', '--email', account.email, '--password', 'Saffron-Glacier-Kettle-61'],
      io,
      () => ctx.clock.now(),
    );
    expect(code).toBe(0);
    expect((await get(ctx, '/api/auth/session', { cookie })).status).toBe(401);
    expect((await get(ctx, '/api/auth/session', bearer(tokens.accessToken))).status).toBe(401);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    expect((await post(ctx, '/api/auth/login', account)).status).toBe(401);
    const ok = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: 'Saffron-Glacier-Kettle-61',
    });
    expect(ok.status).toBe(200);
    expect(await auditActions(ctx)).toContain('auth.password_changed');
  });
});

describe('Origin check on cookie-authenticated writes', () => {
  it('refuses a write with session cookies from another origin or with no origin', async () => {
    const cookie = await browserLogin(ctx, ADMIN);
    const foreign = await post(ctx, '/api/auth/logout', undefined, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const missing = await post(ctx, '/api/auth/refresh', undefined, { cookie, origin: '' });
    expect(missing.status).toBe(403);
    // The session survived both attempts.
    expect((await get(ctx, '/api/auth/session', { cookie })).status).toBe(200);
  });

  it('accepts the configured public origin and exempts bearer requests', async () => {
    const cookie = await browserLogin(ctx, ADMIN);
    const res = await post(ctx, '/api/auth/refresh', undefined, {
      cookie,
      origin: ctx.config.publicOrigin,
    });
    expect(res.status).toBe(200);
    const tokens = await desktopLogin(ctx, ADMIN);
    const out = await post(ctx, '/api/auth/logout', undefined, {
      origin: 'https://elsewhere.example',
      ...bearer(tokens.accessToken),
    });
    expect(out.status).toBe(204);
  });
});

describe("changing one's own password", () => {
  const account = { email: 'changer@lumen.example', password: 'Orchid-Canyon-Beacon-12' };
  beforeAll(async () => {
    await createAccount(ctx, account, 'partner');
  });

  it('needs the current password and a policy-compliant new one', async () => {
    const cookie = await browserLogin(ctx, account);
    const wrong = await post(
      ctx,
      '/api/auth/password',
      { currentPassword: 'not-it-at-all', newPassword: 'Meadow-Lark-Silver-90' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: { fields: { currentPassword: 'The current password is not correct.' } },
    });
    const weak = await post(
      ctx,
      '/api/auth/password',
      { currentPassword: account.password, newPassword: 'qwerty123456' },
      { cookie },
    );
    expect(await weak.json()).toMatchObject({
      error: {
        fields: { newPassword: 'This password is too common; choose one that is harder to guess.' },
        reasons: { newPassword: 'common' },
      },
    });
    expect((await get(ctx, '/api/auth/session', { cookie })).status).toBe(200);
  });

  it('ends every session, this one included', async () => {
    const cookie = await browserLogin(ctx, account);
    const desktop = await desktopLogin(ctx, account);
    const res = await post(
      ctx,
      '/api/auth/password',
      { currentPassword: account.password, newPassword: 'Meadow-Lark-Silver-90' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await get(ctx, '/api/auth/session', { cookie })).status).toBe(401);
    expect((await get(ctx, '/api/auth/session', bearer(desktop.accessToken))).status).toBe(401);
    expect((await refresh(desktop.refreshToken)).status).toBe(401);
  });

  it('needs a session', async () => {
    const res = await post(ctx, '/api/auth/password', {
      currentPassword: 'x',
      newPassword: 'Meadow-Lark-Silver-91',
    });
    expect(res.status).toBe(401);
  });
});

describe('housekeeping', () => {
  it('deletes sessions that ended more than a day ago when the user signs in again', async () => {
    const account = { email: 'tidy@lumen.example', password: 'Cobalt-Fern-Whistle-34' };
    const id = await createAccount(ctx, account, 'admin');
    const cookie = await browserLogin(ctx, account);
    await post(ctx, '/api/auth/logout', undefined, { cookie });
    ctx.clock.advance(25 * 60 * MIN);
    await browserLogin(ctx, account);
    const rows = await ctx.db.sql<{ revoked_at: Date | null }[]>`
      select revoked_at from sessions where user_id = ${id}`;
    expect(rows).toEqual([{ revoked_at: null }]);
  });

  it('clears rate-limit counters older than two days at a sign-in', async () => {
    const old = new Date(ctx.clock.now().getTime() - 3 * 24 * 60 * MIN);
    await ctx.db.sql`insert into rate_limits (key, window_start, count)
      values ('login:ip:192.0.2.1', ${old}, 3)`;
    await browserLogin(ctx, ADMIN);
    const rows = await ctx.db.sql`select 1 from rate_limits where window_start = ${old}`;
    expect(rows).toHaveLength(0);
  });
});
