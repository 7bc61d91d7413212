/**
 * A synced table's rows as this device shows them: its packed pages with its delta on top
 * (packed.ts). Reads of one row look in the delta, then in the pages held in memory; reads of
 * the whole table go through the rows held in memory (table-cache.ts). Writes go to the delta,
 * which a fold later moves into the pages: a changed row costs one record.
 */
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { LocalRow, SyncDb } from './db.ts';
import { isGone, tombstone } from './packed.ts';
import { heldRow, tableRows } from './table-cache.ts';

export interface LocalTable {
  readonly name: SyncedTableName;
  /** The row; undefined when it is deleted or not here. In a transaction, it must include `db.stores(name)`. */
  get(id: string): Promise<LocalRow | undefined>;
  /** The row as held, a tombstone included (a deleted row's last known version). */
  getHeld(id: string): Promise<LocalRow | undefined>;
  put(row: LocalRow): Promise<void>;
  bulkPut(rows: readonly LocalRow[]): Promise<void>;
  /** Deletes the row here; `version`: the server's version it was deleted at, when known. */
  delete(id: string, version?: string): Promise<void>;
  bulkDelete(ids: readonly string[]): Promise<void>;
  /** Changes some of the row's columns; resolves with 0 when there is no such row. */
  update(id: string, changes: Record<string, unknown>): Promise<number>;
  /** Every row (not in a read-write transaction: it reads through the rows held in memory). */
  toArray(): Promise<LocalRow[]>;
  count(): Promise<number>;
  filter(keep: (row: LocalRow) => boolean): Promise<LocalRow[]>;
}

export function createLocalTable(db: SyncDb, name: SyncedTableName): LocalTable {
  const delta = () => db.delta(name);
  const table: LocalTable = {
    name,
    async get(id) {
      const row = await heldRow(db, name, id);
      return row && !isGone(row) ? row : undefined;
    },
    getHeld: (id) => heldRow(db, name, id),
    async put(row) {
      await delta().put(row);
    },
    async bulkPut(rows) {
      await delta().bulkPut([...rows]);
    },
    async delete(id, version) {
      await delta().put(tombstone(id, version));
    },
    async bulkDelete(ids) {
      await delta().bulkPut(ids.map((id) => tombstone(id)));
    },
    update: (id, changes) =>
      db.transaction('rw', db.stores(name), async () => {
        const row = await table.get(id);
        if (!row) return 0;
        await delta().put({ ...row, ...changes, id });
        return 1;
      }),
    toArray: async () => [...(await tableRows(db, name))],
    count: async () => (await tableRows(db, name)).length,
    filter: async (keep) => (await tableRows(db, name)).filter(keep),
  };
  return table;
}
