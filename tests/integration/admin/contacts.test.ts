import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactRow } from '../../../shared/admin/contacts.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  insertContact,
  pullAll,
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

interface ListBody {
  items: ContactRow[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
}

async function list(query = ''): Promise<ListBody> {
  const res = await call(ctx, admin.cookie, 'GET', `/api/admin/contacts${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

const names = (body: ListBody) => body.items.map((i) => i.name);

describe('GET /api/admin/contacts', () => {
  beforeAll(async () => {
    await ctx.db.sql`delete from contact_submissions`;
    const at = (day: number) => `2025-05-${String(day).padStart(2, '0')}T10:00:00Z`;
    await insertContact(ctx, { name: 'Anna', createdAt: at(1), company: 'Acme 100% AS' });
    await insertContact(ctx, { name: 'Boris', createdAt: at(2), status: 'in_progress' });
    await insertContact(ctx, {
      name: 'Carmen',
      createdAt: at(3),
      priority: 'urgent',
      message: 'Our GDPR audit is due',
    });
    await insertContact(ctx, {
      name: 'Dmitri',
      createdAt: at(4),
      status: 'resolved',
      email: 'd@x_y.ee',
    });
    await insertContact(ctx, { name: 'Eve', createdAt: at(5), status: 'closed', company: null });
    await insertContact(ctx, { name: 'Gone', createdAt: at(6), deleted: true });
  });

  it('lists newest first without tombstones, with the four counters', async () => {
    const body = await list();
    expect(names(body)).toEqual(['Eve', 'Dmitri', 'Carmen', 'Boris', 'Anna']);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(body.counts).toEqual({ new: 2, in_progress: 1, resolved: 1, closed: 1 });
    expect(body.items[0]).not.toHaveProperty('ip_address');
    expect(body.items[0]).toMatchObject({ created_at: '2025-05-05T10:00:00.000Z', company: null });
  });

  it('filters by status and priority; the counters stay whole', async () => {
    const resolved = await list('?status=resolved');
    expect(names(resolved)).toEqual(['Dmitri']);
    expect(resolved.total).toBe(1);
    expect(resolved.counts).toEqual({ new: 2, in_progress: 1, resolved: 1, closed: 1 });
    expect(names(await list('?priority=urgent'))).toEqual(['Carmen']);
    expect(names(await list('?status=new&priority=urgent'))).toEqual(['Carmen']);
    expect(names(await list('?status=closed&priority=urgent'))).toEqual([]);
  });

  it('searches name, email, company and message, case-insensitively, wildcards literally', async () => {
    expect(names(await list('?q=gdpr'))).toEqual(['Carmen']);
    expect(names(await list('?q=BORIS'))).toEqual(['Boris']);
    expect(names(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['Anna']);
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['Anna']);
    expect(names(await list('?q=x_y'))).toEqual(['Dmitri']);
    expect(names(await list('?q=_'))).toEqual(['Dmitri']);
    expect(names(await list('?q=nobody'))).toEqual([]);
  });

  it('pages', async () => {
    const first = await list('?pageSize=2');
    const third = await list('?pageSize=2&page=3');
    expect([names(first), names(await list('?pageSize=2&page=2')), names(third)]).toEqual([
      ['Eve', 'Dmitri'],
      ['Carmen', 'Boris'],
      ['Anna'],
    ]);
    expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(names(await list('?pageSize=2&page=9'))).toEqual([]);
  });

  it('refuses unknown filter values and bad paging with field messages', async () => {
    const res = await call(
      ctx,
      admin.cookie,
      'GET',
      '/api/admin/contacts?status=open&priority=meh&page=0&pageSize=500',
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['page', 'pageSize', 'priority', 'status']);
  });
});

describe('PATCH and DELETE /api/admin/contacts/:id', () => {
  let id: string;
  beforeEach(async () => {
    id = await insertContact(ctx);
  });

  const patch = (target: string, body: unknown) =>
    call(ctx, admin.cookie, 'PATCH', `/api/admin/contacts/${target}`, body);

  it('applies each field as its named mutation, one audit entry each, and returns the record', async () => {
    const res = await patch(id, {
      status: 'in_progress',
      priority: 'high',
      assignedTo: 'kati@lumen.example',
      responseSent: true,
    });
    expect(res.status).toBe(200);
    const row = (await res.json()) as ContactRow;
    expect(row).toMatchObject({
      id,
      status: 'in_progress',
      priority: 'high',
      assigned_to: 'kati@lumen.example',
      response_sent: true,
      response_date: ctx.clock.now().toISOString(),
      version: await versionOf(ctx, 'contact_submissions', id),
    });
    expect(row).not.toHaveProperty('ip_address');
    const audit = await changeAudit(ctx, id);
    expect(audit.map((e) => [e.action, e.details])).toEqual([
      [
        'contact.setStatus',
        { mutationId: null, before: { status: 'new' }, after: { status: 'in_progress' } },
      ],
      [
        'contact.setPriority',
        { mutationId: null, before: { priority: 'medium' }, after: { priority: 'high' } },
      ],
      [
        'contact.assign',
        {
          mutationId: null,
          before: { assigned_to: null },
          after: { assigned_to: 'kati@lumen.example' },
        },
      ],
      ['contact.markResponded', expect.objectContaining({ after: expect.any(Object) })],
    ]);
    expect(audit.every((e) => e.actor_id === admin.userId && e.ip === '198.51.100.7')).toBe(true);

    // The record a client pulls is the record REST returned.
    const { changes } = await pullAll(ctx, admin.cookie, String(BigInt(row.version) - 1n));
    expect(changes.find((c) => c.row.id === id)?.row).toEqual(row);
  });

  it('validates every field before applying any', async () => {
    const version = await versionOf(ctx, 'contact_submissions', id);
    const res = await patch(id, {
      status: 'resolved',
      priority: 'whenever',
      assignedTo: 'not an email',
      responseSent: false,
      colour: 'red',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      priority: 'Choose a valid priority.',
      assignedTo: 'Enter the email address of the person to assign.',
      responseSent: expect.any(String),
      colour: expect.any(String),
    });
    expect(await versionOf(ctx, 'contact_submissions', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(id, [])).status).toBe(400);
  });

  it('unassigns with null', async () => {
    await patch(id, { assignedTo: 'kati@lumen.example' });
    const res = await patch(id, { assignedTo: null });
    expect(((await res.json()) as ContactRow).assigned_to).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    expect((await patch(randomUUID(), { status: 'closed' })).status).toBe(404);
    expect((await patch('not-a-uuid', { status: 'closed' })).status).toBe(404);
    const del = await call(ctx, admin.cookie, 'DELETE', `/api/admin/contacts/${randomUUID()}`);
    expect(del.status).toBe(404);
  });

  it('deletes through contact.delete, returning the tombstone; then answers 409', async () => {
    const res = await call(ctx, admin.cookie, 'DELETE', `/api/admin/contacts/${id}`);
    expect(res.status).toBe(200);
    const tombstone = (await res.json()) as ContactRow;
    expect(tombstone).toMatchObject({ id, deleted_at: ctx.clock.now().toISOString() });
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual(['contact.delete']);

    const again = await call(ctx, admin.cookie, 'DELETE', `/api/admin/contacts/${id}`);
    expect(again.status).toBe(409);
    const changed = await patch(id, { status: 'closed' });
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { error: { code: string } }).error.code).toBe('deleted');
    expect(await changeAudit(ctx, id)).toHaveLength(1);
    const listed = await list('?q=Mari');
    expect(listed.items.map((i) => i.id)).not.toContain(id);
  });
});
