import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../../shared/admin/contacts.ts';
import { NEWSLETTER_MESSAGES } from '../../../../shared/admin/newsletter.ts';
import { NetworkError } from '../../../../web/src/lib/api.ts';
import type { SyncDb } from '../../../../web/src/sync/db.ts';
import { MissingRowError, MutationValidationError } from '../../../../web/src/sync/mutate.ts';
import { SYNC_MESSAGES } from '../../../../web/src/sync/notices.ts';
import { pushAll } from '../../../../web/src/sync/push.ts';
import { DEVICE_NOW, fakeDevice } from '../../../helpers/sync-device.ts';
import { contact, type FakeTransport } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
afterEach(async () => {
  await db.delete();
});

const now = DEVICE_NOW;
const signal = new AbortController().signal;

async function setup() {
  let nudged = 0;
  const device = fakeDevice('push-test', { onQueued: () => (nudged += 1) });
  db = device.db;
  const row = device.server.insert('contact_submissions', contact());
  const push = (batchSize?: number) => device.push(batchSize ? { batchSize } : {});
  await device.pull();
  return { ...device, push, row, nudged: () => nudged };
}

/** Pushes the oldest queued mutation alone; the network is gone before the next. */
async function pushFirstOnly(db: SyncDb, transport: FakeTransport): Promise<void> {
  const original = transport.push;
  transport.push = async (req, s) => {
    const answer = await original(req, s);
    transport.offline = true;
    return answer;
  };
  await expect(pushAll({ db, transport, signal, now, batchSize: 1 })).rejects.toBeInstanceOf(
    NetworkError,
  );
  transport.push = original;
  transport.offline = false;
}

const local = (db: SyncDb, id: string) => db.rows('contact_submissions').get(id);

describe('mutate', () => {
  it('applies the change locally at once, keeps the server copy and queues it', async () => {
    const { db, mutate, row, nudged } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'in_progress' });
    expect((await local(db, row.id))?.status).toBe('in_progress');
    expect((await db._shadows.get(['contact_submissions', row.id]))?.row).toEqual(row);
    const [queued] = await db._mutations.toArray();
    expect(queued).toMatchObject({
      name: 'contact.setStatus',
      args: { id: row.id, status: 'in_progress' },
      table: 'contact_submissions',
      rowId: row.id,
      patch: { status: 'in_progress' },
      status: 'pending',
      createdAt: '2025-06-01T12:00:00.000Z',
    });
    expect(queued?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(nudged()).toBe(1);
  });

  it('keeps the first shadow when more changes follow, and deletes locally on delete', async () => {
    const { db, mutate, row } = await setup();
    await mutate('contact.setPriority', { id: row.id, priority: 'urgent' });
    await mutate('contact.markResponded', { id: row.id });
    expect(await local(db, row.id)).toMatchObject({
      priority: 'urgent',
      response_sent: true,
      response_date: '2025-06-01T12:00:00.000Z',
    });
    await mutate('contact.delete', { id: row.id });
    expect(await local(db, row.id)).toBeUndefined();
    expect((await db._shadows.get(['contact_submissions', row.id]))?.row.priority).toBe('medium');
    expect(await db._mutations.count()).toBe(3);
  });

  it('throws field messages from the shared schema and changes nothing', async () => {
    const { db, mutate, row } = await setup();
    const error = await mutate('contact.assign', { id: row.id, assignedTo: 'not-an-email' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MutationValidationError);
    expect((error as MutationValidationError).fields).toEqual({
      assignedTo: 'Enter the email address of the person to assign.',
    });
    expect(await db._mutations.count()).toBe(0);
    expect(await db._shadows.count()).toBe(0);
  });

  it('refuses a change to a record that is not here', async () => {
    const { db, mutate } = await setup();
    await expect(
      mutate('contact.setStatus', { id: crypto.randomUUID(), status: 'closed' }),
    ).rejects.toBeInstanceOf(MissingRowError);
    expect(await db._mutations.count()).toBe(0);
  });
});

describe('push', () => {
  it('applied: the server row becomes the visible row and the shadow goes', async () => {
    const { server, db, mutate, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await push();
    expect(await db._mutations.count()).toBe(0);
    expect(await db._shadows.count()).toBe(0);
    expect(await local(db, row.id)).toEqual(server.get(row.id).row);
  });

  it('sends in order, in batches of at most the batch size', async () => {
    const { transport, db, mutate, push, row } = await setup();
    const statuses = ['in_progress', 'resolved', 'closed', 'new', 'resolved'] as const;
    for (const status of statuses) await mutate('contact.setStatus', { id: row.id, status });
    const ids = (await db._mutations.orderBy('seq').toArray()).map((m) => m.id);
    await push(2);
    expect(transport.calls.push).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    expect((await local(db, row.id))?.status).toBe('resolved');
  });

  it('applied with later changes still queued: the server row plus those changes is shown', async () => {
    const { server, transport, db, mutate, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await mutate('contact.setPriority', { id: row.id, priority: 'low' });
    // Push only the first: its answer must not hide the second, still queued change.
    const [first] = await db._mutations.orderBy('seq').toArray();
    await pushFirstOnly(db, transport);
    expect((await db._mutations.toArray()).map((m) => m.id)).not.toContain(first?.id);
    expect(await local(db, row.id)).toMatchObject({ status: 'resolved', priority: 'low' });
    const shadow = await db._shadows.get(['contact_submissions', row.id]);
    expect(shadow?.row).toEqual(server.get(row.id).row);
  });

  it('rejected: the change is rolled back and the person is told why', async () => {
    const { server, db, mutate, push, row } = await setup();
    server.refuse.add('contact.setPriority');
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await mutate('contact.setPriority', { id: row.id, priority: 'urgent' });
    await push();
    // The status change stands, the refused priority is back to the server's.
    expect(await local(db, row.id)).toMatchObject({ status: 'resolved', priority: 'medium' });
    const notices = await db._notices.toArray();
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        mutation: 'contact.setPriority',
        table: 'contact_submissions',
        rowId: row.id,
        message: CONTACT_MESSAGES.priorityFailed,
      }),
    ]);
    expect(notices[0]?.final).toBeUndefined();
    expect(await db._shadows.count()).toBe(0);
  });

  it('refused by the record’s state: the server’s reason, marked final (no "Please try again")', async () => {
    const { server, db, mutate, pull, push } = await setup();
    const signup = server.insert('newsletter_signups', {
      id: crypto.randomUUID(),
      email: 'left@example.ee',
      subscribed: true,
      unsubscribed_at: null,
      spam_reason: null,
      created_at: '2025-06-01T09:00:00.000Z',
    });
    await pull();
    await mutate('newsletter.unsubscribe', { id: signup.id });
    // A colleague unsubscribed the address first.
    server.update(signup.id, { subscribed: false, unsubscribed_at: '2025-06-01T09:30:00.000Z' });
    await push();
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        mutation: 'newsletter.unsubscribe',
        message: NEWSLETTER_MESSAGES.alreadyUnsubscribed,
        final: true,
      }),
    ]);
  });

  it('refused by the server’s own check under a field: rolled back, the server’s reason kept', async () => {
    const { server, db, mutate, push, row } = await setup();
    server.checks.set('contact.assign', { assignedTo: CONTACT_MESSAGES.assigneeNotStaff });
    await mutate('contact.assign', { id: row.id, assignedTo: 'left@lumen.example' });
    expect(await local(db, row.id)).toMatchObject({ assigned_to: 'left@lumen.example' });
    await push();
    expect(await local(db, row.id)).toMatchObject({ assigned_to: null });
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        mutation: 'contact.assign',
        message: CONTACT_MESSAGES.assigneeNotStaff,
      }),
    ]);
  });

  it('rejected while later changes wait: rolled back to the shadow and those replayed', async () => {
    const { server, transport, db, mutate, row } = await setup();
    server.refuse.add('contact.setStatus');
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    await mutate('contact.setPriority', { id: row.id, priority: 'high' });
    await pushFirstOnly(db, transport);
    expect(await local(db, row.id)).toMatchObject({ status: 'new', priority: 'high' });
  });

  it('conflict on a record deleted by someone else: it disappears and the person is told', async () => {
    const { server, db, mutate, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await mutate('contact.assign', { id: row.id, assignedTo: 'anna@lumen.example' });
    server.remove(row.id);
    await push();
    expect(await local(db, row.id)).toBeUndefined();
    expect(await db._mutations.count()).toBe(0);
    expect(await db._shadows.count()).toBe(0);
    const notices = await db._notices.toArray();
    // Two refused changes, one record gone: one notice.
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'conflict',
      mutation: 'contact.setStatus',
      message: SYNC_MESSAGES.deletedElsewhere,
      row: { id: row.id, deleted_at: expect.any(String) },
    });
  });

  it('replays queued changes over a newer server row brought by a pull', async () => {
    const { server, transport, db, mutate, pull, push, row } = await setup();
    transport.offline = true;
    await mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await expect(push()).rejects.toBeInstanceOf(NetworkError);
    server.update(row.id, { priority: 'urgent', status: 'in_progress' });
    transport.offline = false;
    await pull();
    expect(await local(db, row.id)).toMatchObject({ status: 'resolved', priority: 'urgent' });
    expect((await db._shadows.get(['contact_submissions', row.id]))?.row).toEqual(
      server.get(row.id).row,
    );
    await push();
    expect(await local(db, row.id)).toEqual(server.get(row.id).row);
    expect(server.get(row.id).row).toMatchObject({ status: 'resolved', priority: 'urgent' });
  });

  it('keeps everything queued on a network failure and resends the same mutation id', async () => {
    const { server, transport, db, mutate, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    const [queued] = await db._mutations.toArray();
    transport.loseNextPushAnswer = true;
    await expect(push()).rejects.toBeInstanceOf(NetworkError);
    expect(await db._mutations.toArray()).toEqual([
      { ...queued, status: 'sent', firstSentAt: now().toISOString() },
    ]);
    expect((await local(db, row.id))?.status).toBe('closed');
    await push();
    expect(transport.calls.push).toEqual([[queued?.id], [queued?.id]]);
    expect(server.appliedCount).toBe(1);
    expect(await db._mutations.count()).toBe(0);
    expect(await local(db, row.id)).toEqual(server.get(row.id).row);
  });

  it('ignores an answer older than the row it already has', async () => {
    const { server, transport, db, mutate, pull, push, row } = await setup();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    transport.loseNextPushAnswer = true;
    await expect(push()).rejects.toBeInstanceOf(NetworkError);
    // The change reached the server; someone changed the row after it; we pulled that.
    server.update(row.id, { priority: 'low' });
    await pull();
    await push();
    expect(await local(db, row.id)).toEqual(server.get(row.id).row);
    expect(await local(db, row.id)).toMatchObject({ status: 'closed', priority: 'low' });
  });
});
