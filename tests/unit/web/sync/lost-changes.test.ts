import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { APPLIED_KEEP_MAX, rememberApplied } from '../../../../web/src/sync/lost-changes.ts';
import { createMutate } from '../../../../web/src/sync/mutate.ts';
import { SYNC_MESSAGES } from '../../../../web/src/sync/notices.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { pushAll } from '../../../../web/src/sync/push.ts';
import { contact, FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

let clock = new Date('2025-06-01T12:00:00Z');
const now = () => clock;
const signal = new AbortController().signal;

async function setup() {
  n += 1;
  db = createSyncDb(`lost-test-${n}`);
  const server = new FakeSyncServer();
  const transport = fakeTransport(server);
  const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
  const row = server.insert('contact_submissions', contact());
  const pull = () => pullAll({ db, transport, signal, now });
  const push = () => pushAll({ db, transport, signal, now });
  await pull();
  return { server, db, mutate, pull, push, row };
}

const overwritten = async (db: SyncDb) =>
  (await db._notices.toArray()).filter((x) => x.kind === 'overwritten');

describe('changes lost to a later writer', () => {
  it('tells the person when someone else later set a field they had set', async () => {
    const { server, db, mutate, pull, push, row } = await setup();
    await mutate('contact.assign', { id: row.id, assignedTo: 'me@lumen.example' });
    await push();
    server.update(row.id, { assigned_to: 'anna@lumen.example' });
    await pull();
    expect(await overwritten(db)).toEqual([
      expect.objectContaining({
        kind: 'overwritten',
        mutation: 'contact.assign',
        table: 'contact_submissions',
        rowId: row.id,
        field: 'assigned_to',
        message:
          'Your change to assigned to was replaced by a later change from someone else: now anna@lumen.example.',
      }),
    ]);
    // Told once: the next pull of the same row says nothing more.
    server.update(row.id, { priority: 'low' });
    await pull();
    expect(await overwritten(db)).toHaveLength(1);
  });

  it('says nothing when someone else changed only other fields', async () => {
    const { server, db, mutate, pull, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await push();
    server.update(row.id, { priority: 'urgent' });
    await pull();
    expect(await overwritten(db)).toEqual([]);
  });

  it("says nothing about this client's own later change to the same field", async () => {
    const { db, mutate, pull, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await push();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    // Pulled while the second change is still queued, then after it was applied.
    await pull();
    await push();
    await pull();
    expect(await overwritten(db)).toEqual([]);
  });

  it('says nothing while a change of ours to that field is still queued', async () => {
    const { server, db, mutate, pull, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await push();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    server.update(row.id, { status: 'in_progress' });
    await pull();
    expect(await overwritten(db)).toEqual([]);
    expect((await db.rows('contact_submissions').get(row.id))?.status).toBe('closed');
  });

  it('tells the person once when someone else later deleted a record they had changed', async () => {
    const { server, db, mutate, pull, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await mutate('contact.assign', { id: row.id, assignedTo: 'me@lumen.example' });
    await push();
    server.remove(row.id);
    await pull();
    expect(await overwritten(db)).toEqual([
      expect.objectContaining({
        kind: 'overwritten',
        mutation: expect.stringMatching(/^contact\.(setStatus|assign)$/),
        table: 'contact_submissions',
        rowId: row.id,
        message: SYNC_MESSAGES.deletedAfterYourChange,
        row: expect.objectContaining({ deleted_at: expect.any(String) }),
      }),
    ]);
    expect(await db.rows('contact_submissions').get(row.id)).toBeUndefined();
  });

  it('says nothing when the person deleted the record themselves', async () => {
    const { db, mutate, pull, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await push();
    await mutate('contact.delete', { id: row.id });
    await push();
    await pull();
    expect(await overwritten(db)).toEqual([]);
  });

  it('remembers a bounded number of fields, forgetting the oldest', async () => {
    const { db, row } = await setup();
    const base = Date.parse('2025-06-01T12:00:00Z');
    for (let i = 0; i < APPLIED_KEEP_MAX + 5; i++) {
      clock = new Date(base + i * 1000);
      await rememberApplied(
        db,
        {
          id: `m${i}`,
          name: 'contact.setStatus',
          args: { id: `${row.id}-${i}` },
          table: 'contact_submissions',
          rowId: `${row.id}-${i}`,
          kind: 'update',
          patch: { status: 'closed' },
          createdAt: clock.toISOString(),
          status: 'sent',
        },
        { ...row, id: `${row.id}-${i}`, status: 'closed', version: String(i) },
        clock,
      );
    }
    expect(await db._applied.count()).toBe(APPLIED_KEEP_MAX);
    expect(await db._applied.get(['contact_submissions', `${row.id}-0`, 'status'])).toBeUndefined();
    // A week later everything older is forgotten too.
    clock = new Date(base + 8 * 24 * 3600 * 1000);
    await rememberApplied(
      db,
      {
        id: 'last',
        name: 'contact.setStatus',
        args: { id: row.id },
        table: 'contact_submissions',
        rowId: row.id,
        kind: 'update',
        patch: { status: 'new' },
        createdAt: clock.toISOString(),
        status: 'sent',
      },
      row,
      clock,
    );
    expect(await db._applied.count()).toBe(1);
    clock = new Date('2025-06-01T12:00:00Z');
  });
});
