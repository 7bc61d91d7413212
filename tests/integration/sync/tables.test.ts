import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { SYNCED_TABLE_NAMES, SYNCED_TABLES } from '../../../shared/sync/tables.ts';
import { createTestDatabase } from '../../helpers/db.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** Tables with a trigger running this function. */
async function tablesWithTrigger(fn: string): Promise<string[]> {
  const rows = await db.sql<{ t: string }[]>`
    select distinct c.relname as t
    from pg_trigger tg
    join pg_class c on c.oid = tg.tgrelid
    join pg_proc p on p.oid = tg.tgfoid
    where p.proname = ${fn} and not tg.tgisinternal
    order by 1`;
  return rows.map((r) => r.t);
}

describe('SYNCED_TABLES', () => {
  const declared = [...SYNCED_TABLE_NAMES].sort();

  it('names exactly the tables that take sync versions and notify on change', async () => {
    expect(await tablesWithTrigger('sync_touch')).toEqual(declared);
    expect(await tablesWithTrigger('sync_notify')).toEqual(declared);
  });

  it('keeps who changed each field on exactly the tables whose conflict rule is per field', async () => {
    const perField = SYNCED_TABLES.filter((t) => t.conflict === 'fields')
      .map((t) => t.name)
      .sort();
    expect(await tablesWithTrigger('sync_field_changes')).toEqual(perField);
  });

  it('names columns that exist: version, deleted_at, the omitted ones and the indexed ones', async () => {
    const rows = await db.sql<{ t: string; c: string }[]>`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public'`;
    const columns = new Map<string, Set<string>>();
    for (const r of rows) columns.set(r.t, (columns.get(r.t) ?? new Set()).add(r.c));
    for (const table of SYNCED_TABLES) {
      const has = columns.get(table.name) ?? new Set();
      for (const c of ['id', 'version', 'deleted_at', ...table.omit]) {
        expect(has.has(c), `${table.name}.${c}`).toBe(true);
      }
    }
  });
});
