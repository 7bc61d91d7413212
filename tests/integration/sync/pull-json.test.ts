import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { seedDemoContent } from '../../../server/db/seed.ts';
import {
  changesJson,
  JSON_SAFE_TYPES,
  syncedColumns,
} from '../../../server/services/sync/pull-json.ts';
import { toSyncRow } from '../../../server/services/sync/rows.ts';
import { readableTables, STAFF_ROLES } from '../../../shared/admin/access.ts';
import { SYNCED_TABLES } from '../../../shared/sync/tables.ts';
import { createTestDatabase } from '../../helpers/db.ts';

// The pull's rows are written out by the database (pull-json.ts). Every other answer's rows are
// made by toSyncRow (push results, lists, the trash): a device must get the same row either way,
// for every synced table and every role, or a pulled row and a pushed one would differ.

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoContent(db.sql, new Date('2025-12-15T12:00:00Z'));
  // Times with microseconds, as now() writes them; one a microsecond short of the next second.
  for (const { name } of SYNCED_TABLES) {
    await db.sql`update ${db.sql(name)} set updated_at = '2026-01-02T03:04:05.999999Z'
      where id = (select id from ${db.sql(name)} order by version limit 1)`;
  }
  await db.sql`update contact_submissions set ip_address = '192.168.1.20',
      created_at = '2026-01-02T03:04:05.678901Z'
    where id = (select id from contact_submissions order by version desc limit 1)`;
});
afterAll(async () => {
  await db.close();
});

describe('a pulled page’s rows, written by the database', () => {
  it('are the rows toSyncRow makes, for every synced table and role', async () => {
    const columns = await syncedColumns(db.sql);
    let compared = 0;
    for (const role of STAFF_ROLES) {
      for (const { name } of readableTables(role)) {
        const stored = await db.sql<Record<string, unknown>[]>`
          select * from ${db.sql(name)} order by version`;
        const expected = stored.map((row) => ({ table: name, row: toSyncRow(name, row, role) }));
        const written = await db.sql.begin((tx) =>
          changesJson(tx, columns, [name], { since: '0', last: '9223372036854775807' }, role),
        );
        expect({ role, name, changes: JSON.parse(written) }).toEqual({
          role,
          name,
          changes: expected,
        });
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('keep the versions’ order across tables', async () => {
    const columns = await syncedColumns(db.sql);
    const tables = ['contact_submissions', 'sales_enquiries', 'blog_posts'] as const;
    const written = await db.sql.begin((tx) =>
      changesJson(tx, columns, tables, { since: '0', last: '9223372036854775807' }, 'admin'),
    );
    const versions = (JSON.parse(written) as { row: { version: string } }[]).map((c) =>
      BigInt(c.row.version),
    );
    expect(versions.length).toBeGreaterThan(10);
    expect(versions).toEqual([...versions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(JSON.parse(written).map((c: { table: string }) => c.table))).toEqual(
      new Set(tables),
    );
  });

  it('cover every type of column the synced tables have', async () => {
    const columns = await syncedColumns(db.sql);
    const types = new Set(
      SYNCED_TABLES.flatMap(({ name }) => (columns.get(name) ?? []).map((c) => c.type)),
    );
    expect([...types].filter((t) => !JSON_SAFE_TYPES.has(t))).toEqual([]);
  });
});
