import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../../shared/admin/newsletter.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate, MutationRefusedError } from '../../../../web/src/sync/mutate.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { pushAll } from '../../../../web/src/sync/push.ts';
import { FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

const now = () => new Date('2026-11-22T12:00:00.000Z');

function signup(id: string, subscribed: boolean) {
  return {
    id,
    email: `${id.slice(0, 4)}@firma.ee`,
    subscribed,
    unsubscribed_at: subscribed ? null : '2026-11-01T10:00:00.000Z',
    spam_reason: null,
    version: '5',
    deleted_at: null,
  };
}

describe('mutate() and a change the row does not allow', () => {
  it('refuses Unsubscribe of an unsubscribed signup before touching the local copy', async () => {
    n += 1;
    db = createSyncDb(`mutate-test-${n}`);
    const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
    const gone = signup('0b6f4d8e-1c2a-4e3b-9f5d-7a8c9b0d1e2f', false);
    const active = signup('1c7a5e9f-2d3b-4f4c-8a6e-8b9d0c1e2f3a', true);
    await db.rows('newsletter_signups').bulkPut([gone, active]);

    await expect(mutate('newsletter.unsubscribe', { id: gone.id })).rejects.toEqual(
      new MutationRefusedError(NEWSLETTER_MESSAGES.alreadyUnsubscribed),
    );
    expect(await db._mutations.count()).toBe(0);
    expect(await db.rows('newsletter_signups').get(gone.id)).toEqual(gone);

    await mutate('newsletter.unsubscribe', { id: active.id });
    expect(await db.rows('newsletter_signups').get(active.id)).toMatchObject({
      subscribed: false,
      unsubscribed_at: '2026-11-22T12:00:00.000Z',
    });
    expect((await db._mutations.toArray()).map((m) => m.name)).toEqual(['newsletter.unsubscribe']);
  });
});

describe('a change the server finds no longer allowed', () => {
  it("is rolled back to the server's row, with a notice naming the change", async () => {
    n += 1;
    db = createSyncDb(`mutate-test-${n}`);
    const signal = new AbortController().signal;
    const server = new FakeSyncServer();
    const transport = fakeTransport(server);
    const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
    const row = server.insert(
      'newsletter_signups',
      signup('2d8b6f0a-3e4c-4a5d-9b7f-9c0e1d2f3a4b', true),
    );
    await pullAll({ db, transport, signal, now });

    // Someone else unsubscribed the address meanwhile; this copy has not heard yet.
    server.update(row.id, { subscribed: false, unsubscribed_at: '2026-11-22T11:00:00.000Z' });
    await mutate('newsletter.unsubscribe', { id: row.id });
    await pushAll({ db, transport, signal, now });

    const [notice] = await db._notices.toArray();
    expect(notice).toMatchObject({
      kind: 'rejected',
      mutation: 'newsletter.unsubscribe',
      message: NEWSLETTER_MESSAGES.alreadyUnsubscribed,
    });
    await pullAll({ db, transport, signal, now });
    expect(await db.rows('newsletter_signups').get(row.id)).toMatchObject({
      subscribed: false,
      unsubscribed_at: '2026-11-22T11:00:00.000Z',
    });
  });
});
