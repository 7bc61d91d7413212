import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { ChangeFeed } from '../../../server/db/changes.ts';
import { silentLogger } from '../../../server/logger.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { call, insertContact, openEvents, type Session, signIn } from '../../helpers/sync-api.ts';
import { ENV, postJson, startedAgo } from '../leads-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const versionIn = (data: string) => BigInt((JSON.parse(data) as { version: string }).version);

describe('GET /api/sync/events', () => {
  it('sends the current version at once, then a changed event for a contact form submission', async () => {
    await insertContact(ctx);
    const stream = await openEvents(ctx.app, admin.cookie);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.res.headers.get('cache-control')).toBe('no-store');
      const first = await stream.next();
      expect(first.event).toBe('changed');
      const [seq] = await ctx.db.sql<
        { v: string }[]
      >`select last_value::text as v from sync_version_seq`;
      expect(versionIn(first.data)).toBe(BigInt(seq?.v ?? '0'));

      const res = await postJson(ctx, '/api/contact', {
        name: 'Mari Maasikas',
        email: 'mari@firma.ee',
        message: 'Tere! Please call me back.',
        started_at: startedAgo(ctx),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = await ctx.db.sql<{ version: string }[]>`
        select version::text as version from contact_submissions where id = ${id}`;
      // The feed may announce the version it saw first again; wait for the new one.
      let event = await stream.next();
      while (versionIn(event.data) < BigInt(row?.version ?? '0')) event = await stream.next();
      expect(event.event).toBe('changed');
      expect(versionIn(event.data)).toBe(BigInt(row?.version ?? '0'));
    } finally {
      await stream.close();
    }
  });

  it('folds a burst of changes into few events and stops listening when the client leaves', async () => {
    let subscribers = 0;
    const counting: ChangeFeed = {
      signal: ctx.changes.signal,
      close: () => ctx.changes.close(),
      subscribe(listener) {
        subscribers += 1;
        const off = ctx.changes.subscribe(listener);
        return () => {
          subscribers -= 1;
          off();
        };
      },
    };
    const app = createApp({
      sql: ctx.db.sql,
      clock: ctx.clock,
      config: ctx.config,
      mailer: ctx.mailer,
      logger: silentLogger,
      background: ctx.background,
      workers: ctx.workers,
      changes: counting,
    });
    const stream = await openEvents(app, admin.cookie);
    await stream.next();
    expect(subscribers).toBe(1);
    for (let i = 0; i < 20; i++) await insertContact(ctx, { name: `Burst ${i}` });
    const [seq] = await ctx.db.sql<
      { v: string }[]
    >`select last_value::text as v from sync_version_seq`;
    const seen: bigint[] = [];
    while (seen.at(-1) !== BigInt(seq?.v ?? '0')) seen.push(versionIn((await stream.next()).data));
    expect(seen.length).toBeLessThan(20);
    await stream.close();
    await vi.waitFor(() => expect(subscribers).toBe(0));
  });

  it('refuses anyone but an admin', async () => {
    expect((await ctx.app.request('/api/sync/events')).status).toBe(401);
  });

  it('ends the stream when its session signs out or its account is disabled, saying so and announcing nothing more', async () => {
    for (const [n, end] of [
      [1, (session: Session) => call(ctx, session.cookie, 'POST', '/api/auth/logout')],
      [
        2,
        (session: Session) =>
          ctx.db.sql`update users set disabled_at = now() where id = ${session.userId}`,
      ],
    ] as const) {
      const session = await signIn(ctx, {
        email: `listener${n}@lumen.example`,
        password: 'Quiet-Harbour-Lights-42',
      });
      const stream = await openEvents(ctx.app, session.cookie);
      try {
        expect((await stream.next()).event).toBe('changed');
        await end(session);
        await insertContact(ctx);
        // Ended, not lapsed: the device is told so (it signs out and forgets its copy).
        expect((await stream.next()).event).toBe('ended');
        await expect(stream.next()).rejects.toThrow('stream ended');
      } finally {
        await stream.close();
      }
    }
  });
});
