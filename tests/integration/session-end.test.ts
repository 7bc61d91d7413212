/**
 * "End session" ends it (issue 45): the ended device is told at once over its events stream
 * (`event: ended`, then the stream closes), and a device that was away hears it at its first
 * contact: its refresh and its session check answer 401 session_ended, the code on which the
 * back office signs out and deletes its local copy. A session that only lapsed answers
 * session_expired instead (its device keeps its copy for the next sign-in), and ending one
 * session leaves the other streams open.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_MS } from '../../server/auth/sessions.ts';
import type { SessionView } from '../../shared/admin/sessions.ts';
import { SESSION_ENDED_CODE } from '../../shared/admin/sessions.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, openEvents } from '../helpers/sync-api.ts';
import { ADMIN, browserLogin, createAccount, post } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
});
afterAll(() => ctx.close());

/** The id of the session `cookie` signed in with, from the Sessions list. */
async function sessionIdOf(cookie: string): Promise<string> {
  const res = await call(ctx, cookie, 'GET', '/api/auth/sessions');
  const { sessions } = (await res.json()) as { sessions: SessionView[] };
  const id = sessions.find((s) => s.current)?.id;
  if (!id) throw new Error('no current session');
  return id;
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** The next event of the stream that is not a heartbeat. */
type Events = Awaited<ReturnType<typeof openEvents>>;

describe('ending a session', () => {
  it('tells the ended device at once over its events stream, and closes it', async () => {
    const phone = await browserLogin(ctx, ADMIN);
    const laptop = await browserLogin(ctx, ADMIN);
    const stream: Events = await openEvents(ctx.app, phone);
    expect((await stream.next()).event).toBe('changed');
    const other: Events = await openEvents(ctx.app, laptop);
    expect((await other.next()).event).toBe('changed');

    const ended = await call(
      ctx,
      laptop,
      'DELETE',
      `/api/auth/sessions/${await sessionIdOf(phone)}`,
    );
    expect(ended.status).toBe(204);
    const started = Date.now();
    expect(await stream.next(2_000)).toEqual({
      event: 'ended',
      data: JSON.stringify({ code: SESSION_ENDED_CODE }),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(stream.next(2_000)).rejects.toThrow('stream ended');

    // The laptop's own stream goes on: it hears a change, never `ended`.
    expect((await other.next(2_000)).event).toBe('changed');
    await other.close();
  });

  it('a device that was away hears it at first contact: refresh and session check say session_ended', async () => {
    const phone = await browserLogin(ctx, ADMIN);
    const laptop = await browserLogin(ctx, ADMIN);
    await call(ctx, laptop, 'DELETE', `/api/auth/sessions/${await sessionIdOf(phone)}`);

    const check = await call(ctx, phone, 'GET', '/api/auth/session');
    expect(check.status).toBe(401);
    expect(await errorCode(check)).toBe(SESSION_ENDED_CODE);
    const refresh = await call(ctx, phone, 'POST', '/api/auth/refresh');
    expect(refresh.status).toBe(401);
    expect(await errorCode(refresh)).toBe(SESSION_ENDED_CODE);
    // The events stream itself is refused by the guard; the client's refresh then says why.
    const events = await openEvents(ctx.app, phone);
    expect(events.res.status).toBe(401);
  });

  it('a sign-out ends the session the same way', async () => {
    const tab = await browserLogin(ctx, ADMIN);
    const stream: Events = await openEvents(ctx.app, tab);
    await stream.next();
    expect((await post(ctx, '/api/auth/logout', {}, { cookie: tab })).status).toBe(204);
    expect((await stream.next(2_000)).event).toBe('ended');
  });

  it('a lapsed session is not an ended one: session_expired, and the device keeps its copy', async () => {
    const idle = await browserLogin(ctx, ADMIN);
    ctx.clock.advance(SESSION_IDLE_MS + 1_000);
    const refresh = await call(ctx, idle, 'POST', '/api/auth/refresh');
    expect(refresh.status).toBe(401);
    expect(await errorCode(refresh)).toBe('session_expired');
    const check = await call(ctx, idle, 'GET', '/api/auth/session');
    expect(check.status).toBe(401);
    expect(await errorCode(check)).not.toBe(SESSION_ENDED_CODE);
  });
});
