import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compareVersions, type SyncChange } from '../../../shared/sync/protocol.ts';
import { SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  insertContact,
  pull,
  pullAll,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

async function insertPost(slug: string): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into blog_posts (title, slug, content, author, tags, created_at)
    values ('A post', ${slug}, 'Body', 'Lumen Team', ${['ai', 'law']},
      '2025-05-01T10:00:00.123Z')
    returning id`;
  return row?.id ?? '';
}

async function insertMember(name: string): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into team_members (name, position, order_index) values (${name}, 'Counsel', 3)
    returning id`;
  return row?.id ?? '';
}

const versions = (changes: SyncChange[]) => changes.map((c) => c.row.version);

describe('GET /api/sync/pull', () => {
  it('pages through every table in version order, tombstones included', async () => {
    const start = (await pullAll(ctx, admin.cookie)).cursor;
    const contact = await insertContact(ctx);
    const post = await insertPost('first-post');
    const member = await insertMember('Jaan Tamm');
    const gone = await insertContact(ctx, { name: 'Gone Soon' });
    await ctx.db.sql`update contact_submissions set deleted_at = now() where id = ${gone}`;
    const post2 = await insertPost('second-post');

    const { pages, changes, cursor } = await pullAll(ctx, admin.cookie, start, 2);
    expect(pages.map((p) => p.changes.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(changes.map((c) => [c.table, c.row.id])).toEqual([
      ['contact_submissions', contact],
      ['blog_posts', post],
      ['team_members', member],
      ['contact_submissions', gone],
      ['blog_posts', post2],
    ]);
    const sorted = [...versions(changes)].sort(compareVersions);
    expect(versions(changes)).toEqual(sorted);
    expect(new Set(versions(changes)).size).toBe(5);
    expect(cursor).toBe(changes.at(-1)?.row.version);
    expect(pages[0]?.cursor).toBe(pages[0]?.changes[1]?.row.version);
    expect(pages.every((p) => p.schemaVersion === SYNC_SCHEMA_VERSION)).toBe(true);

    const tombstone = changes.find((c) => c.row.id === gone)?.row;
    expect(tombstone?.deleted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(tombstone?.version).toBe(await versionOf(ctx, 'contact_submissions', gone));
  });

  it('answers rows as clients store them: no omitted columns, ISO times in UTC, versions as text', async () => {
    const id = await insertContact(ctx, { createdAt: '2025-05-31T21:30:00.5+03:00' });
    const post = await insertPost('typed-post');
    const before = await versionOf(ctx, 'contact_submissions', id);
    const { changes } = await pullAll(ctx, admin.cookie, String(BigInt(before) - 1n));
    const row = changes.find((c) => c.row.id === id)?.row ?? {};
    expect(row).not.toHaveProperty('ip_address');
    expect(row).toMatchObject({
      id,
      name: 'Mari Maasikas',
      created_at: '2025-05-31T18:30:00.500Z',
      response_sent: false,
      response_date: null,
      deleted_at: null,
      version: before,
    });
    const postRow = changes.find((c) => c.row.id === post)?.row ?? {};
    expect(postRow).toMatchObject({
      created_at: '2025-05-01T10:00:00.123Z',
      tags: ['ai', 'law'],
      view_count: 0,
      published: false,
    });
  });

  it('sends a changed row once, at its newest version; the cursor round trip then finds nothing', async () => {
    const id = await insertContact(ctx);
    const { cursor } = await pullAll(ctx, admin.cookie);
    await ctx.db.sql`update contact_submissions set status = 'in_progress' where id = ${id}`;
    await ctx.db.sql`update contact_submissions set priority = 'high' where id = ${id}`;
    const next = await pullAll(ctx, admin.cookie, cursor);
    expect(next.changes).toHaveLength(1);
    expect(next.changes[0]?.row).toMatchObject({ id, status: 'in_progress', priority: 'high' });
    expect(next.cursor).toBe(await versionOf(ctx, 'contact_submissions', id));

    const again = await pull(ctx, admin.cookie, next.cursor);
    expect(again).toEqual({
      reset: false,
      schemaVersion: SYNC_SCHEMA_VERSION,
      changes: [],
      cursor: next.cursor,
      hasMore: false,
      scope: 'admin',
      serverTime: ctx.clock.now().toISOString(),
    });
  });

  it('says how many rows a pull from zero will bring, and only a pull from zero', async () => {
    await insertContact(ctx);
    const gone = await insertContact(ctx, { name: 'Gone Soon' });
    await ctx.db.sql`update contact_submissions set deleted_at = now() where id = ${gone}`;
    await insertPost('counted-post');
    const { pages, changes, cursor } = await pullAll(ctx, admin.cookie, '0', 3);
    expect(pages.length).toBeGreaterThan(1);
    // Every row of every synced table, the tombstone too: exactly what the pull then sent.
    expect(pages[0]?.total).toBe(changes.length);
    expect(pages.slice(1).every((p) => !('total' in p))).toBe(true);

    // A later cursor is not counted, with or without changes after it.
    expect(await pull(ctx, admin.cookie, cursor)).not.toHaveProperty('total');
    await insertContact(ctx);
    const later = await pull(ctx, admin.cookie, cursor);
    expect(later).toMatchObject({ reset: false, changes: [expect.anything()] });
    expect(later).not.toHaveProperty('total');
  });

  it('refuses a malformed cursor or limit', async () => {
    for (const query of ['since=abc', 'since=-1', 'limit=0', 'limit=5001', 'limit=ten']) {
      const res = await call(ctx, admin.cookie, 'GET', `/api/sync/pull?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('resets a cursor below the purge horizon, and only such a cursor', async () => {
    const { cursor } = await pullAll(ctx, admin.cookie);
    const horizon = BigInt(cursor) - 2n;
    await ctx.db.sql`update sync_state set purged_version = ${horizon.toString()}`;
    try {
      const below = await pull(ctx, admin.cookie, String(horizon - 1n));
      expect(below).toEqual({
        reset: true,
        schemaVersion: SYNC_SCHEMA_VERSION,
        message: expect.any(String),
        serverTime: ctx.clock.now().toISOString(),
      });
      expect((await pull(ctx, admin.cookie, String(horizon))).reset).toBe(false);
      expect((await pull(ctx, admin.cookie, '0')).reset).toBe(false);
    } finally {
      await ctx.db.sql`update sync_state set purged_version = 0`;
    }
  });

  it('lets a copy made after a purge pass cursors below it, and resets one a later purge overtook', async () => {
    const { cursor } = await pullAll(ctx, admin.cookie);
    const purged = (BigInt(cursor) - 2n).toString();
    await ctx.db.sql`update sync_state set purged_version = ${purged}`;
    try {
      const first = await pull(ctx, admin.cookie, '0', 1);
      expect(first.reset === false && first.horizon).toBe(purged);
      const below = first.reset ? '0' : first.cursor;
      expect(BigInt(below) < BigInt(purged)).toBe(true);
      const ask = (horizon?: string) => {
        const query = new URLSearchParams({ since: below, ...(horizon ? { horizon } : {}) });
        return call(ctx, admin.cookie, 'GET', `/api/sync/pull?${query}`).then(
          async (res) => ((await res.json()) as { reset: boolean }).reset,
        );
      };
      // The copy began after that purge: nothing it had was purged.
      expect(await ask(purged)).toBe(false);
      // Without the horizon, or made under an older one, the cursor may have missed deletions.
      expect(await ask()).toBe(true);
      expect(await ask((BigInt(purged) - 1n).toString())).toBe(true);
    } finally {
      await ctx.db.sql`update sync_state set purged_version = 0`;
    }
  });

  it('resets a cursor ahead of every version the server has given out (a restored backup)', async () => {
    const { cursor } = await pullAll(ctx, admin.cookie);
    expect((await pull(ctx, admin.cookie, cursor)).reset).toBe(false);
    const ahead = await pull(ctx, admin.cookie, String(BigInt(cursor) + 1000n));
    expect(ahead).toEqual({
      reset: true,
      schemaVersion: SYNC_SCHEMA_VERSION,
      message: expect.stringContaining('restored from a backup'),
      serverTime: ctx.clock.now().toISOString(),
    });
  });

  it('pulls 20,000 rows in a few quick pages', async () => {
    const { cursor } = await pullAll(ctx, admin.cookie);
    await ctx.db.sql`
      insert into contact_submissions (name, email, message, created_at)
      select 'Person ' || i, 'p' || i || '@firma.ee', 'Message ' || i,
        timestamptz '2025-01-01' + i * interval '1 minute'
      from generate_series(1, 12000) as i`;
    await ctx.db.sql`
      insert into newsletter_signups (email, created_at)
      select 'reader' || i || '@firma.ee', timestamptz '2025-01-01' + i * interval '1 minute'
      from generate_series(1, 8000) as i`;
    // How fast is measured in Chromium by `npm run bench:sync`; here, that it takes few pages.
    const { pages, changes } = await pullAll(ctx, admin.cookie, cursor, 5000);
    expect(pages).toHaveLength(4);
    expect(changes).toHaveLength(20_000);
    expect(versions(changes)).toEqual([...versions(changes)].sort(compareVersions));
  });
});
