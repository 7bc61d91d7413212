import type { SyncedTableName } from '../../shared/sync/tables.ts';
import type { SyncDb } from '../../web/src/sync/db.ts';

/**
 * Counts the rows of `table` that come from IndexedDB: a DBCore middleware below Dexie's
 * live-query cache, so a read answered from memory is not counted. Read `.rows` at any time.
 */
export function countRowsRead(db: SyncDb, table: SyncedTableName): { rows: number } {
  const counter = { rows: 0 };
  db.use({
    stack: 'dbcore',
    name: `count-rows-read-${table}`,
    level: -1,
    create: (down) => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        if (name !== table) return inner;
        return {
          ...inner,
          query: (req) =>
            inner.query(req).then((res) => {
              counter.rows += res.result.length;
              return res;
            }),
          getMany: (req) =>
            inner.getMany(req).then((res) => {
              counter.rows += res.length;
              return res;
            }),
        };
      },
    }),
  });
  return counter;
}
