/**
 * Two-step sign-in against the real server, with the test clock: the authenticator app's codes
 * and their window, a code used once, recovery codes, lock-out, the administrator's requirement
 * and reset, and passkeys with a software authenticator.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { SoftwareAuthenticator } from '../helpers/software-authenticator.ts';
import { call, type Session, signIn } from '../helpers/sync-api.ts';
import { ADMIN, browserLogin, cookieHeader, createAccount, post } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  // Behind a proxy: the tests say which address a sign-in comes from.
  ctx = await createTestApp({ PUBLIC_ORIGIN: 'https://lumen.example', TRUST_PROXY: 'true' });
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const STEP = 30_000;

/** The code an authenticator app shows now (or `offset` steps away). */
function codeOf(secret: string, offset = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: ctx.clock.now().getTime() + offset * STEP,
  });
}

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/** A staff member with an authenticator app set up: their session, secret and recovery codes. */
async function enrolled(email: string, role: 'editor' | 'sales' = 'editor') {
  const account = { email, password: 'Harbour-Lantern-Quiet-91' };
  const session = await signIn(ctx, account, role);
  const { secret } = await json<{ secret: string }>(
    call(ctx, session.cookie, 'POST', '/api/auth/two-factor/totp/start'),
  );
  const confirmed = await call(ctx, session.cookie, 'POST', '/api/auth/two-factor/totp/confirm', {
    code: codeOf(secret),
  });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  // The next code (the confirming one is spent).
  ctx.clock.advance(STEP);
  return { account, session, secret, recoveryCodes };
}

const login = (body: object) => post(ctx, '/api/auth/login', body);

describe('an authenticator app', () => {
  it('is set up with its first code, then asked for at every sign-in', async () => {
    const { account, secret, recoveryCodes } = await enrolled('tiina@lumen.example');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const passwordOnly = await login(account);
    expect(passwordOnly.status).toBe(401);
    expect(await passwordOnly.json()).toMatchObject({
      error: {
        code: 'second_factor_required',
        message:
          'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      },
    });
    expect(passwordOnly.headers.getSetCookie()).toEqual([]);

    // A phone a step behind is still let in; the same code again is not, and is told apart from
    // a wrong one (and not counted as a failure).
    ctx.clock.advance(STEP);
    const behind = codeOf(secret, -1);
    expect((await login({ ...account, code: behind })).status).toBe(200);
    const again = await login({ ...account, code: behind });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({
      error: {
        code: 'code_spent',
        message:
          'That code was just used. Wait for the next code in your authenticator app, then enter it.',
      },
    });
    // Two steps off is outside the window.
    expect((await login({ ...account, code: codeOf(secret, 2) })).status).toBe(401);
    expect((await login({ ...account, code: codeOf(secret) })).status).toBe(200);

    const audit = await ctx.db.sql<{ action: string; details: Record<string, unknown> }[]>`
      select action, details from audit_log where actor_email = ${account.email}
       and action in ('auth.2fa_enrolled', 'auth.login', 'auth.login_failed') order by id`;
    expect(
      audit.map((a) => [a.action, a.details.secondFactor ?? a.details.reason ?? null]),
    ).toEqual([
      ['auth.login', null],
      ['auth.2fa_enrolled', null],
      ['auth.login', 'totp'],
      ['auth.login_failed', 'wrong_code'],
      ['auth.login', 'totp'],
    ]);
  });

  it('ends every other session of the account once set up, as a password change does', async () => {
    const account = { email: 'rasmus@lumen.example', password: 'Harbour-Lantern-Quiet-91' };
    const laptop = await signIn(ctx, account, 'editor');
    const phone = await browserLogin(ctx, account);
    const { secret } = await json<{ secret: string }>(
      call(ctx, laptop.cookie, 'POST', '/api/auth/two-factor/totp/start'),
    );
    const confirmed = await call(ctx, laptop.cookie, 'POST', '/api/auth/two-factor/totp/confirm', {
      code: codeOf(secret),
    });
    expect(confirmed.status).toBe(200);
    expect((await call(ctx, phone, 'GET', '/api/auth/sessions')).status).toBe(401);
    expect((await call(ctx, phone, 'POST', '/api/auth/refresh', {})).status).toBe(401);
    expect((await call(ctx, laptop.cookie, 'GET', '/api/auth/sessions')).status).toBe(200);
  });

  it('does not count a code typed again in its 30 s towards the lock', async () => {
    const { account, secret } = await enrolled('siim@lumen.example');
    const code = codeOf(secret);
    expect((await login({ ...account, code })).status).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      expect(await (await login({ ...account, code })).json()).toMatchObject({
        error: { code: 'code_spent' },
      });
    }
    ctx.clock.advance(STEP);
    expect((await login({ ...account, code: codeOf(secret) })).status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const { account, recoveryCodes } = await enrolled('kaarel@lumen.example');
    const code = (recoveryCodes[3] ?? '').toUpperCase();
    expect((await login({ ...account, code })).status).toBe(200);
    expect((await login({ ...account, code })).status).toBe(401);
    const [left] = await ctx.db.sql`select count(*)::int as n from recovery_codes
      where used_at is null and user_id = (select id from users where email = ${account.email})`;
    expect(left?.n).toBe(9);
  });

  it('locks the account after five wrong codes, even for the right one', async () => {
    const { account, secret } = await enrolled('mihkel@lumen.example');
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ ...account, code: '000000' })).status).toBe(401);
    }
    const locked = await login({ ...account, code: codeOf(secret) });
    expect(locked.status).toBe(429);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await login({ ...account, code: codeOf(secret) })).status).toBe(200);
  });

  it('counts wrong codes per account even from an address it signed in from, and tells its owner', async () => {
    const { account, secret, recoveryCodes } = await enrolled('liisa@lumen.example');
    const home = { 'x-forwarded-for': '198.51.100.20' };
    const elsewhere = { 'x-forwarded-for': '203.0.113.9' };
    expect(
      (await post(ctx, '/api/auth/login', { ...account, code: codeOf(secret) }, home)).status,
    ).toBe(200);
    ctx.clock.advance(STEP);
    // Wrong recovery codes and wrong app codes count alike.
    for (const code of ['AAAA-BBBB', '000000', 'CCCC-DDDD', '111111', '222222']) {
      expect((await post(ctx, '/api/auth/login', { ...account, code }, home)).status).toBe(401);
    }
    // From the known address, the right code (app or recovery) waits too, and says why.
    for (const code of [codeOf(secret), recoveryCodes[0] ?? '']) {
      const locked = await post(ctx, '/api/auth/login', { ...account, code }, home);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({
        error: {
          code: 'rate_limited',
          message:
            'Too many wrong codes were entered for this account. Its second step is paused for 15 minutes.',
        },
      });
    }
    // From any other address the account is locked as after five wrong passwords.
    const other = await post(
      ctx,
      '/api/auth/login',
      { ...account, code: codeOf(secret) },
      elsewhere,
    );
    expect(other.status).toBe(429);
    const mails = await ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox
       where kind = 'auth.codes_locked' and to_address = ${account.email}`;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('five wrong codes');

    ctx.clock.advance(15 * 60 * 1000);
    expect(
      (await post(ctx, '/api/auth/login', { ...account, code: codeOf(secret) }, home)).status,
    ).toBe(200);
  });

  it('limits wrong codes on the account’s own pages too', async () => {
    const { session } = await enrolled('maarja@lumen.example');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call(ctx, session.cookie, 'POST', '/api/auth/two-factor/recovery-codes', {
        code: '123456',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the administrator’s requirement', () => {
  // The tests above moved the clock past the first session's idle time.
  beforeAll(async () => {
    admin = { ...admin, cookie: await browserLogin(ctx, ADMIN) };
  });

  it('keeps staff without a second factor to their Security page until they set one up', async () => {
    const account = { email: 'priit@lumen.example', password: 'Harbour-Lantern-Quiet-91' };
    await createAccount(ctx, account, 'sales');
    const turnOn = () =>
      call(ctx, admin.cookie, 'PUT', '/api/admin/security', { requireTwoFactor: true });
    // Not before the administrator has a second factor of their own (or they are locked out).
    const early = await turnOn();
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'own_second_factor_missing' } });
    const own = await json<{ secret: string }>(
      call(ctx, admin.cookie, 'POST', '/api/auth/two-factor/totp/start'),
    );
    await call(ctx, admin.cookie, 'POST', '/api/auth/two-factor/totp/confirm', {
      code: codeOf(own.secret),
    });
    expect(await json(turnOn())).toEqual({ requireTwoFactor: true });

    const cookie = cookieHeader(await login(account));
    expect(await json(call(ctx, cookie, 'GET', '/api/auth/session'))).toMatchObject({
      user: { email: account.email, needsSecondFactor: true },
    });
    const blocked = await call(ctx, cookie, 'GET', '/api/admin/contacts');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ error: { code: 'second_factor_setup_required' } });
    expect((await call(ctx, cookie, 'GET', '/api/sync/pull?since=0')).status).toBe(403);

    const { secret } = await json<{ secret: string }>(
      call(ctx, cookie, 'POST', '/api/auth/two-factor/totp/start'),
    );
    await call(ctx, cookie, 'POST', '/api/auth/two-factor/totp/confirm', { code: codeOf(secret) });
    expect((await call(ctx, cookie, 'GET', '/api/admin/contacts')).status).toBe(200);

    // The last second factor cannot be turned off while it is required.
    ctx.clock.advance(STEP);
    const off = await call(ctx, cookie, 'POST', '/api/auth/two-factor/totp/disable', {
      code: codeOf(secret),
    });
    expect(off.status).toBe(409);
    await call(ctx, admin.cookie, 'PUT', '/api/admin/security', { requireTwoFactor: false });
  });

  it('resets a lost phone: the factors go and the person is signed out', async () => {
    const { session, account } = await enrolled('liina@lumen.example');
    const reset = await call(
      ctx,
      admin.cookie,
      'POST',
      `/api/admin/users/${session.userId}/two-factor/reset`,
    );
    expect(reset.status).toBe(204);
    expect((await call(ctx, session.cookie, 'GET', '/api/auth/two-factor')).status).toBe(401);
    expect((await login(account)).status).toBe(200);
    const [entry] = await ctx.db.sql`select actor_email, details from audit_log
      where action = 'auth.2fa_reset' and entity_id = ${session.userId}`;
    expect(entry).toMatchObject({ actor_email: admin.email, details: { email: account.email } });
  });
});

describe('passkeys', () => {
  it('are added by a signed-in person, then sign them in without a password', async () => {
    const account = { email: 'anneli@lumen.example', password: 'Harbour-Lantern-Quiet-91' };
    const session = await signIn(ctx, account, 'editor');
    const device = new SoftwareAuthenticator('https://lumen.example', 'lumen.example');

    const creation = await json<{ challenge: string; user: { id: string }; rp: { id: string } }>(
      call(ctx, session.cookie, 'POST', '/api/auth/two-factor/passkeys/options'),
    );
    expect(creation.rp.id).toBe('lumen.example');
    const added = await call(ctx, session.cookie, 'POST', '/api/auth/two-factor/passkeys', {
      name: 'Work laptop',
      response: device.register(creation),
    });
    expect(added.status).toBe(201);
    expect(await json(call(ctx, session.cookie, 'GET', '/api/auth/two-factor'))).toMatchObject({
      passkeys: [{ name: 'Work laptop', lastUsedAt: null }],
    });
    // With a passkey, the password alone no longer signs in.
    expect((await login(account)).status).toBe(401);

    const request = await json<{ challenge: string }>(post(ctx, '/api/auth/passkey/options', {}));
    const assertion = device.signIn(request);
    const signedIn = await post(ctx, '/api/auth/passkey/sign-in', { response: assertion });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: account.email, role: 'editor' });
    const cookie = cookieHeader(signedIn);
    expect(await json(call(ctx, cookie, 'GET', '/api/auth/session'))).toMatchObject({
      user: { email: account.email },
    });

    // The same answer again (a replay) is refused: its challenge was used.
    const replay = await post(ctx, '/api/auth/passkey/sign-in', { response: assertion });
    expect(replay.status).toBe(401);
    // So is an answer from a key the server does not know.
    const stranger = new SoftwareAuthenticator('https://lumen.example', 'lumen.example');
    const other = await json<{ challenge: string }>(post(ctx, '/api/auth/passkey/options', {}));
    expect(
      (await post(ctx, '/api/auth/passkey/sign-in', { response: stranger.signIn(other) })).status,
    ).toBe(401);

    const audit = await ctx.db.sql<{ action: string; details: Record<string, unknown> }[]>`
      select action, details from audit_log
       where actor_id = ${session.userId} and action in ('auth.passkey_added', 'auth.login')
       order by id`;
    expect(audit.map((a) => [a.action, a.details.secondFactor ?? a.details.name ?? null])).toEqual([
      ['auth.login', null],
      ['auth.passkey_added', 'Work laptop'],
      ['auth.login', 'passkey'],
    ]);
  });
});
