import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/admin/contacts.ts';
import { SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  insertContact,
  mutation,
  pullAll,
  push,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';
import { createAccount } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await signIn(ctx);
  // Someone a submission may be assigned to (a salesperson reads contacts).
  await createAccount(
    ctx,
    { email: 'kati@lumen.example', password: 'Granite-Harbour-Lantern-42' },
    'sales',
  );
});
afterAll(() => ctx.close());

describe('POST /api/sync/push', () => {
  it('applies a mutation: the new row, a new version, one audit entry before → after', async () => {
    const id = await insertContact(ctx);
    const before = await versionOf(ctx, 'contact_submissions', id);
    ctx.clock.advance(60_000);
    const m = mutation('contact.setStatus', { id, status: 'in_progress' });
    const res = await push(ctx, admin.cookie, [m]);
    expect(res.schemaVersion).toBe(SYNC_SCHEMA_VERSION);
    expect(res.results).toEqual([
      {
        id: m.id,
        status: 'applied',
        table: 'contact_submissions',
        row: expect.objectContaining({
          id,
          status: 'in_progress',
          updated_at: ctx.clock.now().toISOString(),
        }),
      },
    ]);
    const after = await versionOf(ctx, 'contact_submissions', id);
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    const applied = res.results[0];
    expect(applied?.status === 'applied' && applied.row.version).toBe(after);
    expect(applied?.status === 'applied' && applied.row).not.toHaveProperty('ip_address');

    expect(await changeAudit(ctx, id)).toEqual([
      {
        action: 'contact.setStatus',
        actor_id: admin.userId,
        actor_email: admin.email,
        entity: 'contact_submissions',
        entity_id: id,
        ip: '198.51.100.7',
        details: { mutationId: m.id, before: { status: 'new' }, after: { status: 'in_progress' } },
      },
    ]);
  });

  it('stamps Mark as Responded with the server clock', async () => {
    const id = await insertContact(ctx);
    // Small steps: the session (and its access token) lives on the same clock.
    ctx.clock.advance(90_500);
    const now = ctx.clock.now().toISOString();
    const [result] = (await push(ctx, admin.cookie, [mutation('contact.markResponded', { id })]))
      .results;
    expect(result).toMatchObject({
      status: 'applied',
      row: { response_sent: true, response_date: now },
    });
    const [entry] = await changeAudit(ctx, id);
    expect(entry?.details).toMatchObject({
      before: { response_sent: false, response_date: null },
      after: { response_sent: true, response_date: now },
    });
  });

  it('changes only the fields a mutation names: two edits of different fields both survive', async () => {
    const id = await insertContact(ctx);
    // Two admins, each working from the same old copy, change different fields.
    const res = await push(ctx, admin.cookie, [
      mutation('contact.setStatus', { id, status: 'resolved' }),
      mutation('contact.setPriority', { id, priority: 'urgent' }),
      mutation('contact.assign', { id, assignedTo: 'kati@lumen.example' }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const [row] = await ctx.db.sql`
      select status, priority, assigned_to, name from contact_submissions where id = ${id}`;
    expect(row).toEqual({
      status: 'resolved',
      priority: 'urgent',
      assigned_to: 'kati@lumen.example',
      name: 'Mari Maasikas',
    });
    // The last writer of a field wins.
    await push(ctx, admin.cookie, [mutation('contact.setStatus', { id, status: 'closed' })]);
    const [later] = await ctx.db
      .sql`select status, priority from contact_submissions where id = ${id}`;
    expect(later).toEqual({ status: 'closed', priority: 'urgent' });
  });

  it('answers a repeated mutation id with its first answer, applying it once', async () => {
    const id = await insertContact(ctx);
    const m = mutation('contact.setPriority', { id, priority: 'high' });
    const first = await push(ctx, admin.cookie, [m]);
    const version = await versionOf(ctx, 'contact_submissions', id);
    // Meanwhile someone else changes the priority; the retry must not undo that.
    await push(ctx, admin.cookie, [mutation('contact.setPriority', { id, priority: 'low' })]);
    const changed = await versionOf(ctx, 'contact_submissions', id);
    const again = await push(ctx, admin.cookie, [m]);
    expect(again).toEqual(first);
    expect(first.results[0]).toMatchObject({ status: 'applied', row: { version } });
    expect(await versionOf(ctx, 'contact_submissions', id)).toBe(changed);
    expect((await changeAudit(ctx, id)).map((e) => e.details.mutationId)).toHaveLength(2);

    const bad = mutation('contact.setStatus', { id, status: 'bogus' });
    const refused = await push(ctx, admin.cookie, [bad]);
    expect(await push(ctx, admin.cookie, [bad])).toEqual(refused);
  });

  it('refuses an unknown mutation, invalid arguments and a missing row', async () => {
    const id = await insertContact(ctx);
    const version = await versionOf(ctx, 'contact_submissions', id);
    const unknown = mutation('contact.explode', { id });
    const invalid = mutation('contact.setStatus', { id, status: 'done' });
    const missing = mutation('contact.setStatus', { id: randomUUID(), status: 'closed' });
    const res = await push(ctx, admin.cookie, [unknown, invalid, missing]);
    expect(res.results).toEqual([
      { id: unknown.id, status: 'rejected', code: 'unknown_mutation', message: expect.any(String) },
      {
        id: invalid.id,
        status: 'rejected',
        code: 'validation_failed',
        message: CONTACT_MESSAGES.statusFailed,
        fields: { status: 'Choose a valid status.' },
      },
      {
        id: missing.id,
        status: 'rejected',
        code: 'not_found',
        message: CONTACT_MESSAGES.statusFailed,
      },
    ]);
    expect(await versionOf(ctx, 'contact_submissions', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);
  });

  it('answers a change to a deleted row with a conflict carrying the tombstone', async () => {
    const id = await insertContact(ctx);
    const del = mutation('contact.delete', { id });
    const [deleted] = (await push(ctx, admin.cookie, [del])).results;
    expect(deleted).toMatchObject({
      status: 'applied',
      row: { id, deleted_at: expect.any(String) },
    });
    const late = mutation('contact.setStatus', { id, status: 'resolved' });
    const [conflict] = (await push(ctx, admin.cookie, [late])).results;
    expect(conflict).toEqual({
      id: late.id,
      status: 'conflict',
      table: 'contact_submissions',
      row: deleted?.status === 'applied' ? deleted.row : null,
      message: expect.any(String),
    });
    expect((await changeAudit(ctx, id)).map((e) => [e.action, e.details.after])).toEqual([
      ['contact.delete', { deleted_at: ctx.clock.now().toISOString() }],
    ]);
  });

  it('writes nothing when the value is already set', async () => {
    const id = await insertContact(ctx, { status: 'resolved' });
    const version = await versionOf(ctx, 'contact_submissions', id);
    const [result] = (
      await push(ctx, admin.cookie, [mutation('contact.setStatus', { id, status: 'resolved' })])
    ).results;
    expect(result).toMatchObject({ status: 'applied', row: { version } });
    expect(await versionOf(ctx, 'contact_submissions', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);
  });

  it("never shows another account's answer for a mutation id it used", async () => {
    const other = await signIn(ctx, {
      email: 'second@lumen.example',
      password: 'Quiet-Meadow-Rivers-88',
    });
    const id = await insertContact(ctx);
    const m = mutation('contact.setStatus', { id, status: 'closed' });
    await push(ctx, admin.cookie, [m]);
    const [theirs] = (await push(ctx, other.cookie, [{ ...m, args: { id, status: 'new' } }]))
      .results;
    expect(theirs).toEqual({
      id: m.id,
      status: 'rejected',
      code: 'mutation_id_taken',
      message: expect.any(String),
    });
    const [row] = await ctx.db.sql`select status from contact_submissions where id = ${id}`;
    expect(row?.status).toBe('closed');
  });

  it('refuses an id reused for a different change, and still answers the retry of the first', async () => {
    const id = await insertContact(ctx);
    const m = mutation('contact.setStatus', { id, status: 'closed' });
    const [first] = (await push(ctx, admin.cookie, [m])).results;
    expect(first).toMatchObject({ status: 'applied' });
    const [reused] = (await push(ctx, admin.cookie, [{ ...m, args: { id, status: 'new' } }]))
      .results;
    expect(reused).toEqual({
      id: m.id,
      status: 'rejected',
      code: 'mutation_id_reused',
      message: expect.stringContaining('different change'),
    });
    const [row] = await ctx.db.sql`select status from contact_submissions where id = ${id}`;
    expect(row?.status).toBe('closed');
    // The same change again, its keys in another order: the first answer, applied once.
    const [retry] = (await push(ctx, admin.cookie, [{ ...m, args: { status: 'closed', id } }]))
      .results;
    expect(retry).toEqual(first);
  });

  it('shows pushed changes to the next pull', async () => {
    const { cursor } = await pullAll(ctx, admin.cookie);
    const id = await insertContact(ctx);
    await push(ctx, admin.cookie, [mutation('contact.setPriority', { id, priority: 'urgent' })]);
    const { changes } = await pullAll(ctx, admin.cookie, cursor);
    expect(changes.map((c) => [c.row.id, c.row.priority])).toEqual([[id, 'urgent']]);
  });

  it('refuses a malformed push as a whole', async () => {
    const id = await insertContact(ctx);
    const many = Array.from({ length: 101 }, () => mutation('contact.markResponded', { id }));
    for (const body of [{}, { mutations: [] }, { mutations: many }, { mutations: [{ id: 'x' }] }]) {
      const res = await call(ctx, admin.cookie, 'POST', '/api/sync/push', body);
      expect(res.status).toBe(400);
    }
    expect(await changeAudit(ctx, id)).toEqual([]);
  });
});
