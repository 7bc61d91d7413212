import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../../../shared/admin/partners.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate, MutationRefusedError } from '../../../../web/src/sync/mutate.ts';

let db: SyncDb;
afterEach(async () => {
  await db.delete();
});

const id = '0b6c3f4e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';

async function setup(status: string) {
  db = createSyncDb(`mutate-guard-${status}-${Math.random()}`);
  await db.rows('partner_applications').put({
    id,
    name: 'Liis',
    status,
    review_notes: null,
    reviewed_at: null,
    reviewed_by: null,
    account_created_at: null,
    version: '3',
    deleted_at: null,
  });
  return createMutate({
    db,
    now: () => new Date('2026-11-22T10:00:00Z'),
    actorEmail: 'kati@lumen.example',
    onQueued: () => {},
  });
}

describe("mutate() checks the mutation's guard against the local row", () => {
  it('refuses what the row state does not allow, writing and queueing nothing', async () => {
    const mutate = await setup('under_review');
    await expect(mutate('partner.startReview', { id })).rejects.toThrow(
      new MutationRefusedError(PARTNER_MESSAGES.startReviewNotAllowed),
    );
    expect(await db._mutations.count()).toBe(0);
    expect(await db.rows('partner_applications').get(id)).toMatchObject({ status: 'under_review' });
  });

  it('applies an allowed change at once, with the reviewer', async () => {
    const mutate = await setup('pending');
    await mutate('partner.startReview', { id, notes: 'First look' });
    expect(await db.rows('partner_applications').get(id)).toMatchObject({
      status: 'under_review',
      review_notes: 'First look',
      reviewed_by: 'kati@lumen.example',
      reviewed_at: '2026-11-22T10:00:00.000Z',
    });
    expect(await db._mutations.count()).toBe(1);
    await expect(mutate('partner.createAccount', { id })).rejects.toThrow(
      PARTNER_MESSAGES.accountNotApproved,
    );
  });
});
