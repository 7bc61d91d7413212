import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  ADMIN,
  auditActions,
  browserLogin,
  createAccount,
  get,
  PARTNER,
  post,
} from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_ORIGIN: 'http://127.0.0.1:4000' });
  await createAccount(ctx, ADMIN, 'admin');
  await createAccount(ctx, PARTNER, 'partner');
});
afterAll(() => ctx.close());

const MIN = 60 * 1000;
const ANSWER = {
  message:
    'If an account exists for that email address, we have sent a link to reset the password. The link is valid for 1 hour.',
};

async function requestLink(email: string): Promise<URL> {
  // Each request a second later, so the newest outbox row is this one.
  ctx.clock.advance(1000);
  const res = await post(ctx, '/api/auth/password-reset', { email });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual(ANSWER);
  // The link is made and mailed after the answer (the same answer, as fast, for everyone).
  await ctx.background.idle();
  const [mail] = await ctx.db.sql<{ to_address: string; text_body: string; kind: string }[]>`
    select to_address, text_body, kind from mail_outbox order by created_at desc, id limit 1`;
  expect(mail?.to_address).toBe(email);
  expect(mail?.kind).toBe('auth.password_reset');
  const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  return new URL(link);
}

async function outboxCount(): Promise<number> {
  const [row] = await ctx.db.sql<{ n: number }[]>`select count(*)::int as n from mail_outbox`;
  return row?.n ?? 0;
}

describe('password reset', () => {
  it('gives the same answer for an unknown address and mails nothing', async () => {
    const before = await outboxCount();
    const res = await post(ctx, '/api/auth/password-reset', { email: 'nobody@lumen.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(ANSWER);
    await ctx.background.idle();
    expect(await outboxCount()).toBe(before);
  });

  it('links a partner to the partner area and an admin to the back office', async () => {
    const partner = await requestLink(PARTNER.email);
    expect(partner.origin + partner.pathname).toBe('http://127.0.0.1:4000/partners/reset-password');
    const admin = await requestLink(ADMIN.email);
    expect(admin.pathname).toBe('/admin/reset-password');
    expect(admin.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('sets the new password with a single-use token and ends every session', async () => {
    const cookie = await browserLogin(ctx, PARTNER);
    const token = (await requestLink(PARTNER.email)).searchParams.get('token');
    const password = 'Harbour-Willow-Quartz-55';
    const res = await post(ctx, '/api/auth/password-reset/confirm', { token, password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Your password has been changed. Please sign in with the new password.',
    });
    expect((await get(ctx, '/api/auth/session', { cookie })).status).toBe(401);
    expect((await post(ctx, '/api/auth/login', PARTNER)).status).toBe(401);
    expect((await post(ctx, '/api/auth/login', { email: PARTNER.email, password })).status).toBe(
      200,
    );

    const again = await post(ctx, '/api/auth/password-reset/confirm', {
      token,
      password: 'Another-Lengthy-Phrase-77',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        code: 'invalid_token',
        message: 'This reset link is invalid or has expired. Please request a new one.',
      },
    });
    PARTNER.password = password;
    const actions = await auditActions(ctx);
    expect(actions).toContain('auth.password_reset_requested');
    expect(actions).toContain('auth.password_reset');
    const rows = await ctx.db.sql<
      { text: string }[]
    >`select row_to_json(a)::text as text from audit_log a`;
    const dump = rows.map((r) => r.text).join('\n');
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(token);
  });

  it('expires the link after 1 hour', async () => {
    const token = (await requestLink(ADMIN.email)).searchParams.get('token');
    ctx.clock.advance(60 * MIN);
    const res = await post(ctx, '/api/auth/password-reset/confirm', {
      token,
      password: 'Lantern-Thistle-Orbit-20',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
    expect((await post(ctx, '/api/auth/login', ADMIN)).status).toBe(200);
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const token = (await requestLink(ADMIN.email)).searchParams.get('token');
    const short = await post(ctx, '/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { password: 'Password must be at least 12 characters.' },
        // The stable reason beside the English message, for screens in other languages.
        reasons: { password: 'too_short' },
      },
    });
    const common = await post(ctx, '/api/auth/password-reset/confirm', {
      token,
      password: 'password1234',
    });
    expect(await common.json()).toMatchObject({
      error: {
        fields: { password: 'This password is too common; choose one that is harder to guess.' },
        reasons: { password: 'common' },
      },
    });
    const ok = await post(ctx, '/api/auth/password-reset/confirm', {
      token,
      password: 'Juniper-Basalt-Mirror-64',
    });
    expect(ok.status).toBe(200);
  });

  it('stops mailing one address after 3 requests an hour, still with the same answer', async () => {
    ctx.clock.advance(2 * 60 * MIN);
    const before = await outboxCount();
    for (let i = 0; i < 5; i++) {
      const res = await post(ctx, '/api/auth/password-reset', { email: ADMIN.email });
      expect(await res.json()).toEqual(ANSWER);
    }
    await ctx.background.idle();
    expect(await outboxCount()).toBe(before + 3);
  });
});
