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
  /** Committed writes that named the table, counted for `CopyFollower`. */
  writes: number;
  /** Full reads of the table under way (their rows are not held yet). */
  reading: number;
}

const caches = new Map<string, Entry>();
const partOf = (dbName: string, table: string) => `idb://${dbName}/${table}/`;

function entryOf(db: SyncDb, table: SyncedTableName): Entry {
  const key = partOf(db.name, table);
  let entry = caches.get(key);
  if (!entry) {
    entry = {
      rows: null,
      dirty: new Set(),
      generation: 0,
      snapshot: null,
      updating: null,
      writes: 0,
      reading: 0,
    };
    caches.set(key, entry);
  }
  return entry;
}

Dexie.on('storagemutated', (parts: ObservabilitySet) => {
  for (const [part, entry] of caches) {
    const trees = [parts[part], parts[`${part}:dels`]];
    // One event per committed transaction (and per one seen in another tab).
    if (trees.some(Boolean)) entry.writes += 1;
    // No rows held and none being read: nothing to bring up to date (a first copy's pages).
    if (!entry.rows && entry.reading === 0) continue;
    for (const tree of trees) {
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
    entry.reading += 1;
    const all = await Dexie.ignoreTransaction(() => readAll(db, table)).finally(() => {
      entry.reading -= 1;
    });
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

/**
 * Follows a copy from zero, so the table cache starts from the rows the copy wrote instead of
 * reading them all back once it ends (issue #24: at 20,000 rows that read held the dashboard's
 * figures 300 ms after the last page).
 *
 * Safe only if the copy's own writes are all a table saw: each table's committed writes are
 * counted from the start, and a table any other write reached (a change made meanwhile, here or
 * in another tab) is left to be read from IndexedDB as before. At the end each table is counted;
 * where it holds rows the copy did not leave (one a change queued before the copy made, one the
 * copy wrote through the local-changes path), its keys alone are read and those rows read again
 * by key.
 */
export class CopyFollower {
  private readonly tables = new Map<
    SyncedTableName,
    { mark: number; writes: number; rows: Map<string, LocalRow> }
  >();

  /** Starts following, before the copy's first page is written. */
  constructor(private readonly db: SyncDb) {
    for (const table of db.readable) {
      this.tables.set(table, { mark: entryOf(db, table).writes, writes: 0, rows: new Map() });
    }
  }

  /** One committed transaction's writes, table by table. */
  committed(page: ReadonlyMap<SyncedTableName, WrittenRows>): void {
    for (const [table, written] of page) {
      const followed = this.tables.get(table);
      if (!followed) continue;
      followed.writes += 1;
      for (const row of written.puts) followed.rows.set(row.id, row);
      for (const id of written.deletes) followed.rows.delete(id);
      for (const id of written.special) followed.rows.delete(id);
    }
  }

  /** The copy is complete: every table no other write reached starts from its rows. */
  async finish(): Promise<void> {
    const followed = [...this.tables];
    this.tables.clear();
    // As many rows as the copy left (the usual case): the table holds those and no other.
    // Otherwise its keys alone are read, and the rows the copy did not write are read by key.
    const counts = await Promise.all(followed.map(([table]) => this.db.rows(table).count()));
    const keys = await Promise.all(
      followed.map(([table, { rows }], i) =>
        counts[i] === rows.size ? null : this.db.rows(table).toCollection().primaryKeys(),
      ),
    );
    followed.forEach(([table, { mark, writes, rows }], i) => {
      const entry = entryOf(this.db, table);
      // Counted after the reads: a write before them is seen here too.
      if (entry.writes - mark !== writes) return;
      entry.dirty.clear();
      const present = keys[i];
      if (present) {
        const all = new Set(present);
        for (const id of rows.keys()) if (!all.has(id)) rows.delete(id);
        for (const id of all) if (!rows.has(id)) entry.dirty.add(id);
      }
      entry.rows = rows;
      entry.snapshot = null;
      entry.generation += 1;
    });
  }
}

/** What one transaction wrote to a table: rows put, keys deleted, keys written row by row. */
export interface WrittenRows {
  puts: readonly LocalRow[];
  deletes: readonly string[];
  special: readonly string[];
}

/** Forgets the rows held for `db` (it is being deleted or closed). */
export function forgetTables(db: SyncDb): void {
  for (const key of caches.keys()) if (key.startsWith(`idb://${db.name}/`)) caches.delete(key);
}
