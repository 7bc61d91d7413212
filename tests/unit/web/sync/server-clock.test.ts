/**
 * The server's clock as a device learns it from pull answers: from the middle of the round trip,
 * so the time an answer spent on the way (a slow link, a busy page) is not taken for clock error.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncDb } from '../../../../web/src/sync/db.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { serverNow } from '../../../../web/src/sync/server-clock.ts';
import { fakeDevice } from '../../../helpers/sync-device.ts';
import { contact } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
afterEach(async () => {
  await db.delete();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const SERVER_TIME = '2025-06-01T12:00:00.000Z';

describe('learning the server’s clock', () => {
  it('is right within half the round trip, however long the answer took to arrive', async () => {
    for (const [skewMs, wayMs] of [
      [0, 1_500],
      [-DAY_MS, 1_500],
      [DAY_MS, 50],
    ] as const) {
      const device = fakeDevice('server-clock-test');
      db = device.db;
      device.server.serverTime = SERVER_TIME;
      device.server.insert('contact_submissions', contact());
      // The device's clock is `skewMs` off; the question takes `wayMs` to reach the server, which
      // writes SERVER_TIME, and the answer as long again to come back.
      let deviceMs = Date.parse(SERVER_TIME) + skewMs - wayMs;
      const now = () => new Date(deviceMs);
      const transport = {
        ...device.transport,
        pull: async (...args: Parameters<typeof device.transport.pull>) => {
          const page = await device.transport.pull(...args);
          deviceMs += 2 * wayMs;
          return page;
        },
      };
      await pullAll({ db, transport, signal: device.signal, now });
      // Read when the answer arrived: the server's clock then was SERVER_TIME + wayMs.
      const learnt = (await serverNow(db, now())).getTime();
      expect(learnt - (Date.parse(SERVER_TIME) + wayMs), `skew ${skewMs}`).toBe(0);
      await db.delete();
    }
  });
});

describe('a change shown at once', () => {
  it('carries the server’s time, not the device’s, which is an hour behind', async () => {
    const device = fakeDevice('server-clock-mutate-test');
    db = device.db;
    // DEVICE_NOW is 12:00; the server says 13:00.
    device.server.serverTime = '2025-06-01T13:00:00.000Z';
    const row = device.server.insert('contact_submissions', contact());
    await device.pull();
    await device.mutate('contact.markResponded', { id: row.id });
    expect((await db.rows('contact_submissions').get(row.id))?.response_date).toBe(
      '2025-06-01T13:00:00.000Z',
    );
  });
});
