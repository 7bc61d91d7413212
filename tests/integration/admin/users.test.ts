import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { ADMIN, createAccount, desktopLogin, PARTNER, post } from '../auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt); these tests sign in several times.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let adminId: string;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminId = await createAccount(ctx, ADMIN, 'admin');
  await createAccount(ctx, PARTNER, 'partner');
  token = (await desktopLogin(ctx, ADMIN)).accessToken;
});
afterAll(() => ctx.close());

function call(method: string, path: string, body?: unknown, bearer = token): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

interface UserView {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
  invited: boolean;
}

async function users(): Promise<UserView[]> {
  return ((await (await call('GET', '/api/admin/users')).json()) as { users: UserView[] }).users;
}

async function audit(action: string) {
  return ctx.db.sql<{ actor_email: string; entity_id: string; details: Record<string, unknown> }[]>`
    select actor_email, entity_id, details from audit_log where action = ${action} order by id`;
}

describe('/api/admin/users', () => {
  it('invites: an account without a password, and a mailed single-use link that sets one', async () => {
    const res = await call('POST', '/api/admin/users', {
      email: '  Kadri.Kask@Lumen.example ',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: UserView };
    expect(user).toMatchObject({ email: 'kadri.kask@lumen.example', role: 'admin', invited: true });
    expect((await users()).find((u) => u.id === user.id)).toMatchObject({ invited: true });

    // Nobody signs in before the password is chosen.
    const none = await post(ctx, '/api/auth/login', { email: user.email, password: '!invited' });
    expect(none.status).toBe(401);

    const [mail] = await ctx.db.sql<{ to_address: string; text_body: string; kind: string }[]>`
      select to_address, text_body, kind from mail_outbox where kind = 'auth.invitation'`;
    expect(mail?.to_address).toBe('kadri.kask@lumen.example');
    const link = /http:\/\/[^\s]+\/admin\/reset-password\?token=([\w-]+)/.exec(
      mail?.text_body ?? '',
    );
    expect(link).not.toBeNull();
    const password = 'Meadow-Lantern-Quartz-88';
    const set = await post(ctx, '/api/auth/password-reset/confirm', {
      token: link?.[1],
      password,
    });
    expect(set.status).toBe(200);
    expect((await post(ctx, '/api/auth/login', { email: user.email, password })).status).toBe(200);
    expect((await users()).find((u) => u.id === user.id)).toMatchObject({ invited: false });
    // Single use.
    const again = await post(ctx, '/api/auth/password-reset/confirm', {
      token: link?.[1],
      password: 'Another-Lantern-Quartz-99',
    });
    expect(again.status).toBe(400);

    const [entry] = await audit('user.invited');
    expect(entry).toMatchObject({ actor_email: ADMIN.email, entity_id: user.id });
    expect(JSON.stringify(entry?.details)).not.toContain(link?.[1]);
  });

  it('refuses a bad address, a bad role and an address that already has an account', async () => {
    const bad = await call('POST', '/api/admin/users', { email: 'not-an-email', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: {
        fields: {
          email: 'Please enter a valid email address.',
          role: 'The role must be admin, editor, sales or partner.',
        },
      },
    });
    const taken = await call('POST', '/api/admin/users', {
      email: PARTNER.email.toUpperCase(),
      role: 'partner',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: { code: 'email_taken', message: 'An account with this email address already exists.' },
    });
  });

  it('disables (sessions end at once) and re-enables; never yourself', async () => {
    const partner = (await users()).find((u) => u.email === PARTNER.email);
    const partnerToken = (await desktopLogin(ctx, PARTNER)).accessToken;
    const disabled = await call('POST', `/api/admin/users/${partner?.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as { user: UserView }).user.disabled).toBe(true);
    const refused = await ctx.app.request('/api/partner/me', {
      headers: { Authorization: `Bearer ${partnerToken}` },
    });
    expect(refused.status).toBe(401);
    expect((await post(ctx, '/api/auth/login', PARTNER)).status).toBe(401);

    const enabled = await call('POST', `/api/admin/users/${partner?.id}/enable`);
    expect(((await enabled.json()) as { user: UserView }).user.disabled).toBe(false);
    expect((await post(ctx, '/api/auth/login', PARTNER)).status).toBe(200);
    expect((await audit('user.disabled')).at(-1)).toMatchObject({
      actor_email: ADMIN.email,
      details: { before: { disabled: false }, after: { disabled: true } },
    });
    expect((await audit('user.enabled')).at(-1)).toMatchObject({ actor_email: ADMIN.email });

    const self = await call('POST', `/api/admin/users/${adminId}/disable`);
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({
      error: { message: 'You cannot disable your own account.' },
    });
    const missing = await call(
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/disable',
    );
    expect(missing.status).toBe(404);
  });
});
