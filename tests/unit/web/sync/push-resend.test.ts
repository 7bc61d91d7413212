/**
 * The edges of exactly-once and of telling the truth: a resend says when it was first sent, by
 * the server's clock; a record purged while the device was away is told as deleted; a resend
 * the server can no longer match keeps the server's explanation.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../../../web/src/lib/api.ts';
import type { SyncDb } from '../../../../web/src/sync/db.ts';
import { SYNC_MESSAGES } from '../../../../web/src/sync/notices.ts';
import { serverNow } from '../../../../web/src/sync/server-clock.ts';
import { DEVICE_NOW, fakeDevice } from '../../../helpers/sync-device.ts';
import { contact } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
afterEach(async () => {
  await db.delete();
});

/** This device's clock: an hour behind the server's. */
const now = DEVICE_NOW;
const SERVER_TIME = '2025-06-01T13:00:00.000Z';
const _signal = new AbortController().signal;

async function setup() {
  const device = fakeDevice('push-resend-test');
  db = device.db;
  device.server.serverTime = SERVER_TIME;
  const row = device.server.insert('contact_submissions', contact());
  const push = () => device.push();
  await device.pull();
  return { ...device, push, row };
}

describe('resending a change whose answer was lost', () => {
  it('learns the server’s clock from pulls', async () => {
    await setup();
    expect((await serverNow(db, now())).toISOString()).toBe(SERVER_TIME);
  });

  it('says when it was first sent, by the server’s clock; a first send says nothing', async () => {
    const { transport, mutate, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    transport.loseNextPushAnswer = true;
    await expect(push()).rejects.toBeInstanceOf(NetworkError);
    await push();
    const [first, resend] = transport.pushed.map((r) => r.mutations[0]);
    expect(first?.resentFrom).toBeUndefined();
    expect(resend).toEqual({ ...first, resentFrom: SERVER_TIME });
  });

  it('keeps the server’s explanation when the server can no longer tell the outcome', async () => {
    const { server, mutate, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    const [queued] = await db._mutations.toArray();
    server.answers.set(queued?.id ?? '', {
      id: queued?.id ?? '',
      status: 'rejected',
      code: 'outcome_unknown',
      message: 'It was not applied again: check the record.',
    });
    await push();
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        message: 'It was not applied again: check the record.',
      }),
    ]);
    // Rolled back to the server's row.
    expect((await db.rows('contact_submissions').get(row.id))?.status).toBe('new');
  });
});

describe('a change to a record purged while this device was away', () => {
  it('is told as a deletion by someone else, and the record leaves the local copy', async () => {
    const { server, mutate, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    await mutate('contact.setPriority', { id: row.id, priority: 'high' });
    server.purge(row.id);
    await push();
    expect(await db.rows('contact_submissions').get(row.id)).toBeUndefined();
    expect(await db._mutations.count()).toBe(0);
    expect(await db._shadows.count()).toBe(0);
    // Two changes, one record gone: one notice, as for a deletion.
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({
        kind: 'conflict',
        mutation: 'contact.setStatus',
        message: SYNC_MESSAGES.deletedElsewhere,
        row: expect.objectContaining({ id: row.id, deleted_at: expect.any(String) }),
      }),
    ]);
  });
});
