/**
 * Two admins on the browser's sync engine against the real server: an offline change older than
 * a colleague's newer one to the same field does not overwrite it, and each is told the truth.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../../web/src/sync/engine.ts';
import type { NetworkMonitor } from '../../../web/src/sync/network.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { type AdminTransport, adminTransport } from '../../helpers/sync-transport.ts';
import { createAccount, desktopLogin } from '../auth-fixtures.ts';

let ctx: TestContext;
const alwaysOnline: NetworkMonitor = { isOnline: () => true, subscribe: () => () => {} };

interface Admin {
  engine: SyncEngine;
  transport: AdminTransport;
}

async function admin(email: string, password: string): Promise<Admin> {
  const id = await createAccount(ctx, { email, password }, 'admin');
  const { accessToken } = await desktopLogin(ctx, { email, password });
  const transport = adminTransport(ctx.app, accessToken);
  const engine = createSyncEngine({
    user: { id, email, role: 'admin' },
    transport,
    network: alwaysOnline,
    // The server's test clock is everyone's clock: "later" is decided by the test.
    now: () => ctx.clock.now(),
    timing: { retryMinMs: 5, retryMaxMs: 40, pollMs: 3_600_000, recheckMs: 5 },
  });
  return { engine, transport };
}

let anna: Admin;
let jaan: Admin;
beforeAll(async () => {
  ctx = await createTestApp();
  anna = await admin('anna@lumen.example', 'Copper-Lantern-Harbour-31');
  jaan = await admin('jaan@lumen.example', 'Granite-Meadow-Lantern-52');
});
afterAll(async () => {
  await anna.engine.destroyLocal();
  await jaan.engine.destroyLocal();
  await ctx.close();
});

const priority = async (id: string) =>
  (
    await ctx.db.sql<{ priority: string }[]>`
    select priority from contact_submissions where id = ${id}`
  )[0]?.priority;

describe('an offline change older than a colleague’s', () => {
  it('keeps the colleague’s, tells the offline admin who and when, and applies theirs only on request', async () => {
    const [seeded] = await ctx.db.sql<{ id: string }[]>`
      insert into contact_submissions (name, email, message)
      values ('Mari Maasikas', 'mari@firma.ee', 'Please call me back.') returning id`;
    const id = seeded?.id ?? '';
    await anna.engine.syncNow();
    await jaan.engine.syncNow();

    // Anna, offline, sets High; half a second later Jaan, online, sets Urgent.
    anna.transport.offline = true;
    await anna.engine.mutate('contact.setPriority', { id, priority: 'high' });
    const annaMadeAt = ctx.clock.now().toISOString();
    ctx.clock.advance(500);
    await jaan.engine.mutate('contact.setPriority', { id, priority: 'urgent' });
    await jaan.engine.syncNow();
    const jaanMadeAt = ctx.clock.now().toISOString();

    // A minute later Anna is back online.
    ctx.clock.advance(60_000);
    anna.transport.offline = false;
    await anna.engine.syncNow();
    expect(await priority(id)).toBe('urgent');
    expect((await anna.engine.db.rows('contact_submissions').get(id))?.priority).toBe('urgent');
    const [told] = await anna.engine.db._notices.toArray();
    expect(told).toMatchObject({
      kind: 'conflict',
      mutation: 'contact.setPriority',
      rowId: id,
      args: { id, priority: 'high' },
      attempted: { priority: 'high' },
      madeAt: annaMadeAt,
      newer: [{ field: 'priority', value: 'urgent', by: 'jaan@lumen.example', at: jaanMadeAt }],
    });
    // Nothing of Jaan's was replaced, so he is told nothing.
    await jaan.engine.syncNow();
    expect(await jaan.engine.db._notices.count()).toBe(0);

    // "Apply mine anyway": the same change, made now.
    ctx.clock.advance(1_000);
    await anna.engine.mutate('contact.setPriority', told?.args as { id: string; priority: 'high' });
    await anna.engine.syncNow();
    expect(await priority(id)).toBe('high');

    // Now Jaan's change really was replaced by a later one, and he is told so.
    await jaan.engine.syncNow();
    expect(await jaan.engine.db._notices.toArray()).toMatchObject([
      { kind: 'overwritten', field: 'priority', rowId: id, row: { priority: 'high' } },
    ]);

    // Once more: Anna's new offline change meets Jaan's newer one. Her applied High was replaced
    // by it too, but the one notice about the newer change says all there is.
    await anna.engine.db._notices.clear();
    anna.transport.offline = true;
    await anna.engine.mutate('contact.setPriority', { id, priority: 'low' });
    ctx.clock.advance(500);
    await jaan.engine.mutate('contact.setPriority', { id, priority: 'medium' });
    await jaan.engine.syncNow();
    ctx.clock.advance(60_000);
    anna.transport.offline = false;
    await anna.engine.syncNow();
    await anna.engine.syncNow();
    expect(await anna.engine.db._notices.toArray()).toMatchObject([
      { kind: 'conflict', attempted: { priority: 'low' }, newer: [{ value: 'medium' }] },
    ]);
  });
});
