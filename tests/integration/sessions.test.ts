/**
 * The Sessions screen's API: a person sees their own live sessions (browser and desktop, where
 * and when) and ends one, which signs that session out on its next request; an administrator
 * sees and ends anyone's. Each ending is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionView } from '../../shared/admin/sessions.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call } from '../helpers/sync-api.ts';
import { ADMIN, browserLogin, createAccount, get, PARTNER, post } from './auth-fixtures.ts';

let ctx: TestContext;
let partnerId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
  partnerId = await createAccount(ctx, PARTNER, 'partner');
});
afterAll(() => ctx.close());

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) lumen/1.0.0 Chrome/140.0.0.0 Electron/38.0.0 Safari/537.36';

async function desktopToken(account: { email: string; password: string }): Promise<string> {
  const res = await post(ctx, '/api/auth/token', account, { origin: '', 'user-agent': DESKTOP_UA });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function sessionsOf(cookie: string, path = '/api/auth/sessions'): Promise<SessionView[]> {
  const res = await call(ctx, cookie, 'GET', path);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { sessions: SessionView[] }).sessions;
}

describe('a person’s own sessions', () => {
  it('lists the browser and the desktop app, ends the desktop one, and that one is signed out', async () => {
    const cookie = await browserLogin(ctx, PARTNER);
    const bearer = await desktopToken(PARTNER);
    const mine = await sessionsOf(cookie);
    expect(mine).toHaveLength(2);
    const desktop = mine.find((s) => s.client === 'desktop');
    expect(desktop).toMatchObject({ browser: 'Desktop app', os: 'Windows', current: false });
    expect(mine.find((s) => s.client === 'browser')).toMatchObject({ current: true });

    const res = await call(ctx, cookie, 'DELETE', `/api/auth/sessions/${desktop?.id}`);
    expect(res.status).toBe(204);
    const after = await get(ctx, '/api/auth/session', { authorization: `Bearer ${bearer}` });
    expect(after.status).toBe(401);
    expect((await sessionsOf(cookie)).map((s) => s.client)).toEqual(['browser']);

    const [entry] = await ctx.db.sql<{ actor_email: string; entity_id: string }[]>`
      select actor_email, entity_id from audit_log where action = 'auth.session_ended'
      order by id desc limit 1`;
    expect(entry).toEqual({ actor_email: PARTNER.email, entity_id: partnerId });

    // Ending it again: it has ended already.
    const again = await call(ctx, cookie, 'DELETE', `/api/auth/sessions/${desktop?.id}`);
    expect(again.status).toBe(404);
  });

  it('cannot end someone else’s session through its own list', async () => {
    const partner = await browserLogin(ctx, PARTNER);
    const admin = await browserLogin(ctx, ADMIN);
    const [adminSession] = await sessionsOf(admin);
    const res = await call(ctx, partner, 'DELETE', `/api/auth/sessions/${adminSession?.id}`);
    expect(res.status).toBe(404);
    expect((await call(ctx, admin, 'GET', '/api/auth/session')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(ctx, '', 'GET', '/api/auth/sessions')).status).toBe(401);
  });
});

describe('an administrator and anyone’s sessions', () => {
  it('lists a partner’s sessions and ends one; a partner cannot do the same', async () => {
    const admin = await browserLogin(ctx, ADMIN);
    const bearer = await desktopToken(PARTNER);
    const path = `/api/admin/users/${partnerId}/sessions`;
    const theirs = await sessionsOf(admin, path);
    const desktop = theirs.find((s) => s.client === 'desktop' && !s.current);
    expect(desktop).toBeDefined();
    expect((await call(ctx, admin, 'DELETE', `${path}/${desktop?.id}`)).status).toBe(204);
    expect(
      (await get(ctx, '/api/auth/session', { authorization: `Bearer ${bearer}` })).status,
    ).toBe(401);
    const [entry] = await ctx.db.sql<{ actor_email: string }[]>`
      select actor_email from audit_log where action = 'auth.session_ended' order by id desc limit 1`;
    expect(entry?.actor_email).toBe(ADMIN.email);

    const partner = await browserLogin(ctx, PARTNER);
    expect((await call(ctx, partner, 'GET', path)).status).toBe(403);
    // An address that names no account has no sessions.
    expect(await sessionsOf(admin, '/api/admin/users/not-a-user/sessions')).toEqual([]);
    expect(
      (await call(ctx, admin, 'DELETE', '/api/admin/users/not-a-user/sessions/nope')).status,
    ).toBe(404);
  });
});
