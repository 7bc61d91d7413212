/**
 * Every row of a synced table, held in memory and kept up to date by the keys that change, so a
 * list or counter that follows the table costs what changed, not a read of the whole table
 * (issue #24: one new lead took 2–13 s to show at 50,000–200,000 rows, each change re-reading
 * them all).
 *
 * Changes are learnt from Dexie's `storagemutated` event, which names the primary keys a write
 * touched, for writes in this tab and (through Dexie's BroadcastChannel) in the others. A write
 * of a few rows names its keys: only those are read again. A bulk write of 50 rows or more, a
 * clear or a range delete names the whole table: it is read again in full, once.
 *
 * The listener is added when this module loads, before any live query subscribes: Dexie calls
 * listeners in order, and a live query re-runs its querier synchronously from its own listener,
 * so the keys must be known by then.
 */
import { Dexie, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { LocalRow, SyncDb } from './db.ts';

interface Entry {
  /** Null until first read, and after a change that named the whole table. */
  rows: Map<string, LocalRow> | null;
  /** Keys changed since the rows were last brought up to date (also while they are read). */
  dirty: Set<string>;
  /** Bumped by a change that named the whole table: a full read begun before it is not kept. */
  generation: number;
  /** The rows as an array, made again only after a change. */
  snapshot: readonly LocalRow[] | null;
  /** Changed keys being read again: every caller waits for the same reading. */
  updating: Promise<void> | null;
}

const caches = new Map<string, Entry>();
const partOf = (dbName: string, table: string) => `idb://${dbName}/${table}/`;

function entryOf(db: SyncDb, table: SyncedTableName): Entry {
  const key = partOf(db.name, table);
  let entry = caches.get(key);
  if (!entry) {
    entry = { rows: null, dirty: new Set(), generation: 0, snapshot: null, updating: null };
    caches.set(key, entry);
  }
  return entry;
}

Dexie.on('storagemutated', (parts: ObservabilitySet) => {
  for (const [part, entry] of caches) {
    for (const tree of [parts[part], parts[`${part}:dels`]]) {
      if (!tree) continue;
      const keys = pointKeys(tree);
      if (keys === null) {
        entry.rows = null;
        entry.dirty.clear();
        entry.snapshot = null;
        entry.generation += 1;
        break;
      }
      for (const key of keys) entry.dirty.add(key);
    }
  }
});

/**
 * The single keys of an interval tree, or null when it holds a range (a clear, a range delete,
 * a bulk write Dexie did not itemise): then anything may have changed.
 */
function pointKeys(tree: IntervalTree): string[] | null {
  const keys: string[] = [];
  const stack = ['from' in tree ? tree : null];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    if (typeof node.from !== 'string' || node.from !== node.to) return null;
    keys.push(node.from);
    stack.push(node.l ?? null, node.r ?? null);
  }
  return keys;
}

/**
 * The table's rows (in no particular order): read in full the first time, then brought up to
 * date by the changed keys alone. Run it inside a live query to follow the table: it subscribes
 * to every change of the table with a one-key read.
 */
export async function tableRows(db: SyncDb, table: SyncedTableName): Promise<readonly LocalRow[]> {
  const local = db.rows(table);
  // Any change to the table re-runs the caller's live query: a cursor over the whole key range,
  // one row long. (A read of keys alone follows only additions and deletions, and a read of
  // values goes through Dexie's query cache, which judges a one-row result unchanged.)
  await local.limit(1).each(() => {});
  const entry = entryOf(db, table);
  if (!entry.rows) {
    // Keys changed while the table is read are kept in `dirty` and read again below.
    entry.dirty.clear();
    const generation = entry.generation;
    // Outside the live query: its result is held here, not also in Dexie's query cache.
    const all = await Dexie.ignoreTransaction(() => readAll(db, table));
    if (entry.generation !== generation) return all;
    entry.rows = new Map(all.map((row) => [row.id, row]));
    entry.snapshot = all;
  }
  while (entry.updating || entry.dirty.size > 0) {
    entry.updating ??= readAgain(entry, entry.rows, db, table);
    await entry.updating;
    if (!entry.rows) return tableRows(db, table);
  }
  entry.snapshot ??= [...entry.rows.values()];
  return entry.snapshot;
}

/** Rows read in one request when a table is read in full. */
const READ_SLICE = 2000;

/**
 * The whole table, read in slices by primary key: a single read of 50,000 rows is copied into
 * the page in one task of half a second or more; slices keep each task short (issue #24). A row
 * changed between slices is among the changed keys read again afterwards.
 */
async function readAll(db: SyncDb, table: SyncedTableName): Promise<LocalRow[]> {
  const local = db.rows(table);
  const all: LocalRow[] = [];
  let last: string | null = null;
  for (;;) {
    const from = last === null ? local.toCollection() : local.where(':id').above(last);
    const slice: LocalRow[] = await from.limit(READ_SLICE).toArray();
    for (const row of slice) all.push(row);
    const end = slice.at(-1);
    if (slice.length < READ_SLICE || !end) return all;
    last = end.id;
  }
}

/** Reads the changed keys again into `rows`; the array is made anew on the next ask. */
function readAgain(
  entry: Entry,
  rows: Map<string, LocalRow>,
  db: SyncDb,
  table: SyncedTableName,
): Promise<void> {
  const keys = [...entry.dirty];
  entry.dirty.clear();
  return db
    .rows(table)
    .bulkGet(keys)
    .then(
      (fresh) => {
        keys.forEach((key, i) => {
          const row = fresh[i];
          if (row) rows.set(key, row);
          else rows.delete(key);
        });
        entry.snapshot = null;
      },
      (err: unknown) => {
        // Not brought up to date: read the table in full next time.
        entry.rows = null;
        throw err;
      },
    )
    .finally(() => {
      entry.updating = null;
    });
}

/** Forgets the rows held for `db` (it is being deleted or closed). */
export function forgetTables(db: SyncDb): void {
  for (const key of caches.keys()) if (key.startsWith(`idb://${db.name}/`)) caches.delete(key);
}
