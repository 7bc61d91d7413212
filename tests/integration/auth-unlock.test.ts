import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../server/logger.ts';
import { deliverDueMail } from '../../server/mail/outbox-worker.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import { ADMIN, cookieHeader, createAccount, PARTNER, post } from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt) and these tests hash many times.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let smtp: SmtpSink;
let received: ReceivedMail[];
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.mails;
  const { port } = smtp;
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_ORIGIN: 'https://lumen.example',
    TRUST_PROXY: 'true',
  });
  await createAccount(ctx, ADMIN, 'admin');
  await createAccount(ctx, PARTNER, 'partner');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const MIN = 60 * 1000;
const from = (ip: string, cookie = '') => ({ 'x-forwarded-for': ip, cookie });

/** Sends every queued mail to the SMTP server; the mails received in this round. */
async function deliver() {
  await ctx.background.idle();
  const before = received.length;
  await deliverDueMail({
    sql: ctx.db.sql,
    mailer: ctx.mailer,
    clock: ctx.clock,
    logger: silentLogger,
  });
  return received.slice(before);
}

/** The unlock token of a received mail's link under `area`. */
function unlockToken(raw: string, area: 'admin' | 'partners'): string {
  // Quoted-printable may wrap long lines ("=\r\n") and writes "=" as =3D.
  const body = raw.replace(/=\r?\n/g, '');
  const re = new RegExp(`https://lumen\\.example/${area}/unlock\\?token=(?:3D)?([A-Za-z0-9_-]+)`);
  const token = re.exec(body)?.[1];
  if (!token) throw new Error(`no unlock link in:\n${body}`);
  return token;
}

async function lock(account: { email: string }, ip: string) {
  for (let i = 0; i < 5; i++) {
    const res = await post(
      ctx,
      '/api/auth/login',
      { ...account, password: `wrong-${i}` },
      from(ip),
    );
    expect(res.status).toBe(401);
  }
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('the mailed unlock link', () => {
  it('mails the owner once per lock, and trusts only the browser that follows the link, once', async () => {
    // 09:00 starts a 15-minute window.
    ctx.clock.set('2025-07-01T09:00:00Z');
    await lock(ADMIN, '203.0.113.66');
    // More attempts while locked send no more mail.
    expect((await post(ctx, '/api/auth/login', ADMIN, from('203.0.113.66'))).status).toBe(429);
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([ADMIN.email]);
    expect(mails[0]?.raw).toContain('Subject: Your Lumen Legal account is locked');
    const token = unlockToken(mails[0]?.raw ?? '', 'admin');
    // Once sent, the stored mail no longer holds the working link.
    const [stored] = await ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox where kind = 'auth.account_unlock'`;
    expect(stored?.text_body).not.toContain(token);

    // The owner, at a new address, is locked out like everyone else...
    ctx.clock.advance(2 * MIN);
    expect((await post(ctx, '/api/auth/login', ADMIN, from('192.0.2.44'))).status).toBe(429);
    // ...until their browser follows the link and presses the button.
    const unlocked = await post(ctx, '/api/auth/unlock', { token }, from('192.0.2.44'));
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toMatchObject({ role: 'admin' });
    const setCookie = unlocked.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/__Host-lumen_trusted=[^;]+;.*HttpOnly/i);
    const browser = cookieHeader(unlocked);

    // The link works once.
    const again = await post(ctx, '/api/auth/unlock', { token }, from('192.0.2.44'));
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      code: 'invalid_token',
      message:
        'This unlock link has expired or has already been used. If the account is still locked, another link is mailed the next time it locks.',
    });

    // Another browser at the same address stays locked out; the trusted one gets in, and only
    // with the right password.
    expect((await post(ctx, '/api/auth/login', ADMIN, from('192.0.2.44'))).status).toBe(429);
    expect(
      (
        await post(
          ctx,
          '/api/auth/login',
          { ...ADMIN, password: 'not-it-at-all' },
          from('192.0.2.45', browser),
        )
      ).status,
    ).toBe(401);
    expect((await post(ctx, '/api/auth/login', ADMIN, from('192.0.2.45', browser))).status).toBe(
      200,
    );

    // Locked again in the same window: no second mail.
    await lock(ADMIN, '203.0.113.67');
    expect(await deliver()).toHaveLength(0);
    // The trust belongs to this account only: it does not open another locked account.
    await lock(PARTNER, '203.0.113.68');
    expect((await post(ctx, '/api/auth/login', PARTNER, from('192.0.2.45', browser))).status).toBe(
      429,
    );

    const audit = await ctx.db.sql<{ action: string; ip: string }[]>`
      select action, host(ip_address) as ip from audit_log
      where action in ('auth.unlock_mailed', 'auth.unlock') and actor_email = ${ADMIN.email}
      order by id`;
    expect(audit).toEqual([
      { action: 'auth.unlock_mailed', ip: '203.0.113.66' },
      { action: 'auth.unlock', ip: '192.0.2.44' },
    ]);
  });

  it('refuses an expired link with the same clear message', async () => {
    ctx.clock.set('2025-07-02T09:00:00Z');
    // The partner's locks (the previous test's and this one, a day later) each mailed a link.
    await lock(PARTNER, '203.0.113.70');
    const mails = await deliver();
    const tokens = mails.map((m) => unlockToken(m.raw, 'partners'));
    expect(tokens.length).toBeGreaterThan(0);
    ctx.clock.advance(61 * MIN);
    for (const token of tokens) {
      const res = await post(ctx, '/api/auth/unlock', { token }, from('192.0.2.46'));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_token');
    }
    expect(
      (await post(ctx, '/api/auth/unlock', { token: 'made-up' }, from('192.0.2.46'))).status,
    ).toBe(400);
  });

  it('mails nothing for an unknown account, and answers it the same way', async () => {
    ctx.clock.set('2025-07-03T09:00:00Z');
    const ghost = { email: 'ghost@lumen.example', password: 'Whatever-It-Is-123' };
    const answers: string[] = [];
    for (const account of [ghost, ADMIN]) {
      for (let i = 0; i < 6; i++) {
        const res = await post(
          ctx,
          '/api/auth/login',
          { ...account, password: `wrong-${i}` },
          from('198.51.100.9'),
        );
        answers.push(`${res.status} ${JSON.stringify(await res.json())}`);
      }
    }
    // The same six answers for both.
    expect(answers.slice(0, 6)).toEqual(answers.slice(6));
    const mails = await deliver();
    expect(mails.map((m) => m.to)).toEqual([[ADMIN.email]]);
  });

  it('refuses a foreign origin', async () => {
    const res = await post(
      ctx,
      '/api/auth/unlock',
      { token: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});
