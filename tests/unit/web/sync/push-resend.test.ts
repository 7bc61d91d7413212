/**
 * The edges of exactly-once and of telling the truth: a resend says when it was first sent, by
 * the server's clock; a record purged while the device was away is told as deleted; a resend
 * the server can no longer match keeps the server's explanation.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../../../web/src/lib/api.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate } from '../../../../web/src/sync/mutate.ts';
import { SYNC_MESSAGES } from '../../../../web/src/sync/notices.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { pushAll } from '../../../../web/src/sync/push.ts';
import { serverNow } from '../../../../web/src/sync/server-clock.ts';
import { contact, FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

/** This device's clock: an hour behind the server's. */
const now = () => new Date('2025-06-01T12:00:00Z');
const SERVER_TIME = '2025-06-01T13:00:00.000Z';
const signal = new AbortController().signal;

async function setup() {
  n += 1;
  db = createSyncDb(`push-resend-test-${n}`);
  const server = new FakeSyncServer();
  server.serverTime = SERVER_TIME;
  const transport = fakeTransport(server);
  const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
  const row = server.insert('contact_submissions', contact());
  const pull = () => pullAll({ db, transport, signal, now });
  const push = () => pushAll({ db, transport, signal, now });
  await pull();
  return { server, transport, db, mutate, pull, push, row };
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
