import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../../../shared/sync/protocol.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate, createMutateMany, type UndoOffer } from '../../../../web/src/sync/mutate.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { pushAll } from '../../../../web/src/sync/push.ts';
import { FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

// The Undo after a single change (mutate.ts UndoOffer) and a row taken out of the trash.
let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

const now = () => new Date('2026-11-28T12:00:00.000Z');
const signal = new AbortController().signal;
const ID = '3e9c7a1b-4f5d-4b6e-8c7f-0d1e2f3a4b5c';

function contact(): Record<string, unknown> & { id: string } {
  return {
    id: ID,
    name: 'Mari Maasikas',
    email: 'mari@firma.ee',
    status: 'new',
    priority: 'medium',
    assigned_to: null,
    spam_reason: null,
  };
}

async function setUp() {
  n += 1;
  db = createSyncDb(`mutate-undo-test-${n}`);
  const server = new FakeSyncServer();
  const transport = fakeTransport(server);
  const offers: UndoOffer[] = [];
  const options = {
    db,
    now,
    actorEmail: 'me@lumen.example',
    onQueued: () => {},
    onUndoable: (offer: UndoOffer) => offers.push(offer),
  };
  server.insert('contact_submissions', contact());
  await pullAll({ db, transport, signal, now });
  return {
    server,
    offers,
    mutate: createMutate(options),
    mutateMany: createMutateMany(options),
    sync: async () => {
      await pushAll({ db, transport, signal, now });
      await pullAll({ db, transport, signal, now });
    },
  };
}

describe('the Undo of a single change', () => {
  it('is the same change with the value before it, and taking it puts the value back', async () => {
    const { offers, mutate, sync, server } = await setUp();
    await mutate('contact.setStatus', { id: ID, status: 'resolved' });
    expect(offers).toEqual([
      expect.objectContaining({
        mutation: 'contact.setStatus',
        deleted: false,
        steps: [
          expect.objectContaining({
            undo: { name: 'contact.setStatus', args: { id: ID, status: 'new' } },
          }),
        ],
      }),
    ]);
    await sync();
    const step = offers[0]?.steps[0];
    await mutate('contact.setStatus', step?.undo.args as never, { undoable: false });
    expect(offers).toHaveLength(1);
    await sync();
    expect(server.get(ID).row.status).toBe('new');
    expect((await db.rows('contact_submissions').get(ID))?.status).toBe('new');
  });

  it('of a delete restores the row at once, even offline, and the server takes it back', async () => {
    const { offers, mutate, sync, server } = await setUp();
    await mutate('contact.delete', { id: ID });
    expect(await db.rows('contact_submissions').get(ID)).toBeUndefined();
    const offer = offers[0] as UndoOffer;
    expect(offer).toMatchObject({
      deleted: true,
      steps: [
        { undo: { name: 'contact.undelete', args: { id: ID } }, before: { name: 'Mari Maasikas' } },
      ],
    });

    // Before the delete has reached the server: both are queued, the row shows again.
    const before = offer.steps[0]?.before;
    await mutate('contact.undelete', { id: ID }, { restores: before, undoable: false });
    expect(await db.rows('contact_submissions').get(ID)).toMatchObject({
      name: 'Mari Maasikas',
      deleted_at: null,
    });
    await sync();
    expect(server.get(ID).row.deleted_at).toBeNull();
    expect(await db.rows('contact_submissions').get(ID)).toMatchObject({ name: 'Mari Maasikas' });
  });

  it('restores a row this copy no longer holds, from the trash, while its tombstone arrives', async () => {
    const { mutate, sync, server } = await setUp();
    server.remove(ID);
    await sync();
    expect(await db.rows('contact_submissions').get(ID)).toBeUndefined();
    const trashed = server.get(ID).row as SyncRow;

    await mutate('contact.undelete', { id: ID }, { restores: trashed, undoable: false });
    expect(await db.rows('contact_submissions').get(ID)).toMatchObject({ deleted_at: null });
    // A pull that brings the tombstone again before the restore is sent keeps the row shown.
    server.update(ID, { priority: 'high' });
    await pullAll({ db, transport: fakeTransport(server), signal, now });
    expect(await db.rows('contact_submissions').get(ID)).toMatchObject({
      priority: 'high',
      deleted_at: null,
    });
    await sync();
    expect(server.get(ID).row).toMatchObject({ deleted_at: null, priority: 'high' });
  });

  it('of a form save is the same save with every field as it was', async () => {
    const { offers, mutate, server } = await setUp();
    const member = {
      id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'Piret Kuusk',
      position: 'Counsel',
      position_et: null,
      bio: 'Ten years of contract law.',
      bio_et: null,
      image_url: null,
      person_slug: null,
      order_index: 2,
      active: true,
    };
    server.insert('team_members', member);
    await pullAll({ db, transport: fakeTransport(server), signal, now });
    await mutate('teamMember.save', { ...member, position: 'Partner', bio: null });
    expect(offers.at(-1)?.steps[0]?.undo).toEqual({ name: 'teamMember.save', args: member });
  });

  it('is not offered for changes that cannot be taken back', async () => {
    const { offers, mutate } = await setUp();
    await mutate('contact.markResponded', { id: ID });
    expect(offers).toEqual([]);
  });

  it('of a bulk delete takes every row back out of the trash together', async () => {
    const { offers, mutateMany, sync, server } = await setUp();
    const other = { ...contact(), id: '4fa0b1c2-5d6e-4f70-8a9b-0c1d2e3f4a5b', name: 'Jaan Tamm' };
    server.insert('contact_submissions', other);
    await sync();
    await mutateMany('contact.delete', [{ id: ID }, { id: other.id }]);
    await sync();
    expect(await db.rows('contact_submissions').count()).toBe(0);
    const offer = offers[0] as UndoOffer;
    expect(offer.steps.map((s) => s.undo)).toEqual([
      { name: 'contact.undelete', args: { id: ID } },
      { name: 'contact.undelete', args: { id: other.id } },
    ]);

    await mutateMany('contact.undelete', offer.steps.map((s) => s.undo.args) as never, {
      restores: new Map(offer.steps.map((s) => [s.before.id, s.before])),
      undoable: false,
    });
    expect((await db.rows('contact_submissions').toArray()).map((r) => r.name).sort()).toEqual([
      'Jaan Tamm',
      'Mari Maasikas',
    ]);
    await sync();
    expect(server.get(ID).row.deleted_at).toBeNull();
    expect(server.get(other.id).row.deleted_at).toBeNull();
    expect(offers).toHaveLength(1);
  });
});
