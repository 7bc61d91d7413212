/**
 * The browser's sync engine following the real events stream: a row written on the server
 * (here straight into the database, as a public form post would) reaches the local copy
 * without anyone asking for a sync.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../../web/src/sync/engine.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { adminTransport } from '../../helpers/sync-transport.ts';
import { ADMIN, createAccount, desktopLogin } from '../auth-fixtures.ts';

let ctx: TestContext;
let engine: SyncEngine;

beforeAll(async () => {
  ctx = await createTestApp();
  const id = await createAccount(ctx, ADMIN, 'admin');
  const { accessToken } = await desktopLogin(ctx, ADMIN);
  engine = createSyncEngine({
    user: { id, email: ADMIN.email, role: 'admin' },
    transport: adminTransport(ctx.app, accessToken, { events: true }),
    network: { isOnline: () => true, subscribe: () => () => {} },
    // No polling: only the events stream can bring the new row.
    timing: { pollMs: 3_600_000 },
  });
});
afterAll(async () => {
  await engine?.destroyLocal();
  await ctx.close();
});

describe('the sync engine on the events stream', () => {
  it('pulls a row the server announces, unasked', async () => {
    await vi.waitFor(() => expect(engine.status.get().ready).toBe(true), { timeout: 10_000 });
    const [row] = await ctx.db.sql<{ id: string }[]>`
      insert into contact_submissions (name, email, message)
      values ('Mari Maasikas', 'mari@firma.ee', 'Please call me back.')
      returning id`;
    const id = row?.id ?? '';
    await vi.waitFor(
      async () => {
        expect(await engine.db.rows('contact_submissions').get(id)).toMatchObject({
          name: 'Mari Maasikas',
          status: 'new',
        });
        // The row is written before the pull that brought it has finished: wait for both.
        expect(engine.status.get()).toMatchObject({ phase: 'idle', error: null, online: true });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
