/**
 * Suspected spam in the back office (issue 15): stored and synced, but left out of the contact
 * list, its counters and the dashboard; listed on its own with `spam=1`; restorable with
 * contact.restore (push and REST); deleted 30 days after it arrived.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { pruneExpired } from '../../../server/services/maintenance.ts';
import type { ContactRow } from '../../../shared/admin/contacts.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  mutation,
  pullAll,
  push,
  type Session,
  signIn,
} from '../../helpers/sync-api.ts';
import { ENV, postJson, startedAgo } from '../leads-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

interface ListBody {
  items: ContactRow[];
  total: number;
  counts: Record<string, number>;
}

async function list(query = ''): Promise<ListBody> {
  const res = await call(ctx, admin.cookie, 'GET', `/api/admin/contacts${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

/** A contact sent through the public form; a bot fills the honeypot. */
async function submit(name: string, bot: boolean): Promise<string> {
  const res = await postJson(ctx, '/api/contact', {
    name,
    email: `${name.toLowerCase()}@firma.ee`,
    message: 'Please call me back.',
    started_at: startedAgo(ctx),
    ...(bot ? { website: 'http://spam.example' } : {}),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const names = (body: ListBody) => body.items.map((i) => i.name);

describe('suspected spam in Contact Management', () => {
  let spamId = '';
  let otherSpamId = '';
  beforeAll(async () => {
    // A second apart, so the newest-first order is certain.
    await submit('Person', false);
    ctx.clock.advance(1000);
    spamId = await submit('Spammer', true);
    ctx.clock.advance(1000);
    otherSpamId = await submit('Robot', true);
  });

  it('is left out of the list, its search and its counters', async () => {
    const body = await list();
    expect(names(body)).toEqual(['Person']);
    expect(body.total).toBe(1);
    expect(body.counts).toEqual({ new: 1, in_progress: 0, resolved: 0, closed: 0 });
    expect(names(await list('?q=spammer'))).toEqual([]);
  });

  it('is listed on its own with spam=1, with filters and search applied as usual', async () => {
    const spam = await list('?spam=1');
    expect(names(spam)).toEqual(['Robot', 'Spammer']);
    expect(spam.items[0]?.spam_reason).toBe('honeypot');
    expect(spam.counts).toEqual({ new: 1, in_progress: 0, resolved: 0, closed: 0 });
    expect(names(await list('?spam=1&q=robot'))).toEqual(['Robot']);
  });

  it('is synced to the back office, so it can be shown under its filter', async () => {
    const { changes } = await pullAll(ctx, admin.cookie);
    const row = changes.find((c) => c.row.id === spamId)?.row;
    expect(row).toMatchObject({ name: 'Spammer', spam_reason: 'honeypot' });
  });

  it('is left out of the dashboard counts and recent activity', async () => {
    const res = await call(ctx, admin.cookie, 'GET', '/api/admin/dashboard');
    const body = (await res.json()) as {
      stats: { contacts: number };
      recentActivity: { name: string }[];
    };
    expect(body.stats.contacts).toBe(1);
    expect(body.recentActivity.map((a) => a.name)).toEqual(['Person']);
  });

  it('is restored with contact.restore through the push, with an audit entry', async () => {
    const [result] = (await push(ctx, admin.cookie, [mutation('contact.restore', { id: spamId })]))
      .results;
    expect(result).toMatchObject({ status: 'applied', row: { spam_reason: null, spam_at: null } });
    expect(names(await list())).toEqual(['Spammer', 'Person']);
    expect(names(await list('?spam=1'))).toEqual(['Robot']);
    const [audit] = await changeAudit(ctx, spamId);
    expect(audit).toMatchObject({
      action: 'contact.restore',
      actor_email: admin.email,
      details: {
        before: { spam_reason: 'honeypot', spam_at: expect.any(String) },
        after: { spam_reason: null, spam_at: null },
      },
    });
  });

  it('is restored through the REST API with suspectedSpam: false', async () => {
    const res = await call(ctx, admin.cookie, 'PATCH', `/api/admin/contacts/${otherSpamId}`, {
      suspectedSpam: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: otherSpamId, spam_reason: null });
    expect((await list()).counts.new).toBe(3);
    const refused = await call(ctx, admin.cookie, 'PATCH', `/api/admin/contacts/${otherSpamId}`, {
      suspectedSpam: true,
    });
    expect(refused.status).toBe(400);
  });
});

describe('the 30-day limit', () => {
  it('deletes suspected spam 30 days after it arrived, and only suspected spam', async () => {
    const sql = ctx.db.sql;
    ctx.clock.set('2025-06-01T09:00:00Z');
    const old = await submit('Oldspam', true);
    const oldPerson = await submit('Oldperson', false);
    ctx.clock.set('2025-06-02T09:00:00Z');
    const recent = await submit('Recentspam', true);
    const deps = { sql, clock: ctx.clock, logger: silentLogger };

    ctx.clock.set('2025-07-01T08:59:59Z');
    expect((await pruneExpired(deps)).suspectedSpam).toBe(0);
    ctx.clock.set('2025-07-01T09:00:01Z');
    expect((await pruneExpired(deps)).suspectedSpam).toBe(1);

    const rows = await sql<{ id: string; deleted_at: Date | null }[]>`
      select id, deleted_at from contact_submissions where id in ${sql([old, oldPerson, recent])}`;
    const deleted = Object.fromEntries(rows.map((r) => [r.id, r.deleted_at !== null]));
    // A tombstone (soft delete), so every back-office copy hears that the row is gone.
    expect(deleted).toEqual({ [old]: true, [oldPerson]: false, [recent]: false });
  });
});
