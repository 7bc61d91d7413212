import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLimitKey, IP_FAILURES } from '../../server/auth/sign-in.ts';
import { hitRateLimit } from '../../server/services/rate-limit.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ADMIN, createAccount, post } from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  await createAccount(ctx, ADMIN, 'admin');
});
afterAll(() => ctx.close());

const MIN = 60 * 1000;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('failed sign-ins per account', () => {
  it('allows 5 failures in 15 minutes, then answers 429 with Retry-After, even for the right password', async () => {
    // 09:00 is the start of a 15-minute window.
    ctx.clock.set('2025-06-01T09:00:00Z');
    for (let i = 0; i < 5; i++) {
      const res = await post(
        ctx,
        '/api/auth/login',
        { ...ADMIN, password: `wrong-${i}` },
        from(`198.51.100.${i}`),
      );
      expect(res.status).toBe(401);
    }
    const rows = await ctx.db.sql<{ key: string; count: number }[]>`
      select key, count from rate_limits where key like 'login:account:%'`;
    // Counted under a hash of the address: what was typed is not kept.
    expect(rows).toEqual([
      {
        key: await accountLimitKey({ sql: ctx.db.sql, config: ctx.config }, ADMIN.email),
        count: 5,
      },
    ]);
    expect(rows[0]?.key).not.toContain(ADMIN.email);
    ctx.clock.advance(5 * MIN);
    const locked = await post(ctx, '/api/auth/login', ADMIN, from('198.51.100.50'));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(10 * 60));
    expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
      'Too many failed sign-in attempts. Please try again later.',
    );
    // The desktop endpoint shares the counter.
    expect(
      (await post(ctx, '/api/auth/token', ADMIN, { origin: '', ...from('198.51.100.51') })).status,
    ).toBe(429);

    ctx.clock.advance(10 * MIN);
    expect((await post(ctx, '/api/auth/login', ADMIN, from('198.51.100.52'))).status).toBe(200);
    // The audit log names the address and time of each attempt.
    const audit = await ctx.db.sql<{ action: string; ip: string; created_at: Date }[]>`
      select action, host(ip_address) as ip, created_at from audit_log
      where actor_email = ${ADMIN.email} order by id`;
    expect(audit[0]).toEqual({
      action: 'auth.login_failed',
      ip: '198.51.100.0',
      created_at: new Date('2025-06-01T09:00:00Z'),
    });
    expect(audit.at(-1)).toMatchObject({ action: 'auth.login', ip: '198.51.100.52' });
  });

  it('counts an unknown address the same way, so lock-out reveals nothing', async () => {
    ctx.clock.set('2025-06-01T10:00:00Z');
    const ghost = { email: 'ghost@lumen.example', password: 'whatever-it-is' };
    for (let i = 0; i < 5; i++) {
      expect((await post(ctx, '/api/auth/login', ghost, from('203.0.113.9'))).status).toBe(401);
    }
    expect((await post(ctx, '/api/auth/login', ghost, from('203.0.113.9'))).status).toBe(429);
  });
});

describe('lock-out cannot be used as a weapon', () => {
  it('keeps the account open from an address it signed in from before', async () => {
    ctx.clock.set('2025-06-02T09:00:00Z');
    const owner = { email: 'owner@lumen.example', password: 'Copper-Meadow-Lantern-58' };
    await createAccount(ctx, owner, 'admin');
    expect((await post(ctx, '/api/auth/login', owner, from('192.0.2.10'))).status).toBe(200);
    // Someone else sends 5 wrong passwords from elsewhere: the account is locked...
    for (let i = 0; i < 5; i++) {
      await post(ctx, '/api/auth/login', { ...owner, password: `x-${i}` }, from(`203.0.113.${i}`));
    }
    expect((await post(ctx, '/api/auth/login', owner, from('203.0.113.99'))).status).toBe(429);
    // ...but not for its owner at the address they use.
    expect((await post(ctx, '/api/auth/login', owner, from('192.0.2.10'))).status).toBe(200);
  });
});

describe('a blocked address', () => {
  it('writes no per-account counter and no audit row per attempt once blocked', async () => {
    ctx.clock.set('2025-06-03T11:00:00Z');
    const ip = '192.0.2.200';
    for (let i = 0; i < IP_FAILURES.limit; i++) {
      await hitRateLimit(ctx.db.sql, { key: `login:ip:${ip}`, ...IP_FAILURES }, ctx.clock.now());
    }
    const counts = async () => {
      const [row] = await ctx.db.sql<{ limits: number; audit: number }[]>`
        select (select count(*)::int from rate_limits) as limits,
          (select count(*)::int from audit_log) as audit`;
      return row;
    };
    expect((await post(ctx, '/api/auth/login', ADMIN, from(ip))).status).toBe(429);
    const after = await counts();
    for (let i = 0; i < 20; i++) {
      const res = await post(
        ctx,
        '/api/auth/login',
        { email: `random${i}@example.ee`, password: 'guess' },
        from(ip),
      );
      expect(res.status).toBe(429);
    }
    expect(await counts()).toEqual(after);
  });
});

describe('parallel guesses', () => {
  it('cannot slip past the limit by arriving all at once', async () => {
    ctx.clock.set('2025-06-01T15:00:00Z');
    const account = { email: 'burst@lumen.example', password: 'Indigo-Ferry-Saddle-71' };
    await createAccount(ctx, account, 'partner');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(ctx, '/api/auth/login', { ...account, password: `guess-${i}` }, from(`198.18.0.${i}`)),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('failed sign-ins per IP address', () => {
  it('allows 100 failures per hour from one address, then 429 with Retry-After', async () => {
    ctx.clock.set('2025-06-01T11:00:00Z');
    const ip = '192.0.2.77';
    // 97 earlier failures (as many accounts) are written straight into the shared counter;
    // the last three go through the endpoint.
    for (let i = 0; i < 97; i++) {
      await hitRateLimit(ctx.db.sql, { key: `login:ip:${ip}`, ...IP_FAILURES }, ctx.clock.now());
    }
    for (let i = 0; i < 3; i++) {
      const res = await post(
        ctx,
        '/api/auth/login',
        { email: `user${i}@acme.example`, password: 'guess-guess' },
        from(ip),
      );
      expect(res.status).toBe(401);
    }
    ctx.clock.advance(20 * MIN);
    const blocked = await post(ctx, '/api/auth/login', ADMIN, from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(40 * 60));
    // Another address is not affected.
    expect((await post(ctx, '/api/auth/login', ADMIN, from('192.0.2.78'))).status).toBe(200);
  });

  it('clears the account counter after a successful sign-in', async () => {
    ctx.clock.set('2025-06-01T13:00:00Z');
    for (let i = 0; i < 4; i++) {
      await post(ctx, '/api/auth/login', { ...ADMIN, password: 'nope-nope' }, from('192.0.2.90'));
    }
    expect((await post(ctx, '/api/auth/login', ADMIN, from('192.0.2.90'))).status).toBe(200);
    const key = await accountLimitKey({ sql: ctx.db.sql, config: ctx.config }, ADMIN.email);
    const counter = () => ctx.db.sql<{ count: number }[]>`
      select count from rate_limits where key = ${key}`;
    expect(await counter()).toEqual([]);
    const again = await post(
      ctx,
      '/api/auth/login',
      { ...ADMIN, password: 'nope' },
      from('192.0.2.90'),
    );
    expect(again.status).toBe(401);
    expect(await counter()).toEqual([{ count: 1 }]);
  });
});
