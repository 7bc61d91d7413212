import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { purgeSyncHistory, startMaintenanceJob } from '../../../server/services/maintenance.ts';
import { TOMBSTONE_RETENTION_DAYS } from '../../../shared/sync/tables.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  insertContact,
  mutation,
  pull,
  pullAll,
  push,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const DAY = 24 * 60 * 60 * 1000;
const RETENTION = TOMBSTONE_RETENTION_DAYS * DAY;

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.sql`delete from contact_submissions`;
  await ctx.db.sql`delete from team_members`;
  await ctx.db.sql`delete from sync_mutations`;
  await ctx.db.sql`update sync_state set purged_version = 0`;
});

const deps = () => ({ sql: ctx.db.sql, clock: ctx.clock, logger: silentLogger });
const ago = (ms: number) => new Date(ctx.clock.now().getTime() - ms);

async function tombstone(table: 'contact_submissions' | 'team_members', deletedAgo: number) {
  const [row] =
    table === 'contact_submissions'
      ? await ctx.db.sql<{ id: string }[]>`
          insert into contact_submissions (name, email, message, deleted_at)
          values ('Old', 'old@firma.ee', 'Hi', ${ago(deletedAgo)}) returning id`
      : await ctx.db.sql<{ id: string }[]>`
          insert into team_members (name, position, deleted_at)
          values ('Old', 'Counsel', ${ago(deletedAgo)}) returning id`;
  return row?.id ?? '';
}

async function horizon(): Promise<string> {
  const [row] = await ctx.db.sql<{ v: string }[]>`select purged_version::text as v from sync_state`;
  return row?.v ?? '';
}

async function ids(table: string): Promise<string[]> {
  const rows = await ctx.db.sql<
    { id: string }[]
  >`select id from ${ctx.db.sql(table)} order by version`;
  return rows.map((r) => r.id);
}

describe('purging tombstones', () => {
  it('hard-deletes tombstones older than the retention in every table and raises the horizon', async () => {
    const oldContact = await tombstone('contact_submissions', RETENTION + 1);
    const oldMember = await tombstone('team_members', RETENTION + DAY);
    const recent = await tombstone('contact_submissions', RETENTION - 1000);
    const live = await insertContact(ctx);
    const highest = await versionOf(ctx, 'team_members', oldMember);

    expect(await purgeSyncHistory(deps())).toEqual({ tombstones: 2, syncMutations: 0 });
    expect(await ids('contact_submissions')).toEqual([recent, live]);
    expect(await ids('team_members')).toEqual([]);
    expect(await horizon()).toBe(highest);
    expect(oldContact).not.toBe('');
    expect(await purgeSyncHistory(deps())).toEqual({ tombstones: 0, syncMutations: 0 });
    expect(await horizon()).toBe(highest);
  });

  it('works in batches', async () => {
    for (let i = 0; i < 7; i++) await tombstone('contact_submissions', RETENTION + DAY);
    const keep = await tombstone('contact_submissions', DAY);
    expect(await purgeSyncHistory(deps(), { batchSize: 2 })).toEqual({
      tombstones: 7,
      syncMutations: 0,
    });
    expect(await ids('contact_submissions')).toEqual([keep]);
  });

  it('makes a client whose cursor is older than a purged tombstone reset, and no other', async () => {
    await insertContact(ctx);
    const { cursor: before } = await pullAll(ctx, admin.cookie);
    expect(before).not.toBe('0');
    const old = await tombstone('contact_submissions', RETENTION + DAY);
    const { cursor: after } = await pullAll(ctx, admin.cookie);
    expect(after).toBe(await versionOf(ctx, 'contact_submissions', old));
    await purgeSyncHistory(deps());
    expect(await pull(ctx, admin.cookie, before)).toMatchObject({ reset: true });
    expect(await pull(ctx, admin.cookie, after)).toMatchObject({ reset: false, changes: [] });
    expect(await pull(ctx, admin.cookie, '0')).toMatchObject({ reset: false });
  });

  it('forgets push answers older than the retention, so only recent ids replay', async () => {
    const id = await insertContact(ctx);
    const m = mutation('contact.setStatus', { id, status: 'closed' });
    await push(ctx, admin.cookie, [m]);
    await ctx.db.sql`
      insert into sync_mutations (id, user_id, name, result, created_at)
      values (${randomUUID()}, ${admin.userId}, 'contact.setStatus', '{}', ${ago(RETENTION + 1)})`;
    expect(await purgeSyncHistory(deps())).toEqual({ tombstones: 0, syncMutations: 1 });
    const [row] = await ctx.db.sql<{ id: string }[]>`select id from sync_mutations`;
    expect(row?.id).toBe(m.id);
  });

  it('runs as part of the hourly maintenance job', async () => {
    await tombstone('contact_submissions', RETENTION + DAY);
    const job = startMaintenanceJob(deps(), { firstRunDelayMs: DAY, intervalMs: DAY });
    try {
      expect(await job.run()).toMatchObject({ tombstones: 1 });
    } finally {
      await job.stop();
    }
    expect(await ids('contact_submissions')).toEqual([]);
  });
});
