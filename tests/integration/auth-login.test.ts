import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashing } from '../../server/auth/hash-limiter.ts';
import { signingKey, verifyAccessToken } from '../../server/auth/tokens.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  ADMIN,
  auditActions,
  cookieHeader,
  createAccount,
  desktopLogin,
  get,
  PARTNER,
  post,
} from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
  await createAccount(ctx, PARTNER, 'partner');
});
afterAll(() => ctx.close());

describe('an email with a NUL character', () => {
  it('is refused with 400 on sign-in, token and reset request, not a 500', async () => {
    for (const path of ['/api/auth/login', '/api/auth/token', '/api/auth/password-reset']) {
      const res = await post(ctx, path, { email: 'admin\u0000@lumen.example', password: 'x' });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.email).toBe('Enter a valid email address.');
    }
  });
});

describe('sign-in while password hashing is at its bound', () => {
  it('answers 503 with Retry-After at once, and signs in again once hashing frees up', async () => {
    // Occupy every hashing slot and every place in its queue, as a flood of sign-ins would.
    let free: () => void = () => {};
    const occupied = new Promise<void>((resolve) => {
      free = resolve;
    });
    const { running, queued } = hashing.load();
    expect({ running, queued }).toEqual({ running: 0, queued: 0 });
    const flood: Promise<unknown>[] = [];
    for (;;) {
      const before = hashing.load();
      const task = hashing.run(() => occupied);
      flood.push(task.catch(() => 'refused'));
      const after = hashing.load();
      if (after.running === before.running && after.queued === before.queued) break;
    }

    const busy = await post(ctx, '/api/auth/login', ADMIN);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    const body = (await busy.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'busy',
      message: 'The server is busy. Please try again in a moment.',
    });

    free();
    await Promise.all(flood);
    const res = await post(ctx, '/api/auth/login', ADMIN);
    expect(res.status).toBe(200);
  });
});

describe('POST /api/auth/login (browser)', () => {
  it('answers with the user and sets HttpOnly, SameSite=Strict session cookies', async () => {
    const res = await post(ctx, '/api/auth/login', ADMIN);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; email: string; role: string };
    expect(body).toEqual({ id: expect.any(String), email: ADMIN.email, role: 'admin' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toMatch(/^lumen_(access|refresh)=/);
      expect(c).toContain('HttpOnly');
      expect(c).toContain('SameSite=Strict');
      expect(c).toContain('Path=/');
      expect(c).not.toContain('Secure');
    }
    const session = await get(ctx, '/api/auth/session', { cookie: cookieHeader(res) });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ user: body });
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await post(ctx, '/api/auth/login', {
      email: `  ${ADMIN.email.toUpperCase()} `,
      password: ADMIN.password,
    });
    expect(res.status).toBe(200);
  });

  it('gives the same 401 for an unknown email and for a wrong password', async () => {
    const wrongPassword = await post(ctx, '/api/auth/login', {
      email: PARTNER.email,
      password: 'not-the-password-at-all',
    });
    const unknownEmail = await post(ctx, '/api/auth/login', {
      email: 'nobody@lumen.example',
      password: 'not-the-password-at-all',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const a = await wrongPassword.json();
    expect(a).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid credentials. Please try again.' },
    });
    expect(await unknownEmail.json()).toEqual(a);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('asks for both fields', async () => {
    const res = await post(ctx, '/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await post(ctx, '/api/auth/login', ADMIN, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('origin_mismatch');
  });

  it('answers GET /session with 401 without a session', async () => {
    const res = await get(ctx, '/api/auth/session');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/token (desktop)', () => {
  it('returns tokens in the body and sets no cookies', async () => {
    const res = await post(ctx, '/api/auth/token', PARTNER, { origin: '' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      accessToken: expect.stringMatching(/^ey/),
      refreshToken: expect.any(String),
      expiresIn: 900,
      user: { email: PARTNER.email, role: 'partner' },
    });
    const session = await get(ctx, '/api/auth/session', {
      authorization: `Bearer ${body.accessToken as string}`,
    });
    expect(session.status).toBe(200);
  });

  it('issues access tokens that last at most 15 minutes', async () => {
    const tokens = await desktopLogin(ctx, PARTNER);
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    ctx.clock.advance(14 * 60 * 1000);
    expect((await get(ctx, '/api/auth/session', auth)).status).toBe(200);
    ctx.clock.advance(61 * 1000);
    expect((await get(ctx, '/api/auth/session', auth)).status).toBe(401);
  });
});

describe('https', () => {
  it('uses Secure cookies with the __Host- prefix when the site is served over https', async () => {
    const https = await createTestApp({ PUBLIC_ORIGIN: 'https://lumen.example' });
    try {
      await createAccount(https, ADMIN, 'admin');
      const res = await post(https, '/api/auth/login', ADMIN, { origin: 'https://lumen.example' });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.map((c) => c.split('=')[0])).toEqual([
        '__Host-lumen_access',
        '__Host-lumen_refresh',
      ]);
      for (const c of cookies) {
        expect(c).toContain('Secure');
        expect(c).toContain('HttpOnly');
        expect(c).toContain('SameSite=Strict');
        expect(c).not.toContain('Domain');
      }
      const session = await get(https, '/api/auth/session', { cookie: cookieHeader(res) });
      expect(session.status).toBe(200);
      // The unprefixed name is not read over https (a subdomain could have planted it).
      const planted = cookieHeader(res).replaceAll('__Host-', '');
      expect((await get(https, '/api/auth/session', { cookie: planted })).status).toBe(401);
    } finally {
      await https.close();
    }
  });
});

describe('disabled accounts and the audit log', () => {
  it('refuses a disabled account with the usual message', async () => {
    const account = { email: 'gone@acme.example', password: 'Maple-Quarry-Thimble-88' };
    const id = await createAccount(ctx, account, 'partner');
    await ctx.db.sql`update users set disabled_at = now() where id = ${id}`;
    const res = await post(ctx, '/api/auth/login', account);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid credentials. Please try again.',
    );
  });

  it('records sign-ins and failures without any password or token', async () => {
    const actions = await auditActions(ctx);
    expect(actions).toContain('auth.login');
    expect(actions).toContain('auth.login_failed');
    const rows = await ctx.db.sql<
      { text: string }[]
    >`select row_to_json(a)::text as text from audit_log a`;
    const dump = rows.map((r) => r.text).join('\n');
    for (const secret of [ADMIN.password, PARTNER.password, 'not-the-password-at-all']) {
      expect(dump).not.toContain(secret);
    }
    // What was typed for an unknown account is not kept, only a short hash to link attempts.
    expect(dump).not.toContain('nobody@lumen.example');
    const failed = await ctx.db.sql<
      { actor_email: string | null; details: { reason: string; emailHash?: string } }[]
    >`
      select actor_email, details from audit_log
      where action = 'auth.login_failed' and details->>'reason' = 'unknown_account'`;
    expect(failed.length).toBeGreaterThan(0);
    // Keyed with the server's secret: hashing a guessed address does not find it.
    const guess = createHash('sha256').update('nobody@lumen.example').digest('hex');
    for (const row of failed) {
      expect(row.actor_email).toBeNull();
      expect(row.details.emailHash).toMatch(/^[0-9a-f]{16}$/);
      expect(guess).not.toContain(row.details.emailHash);
    }
  });
});

describe('the signing secret', () => {
  it('is generated once and stored in the database when AUTH_SECRET is not set', async () => {
    const rows = await ctx.db.sql<
      { name: string; value: string }[]
    >`select name, value from auth_secrets`;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value.length).toBeGreaterThanOrEqual(64);
    // Another process on the same database reads the same secret and accepts the same tokens.
    const tokens = await desktopLogin(ctx, PARTNER);
    const other = await signingKey(ctx.db.sql, { authSecret: undefined });
    expect(await verifyAccessToken(other, tokens.accessToken, ctx.clock.now())).toMatchObject({
      role: 'partner',
    });
  });

  it('comes from AUTH_SECRET when set', async () => {
    const secret = 'mT3q9VbX2kLr8ZpN4wYc7HsD1fGj6QeU0aRtBoKiEl5=';
    const app = await createTestApp({ AUTH_SECRET: secret });
    try {
      await createAccount(app, ADMIN, 'admin');
      const res = await post(app, '/api/auth/token', ADMIN, { origin: '' });
      const { accessToken } = (await res.json()) as { accessToken: string };
      const key = new TextEncoder().encode(secret);
      expect(await verifyAccessToken(key, accessToken, app.clock.now())).not.toBeNull();
      expect(await app.db.sql`select 1 from auth_secrets`).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
