import { type DBCore, Dexie, type Middleware } from 'dexie';
import type { SyncedTableName } from '../../shared/sync/tables.ts';
import { pagesStoreName, type SyncDb } from '../../web/src/sync/db.ts';

/** What a watch of one table sees: rows read from IndexedDB, and pages written to it. */
export interface TableWatch {
  rows: number;
  /** Page records written (a copy's or a fold's), headers not counted. */
  pages: number;
  /** For each read that brought rows: how many pages had been written by then. */
  readsAt: number[];
}

/**
 * A DBCore middleware below Dexie's live-query cache (a read answered from memory is not
 * counted) that counts the rows of `table` read from IndexedDB, from its delta and from its
 * packed pages (web/src/sync/packed.ts), and the pages written.
 */
function watching(table: SyncedTableName, watch: TableWatch): Middleware<DBCore> {
  const pagesStore = pagesStoreName(table);
  return {
    stack: 'dbcore',
    name: `watch-rows-${table}`,
    level: -1,
    create: (down) => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        if (name !== table && name !== pagesStore) return inner;
        // A page counts its rows (its header none); a delta record is one row.
        const rowsIn = (record: unknown) => {
          if (name === table) return 1;
          const json = (record as { json?: string } | undefined)?.json;
          return json === undefined ? 0 : (JSON.parse(json) as unknown[]).length;
        };
        const count = (records: readonly unknown[]) => {
          let rows = 0;
          for (const record of records) rows += record === undefined ? 0 : rowsIn(record);
          watch.rows += rows;
          if (rows > 0) watch.readsAt.push(watch.pages);
        };
        return {
          ...inner,
          get: (req) =>
            inner.get(req).then((res) => {
              count([res]);
              return res;
            }),
          query: (req) =>
            inner.query(req).then((res) => {
              if (req.values === false) count(res.result.map(() => (name === table ? 1 : {})));
              else count(res.result);
              return res;
            }),
          getMany: (req) =>
            inner.getMany(req).then((res) => {
              count(res);
              return res;
            }),
          mutate: (req) => {
            if (name === pagesStore && (req.type === 'put' || req.type === 'add')) {
              watch.pages += req.values.filter(
                (v: { page?: number }) => (v.page ?? -1) >= 0,
              ).length;
            }
            return inner.mutate(req);
          },
        };
      },
    }),
  };
}

/** Counts the rows of `table` that `db` reads from IndexedDB; call before it opens. */
export function countRowsRead(db: SyncDb, table: SyncedTableName): TableWatch {
  const watch: TableWatch = { rows: 0, pages: 0, readsAt: [] };
  db.use(watching(table, watch));
  return watch;
}

/**
 * The same, for every database opened from now on (an engine opens its own): stop it with
 * `stop()`. Read `.rows`, `.pages` and `.readsAt` at any time.
 */
export function countRowsReadEverywhere(table: SyncedTableName): TableWatch & { stop(): void } {
  const watch: TableWatch = { rows: 0, pages: 0, readsAt: [] };
  const addon = (db: Dexie) => {
    db.use(watching(table, watch));
  };
  Dexie.addons.push(addon);
  return {
    get rows() {
      return watch.rows;
    },
    get pages() {
      return watch.pages;
    },
    get readsAt() {
      return watch.readsAt;
    },
    stop() {
      Dexie.addons.splice(Dexie.addons.indexOf(addon), 1);
    },
  };
}
