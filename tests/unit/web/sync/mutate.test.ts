import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../../shared/admin/newsletter.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate, RefusedChangeError } from '../../../../web/src/sync/mutate.ts';

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
      new RefusedChangeError(NEWSLETTER_MESSAGES.alreadyUnsubscribed),
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
