/**
 * Writes to a table's packed pages (packed.ts): a copy from zero appends its rows as pages as
 * they arrive, and a fold moves the delta into the pages that hold its rows.
 */
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { LocalRow, SyncDb } from './db.ts';
import { emptyIndex, readHeader, writeToPages } from './packed.ts';
import { currentIndex, whenCommitted } from './table-cache.ts';

/**
 * The delta's size at which it is folded into the pages (after a pull, and when the copy is
 * opened). Below it, a reload reads it in one go; a fold rewrites one page per row it touches.
 */
export const FOLD_AT = 500;

/**
 * Inside the transaction that writes a page of a copy from zero: `rows` (newer than any the
 * table holds) become pages of their own. A row the delta holds is written there instead, or
 * the delta's older copy would hide it.
 */
export async function appendToPages(
  db: SyncDb,
  table: SyncedTableName,
  rows: readonly LocalRow[],
): Promise<void> {
  const inDelta = new Set(await db.delta(table).toCollection().primaryKeys());
  const toDelta = inDelta.size === 0 ? [] : rows.filter((row) => inDelta.has(row.id));
  const toPages = toDelta.length === 0 ? rows : rows.filter((row) => !inDelta.has(row.id));
  if (toDelta.length > 0) await db.delta(table).bulkPut(toDelta);
  if (toPages.length === 0) return;
  // Appended pages need only the header: no page is read.
  const header = await readHeader(db, table);
  const index = { ...emptyIndex(header.stamp), next: header.next };
  whenCommitted(db, table, await writeToPages(db, table, index, toPages, { append: true }));
}

/**
 * Moves the table's delta into its pages, in one transaction: a reload in the middle leaves
 * both as they were. Resolves with the rows moved.
 */
export function foldTable(db: SyncDb, table: SyncedTableName): Promise<number> {
  return db.transaction('rw', db.stores(table), async () => {
    const changes = await db.delta(table).toArray();
    if (changes.length === 0) return 0;
    const index = await currentIndex(db, table);
    whenCommitted(db, table, await writeToPages(db, table, index, changes));
    // Every row of the delta was read in this transaction, and nothing else writes in it.
    await db.delta(table).clear();
    return changes.length;
  });
}

/** Folds each table whose delta has reached FOLD_AT rows; resolves with the rows moved. */
export async function foldLarge(db: SyncDb, at = FOLD_AT): Promise<number> {
  let moved = 0;
  for (const table of db.readable) {
    if ((await db.delta(table).count()) >= at) moved += await foldTable(db, table);
  }
  return moved;
}
