/**
 * Every row of a synced table, held in memory and kept up to date by what changes, so a list or
 * counter that follows the table costs what changed, not a read of the whole table (issue #24).
 * The rows are the table's packed pages (packed.ts) with its delta on top.
 *
 * - The pages are read once, then followed by the writes this tab makes to them (`pagesWritten`,
 *   when their transaction commits); pages of another stamp than the header's (another tab wrote
 *   them) are read again.
 * - The delta's changes are learnt from Dexie's `storagemutated` event, which names the primary
 *   keys a write touched, in this tab and (through Dexie's BroadcastChannel) in the others. A
 *   write of a few rows names its keys: only those are read again. A bulk write of 50 rows or
 *   more, a clear or a range delete names the whole store: the delta is read again in full (it is
 *   small: a fold empties it).
 *
 * The listener is added when this module loads, before any live query subscribes: Dexie calls
 * listeners in order, and a live query re-runs its querier synchronously from its own listener,
 * so the keys must be known by then.
 */
import { Dexie, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { LocalRow, SyncDb } from './db.ts';
import {
  applyWrite,
  emptyIndex,
  isGone,
  type PagedIndex,
  type PagesWrite,
  pagedRow,
  readHeader,
  readIndex,
} from './packed.ts';

interface Entry {
  /** The table's pages as last read or written here; null until read. */
  index: PagedIndex | null;
  /** The delta's rows; null until read, and after a change that named the whole store. */
  delta: Map<string, LocalRow> | null;
  /** Delta keys changed since it was last brought up to date (also while it is read). */
  dirty: Set<string>;
  /** Bumped by a change that named the whole delta: a full read begun before it is not kept. */
  generation: number;
  /** The rows shown: the pages with the delta on top, tombstones left out. */
  rows: Map<string, LocalRow> | null;
  /** The rows as an array, made again only after a change. */
  snapshot: readonly LocalRow[] | null;
  /** A bringing up to date under way: every caller waits for the same one. */
  updating: Promise<void> | null;
  /** Full reads of the delta under way (their rows are not held yet). */
  reading: number;
}

const caches = new Map<string, Entry>();
const partOf = (dbName: string, table: string) => `idb://${dbName}/${table}/`;

function entryOf(db: SyncDb, table: SyncedTableName): Entry {
  const key = partOf(db.name, table);
  let entry = caches.get(key);
  if (!entry) {
    entry = {
      index: null,
      delta: null,
      dirty: new Set(),
      generation: 0,
      rows: null,
      snapshot: null,
      updating: null,
      reading: 0,
    };
    caches.set(key, entry);
  }
  return entry;
}

Dexie.on('storagemutated', (parts: ObservabilitySet) => {
  for (const [part, entry] of caches) {
    // No delta held and none being read: nothing to bring up to date.
    if (!entry.delta && entry.reading === 0) continue;
    for (const tree of [parts[part], parts[`${part}:dels`]]) {
      if (!tree) continue;
      const keys = pointKeys(tree);
      if (keys === null) {
        entry.delta = null;
        entry.dirty.clear();
        entry.rows = null;
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

/** The row shown for `id`: the delta's copy, else the pages'; undefined when deleted or absent. */
function shown(entry: Entry, id: string): LocalRow | undefined {
  const row = entry.delta?.get(id) ?? (entry.index ? pagedRow(entry.index, id) : undefined);
  return row && !isGone(row) ? row : undefined;
}

function showAgain(entry: Entry, ids: Iterable<string>): void {
  const rows = entry.rows;
  if (!rows) return;
  for (const id of ids) {
    const row = shown(entry, id);
    if (row) rows.set(id, row);
    else rows.delete(id);
  }
  entry.snapshot = null;
}

/**
 * The table's rows (in no particular order): read in full the first time, then brought up to
 * date by what changed. Run it inside a live query to follow the table: it subscribes to every
 * change of the delta, and to the pages' header.
 */
export async function tableRows(db: SyncDb, table: SyncedTableName): Promise<readonly LocalRow[]> {
  // Any change to the delta re-runs the caller's live query: a cursor over the whole key range,
  // one row long. (A read of keys alone follows only additions and deletions, and a read of
  // values goes through Dexie's query cache, which judges a one-row result unchanged.)
  await db
    .delta(table)
    .limit(1)
    .each(() => {});
  let { stamp } = await readHeader(db, table);
  const entry = entryOf(db, table);
  while (
    entry.updating ||
    entry.dirty.size > 0 ||
    !entry.delta ||
    !entry.rows ||
    entry.index?.stamp !== stamp
  ) {
    entry.updating ??= bringUpToDate(entry, db, table).finally(() => {
      entry.updating = null;
    });
    await entry.updating;
    // A fold or a copy's page may have committed meanwhile: its header says so.
    stamp = (await Dexie.ignoreTransaction(() => readHeader(db, table))).stamp;
  }
  entry.snapshot ??= [...entry.rows.values()];
  return entry.snapshot;
}

/** The delta, then the pages, then the rows shown; outside the caller's live query. */
async function bringUpToDate(entry: Entry, db: SyncDb, table: SyncedTableName): Promise<void> {
  await Dexie.ignoreTransaction(async () => {
    if (!entry.delta) {
      // Keys changed while the delta is read are kept in `dirty` and read again below.
      entry.dirty.clear();
      const generation = entry.generation;
      entry.reading += 1;
      const all = await db
        .delta(table)
        .toArray()
        .finally(() => {
          entry.reading -= 1;
        });
      if (entry.generation !== generation) return;
      entry.delta = new Map(all.map((row) => [row.id, row]));
      entry.rows = null;
    } else if (entry.dirty.size > 0) {
      const keys = [...entry.dirty];
      entry.dirty.clear();
      const fresh = await db.delta(table).bulkGet(keys);
      const delta = entry.delta;
      if (!delta) return;
      keys.forEach((key, i) => {
        const row = fresh[i];
        if (row) delta.set(key, row);
        else delta.delete(key);
      });
      showAgain(entry, keys);
    }
    const held = entry.index;
    const { stamp } = await readHeader(db, table);
    if (held?.stamp !== stamp) {
      const index = await db.transaction('r', db.pages(table), () => readIndex(db, table));
      // A write of this tab applied meanwhile is as new: keep that.
      if (entry.index === held) installIndex(entry, index);
    }
    if (!entry.rows && entry.delta && entry.index) entry.rows = build(entry.index, entry.delta);
  });
}

function installIndex(entry: Entry, index: PagedIndex): void {
  entry.index = index;
  entry.rows = null;
  entry.snapshot = null;
}

function build(index: PagedIndex, delta: ReadonlyMap<string, LocalRow>): Map<string, LocalRow> {
  const rows = new Map<string, LocalRow>();
  for (const held of index.pages.values()) {
    for (const [id, row] of held) if (!isGone(row)) rows.set(id, row);
  }
  for (const [id, row] of delta) {
    if (isGone(row)) rows.delete(id);
    else rows.set(id, row);
  }
  return rows;
}

/**
 * The row `id` as the table holds it, a tombstone included: the delta's copy, else the newest
 * page's. Inside the caller's transaction when there is one (it must include the table's
 * stores), so a read-write transaction reads what it will write on.
 */
export function heldRow(
  db: SyncDb,
  table: SyncedTableName,
  id: string,
): Promise<LocalRow | undefined> {
  return db.transaction('r', db.stores(table), async () => {
    const changed = await db.delta(table).get(id);
    if (changed) return changed;
    const { stamp, next } = await readHeader(db, table);
    if (next === 0) return undefined;
    const entry = entryOf(db, table);
    const held = entry.index;
    if (held?.stamp === stamp) return pagedRow(held, id);
    const index = await readIndex(db, table);
    if (entry.index === held) installIndex(entry, index);
    return pagedRow(index, id);
  });
}

/**
 * The pages as this tab holds them, if they are the ones the header names; otherwise read in
 * the caller's transaction (and held from then on).
 */
export async function currentIndex(db: SyncDb, table: SyncedTableName): Promise<PagedIndex> {
  const { stamp, next } = await readHeader(db, table);
  const entry = entryOf(db, table);
  const held = entry.index;
  if (held?.stamp === stamp) return held;
  const index = next === 0 ? { ...emptyIndex(stamp), next } : await readIndex(db, table);
  if (entry.index === held) installIndex(entry, index);
  return index;
}

/**
 * Whether the table held a row of this id before the changes not folded yet, as far as this tab
 * knows (false when its pages have not been read here).
 */
export function heldBefore(db: SyncDb, table: SyncedTableName, id: string): boolean {
  const index = entryOf(db, table).index;
  return index ? pagedRow(index, id) !== undefined : false;
}

/**
 * Call inside the transaction that writes the pages: once it commits, the pages held here (if
 * they are the ones it wrote on) take the write, and the rows shown follow.
 */
export function whenCommitted(db: SyncDb, table: SyncedTableName, write: PagesWrite): void {
  const transaction = Dexie.currentTransaction;
  if (!transaction) throw new Error('Pages are written inside a transaction.');
  transaction.idbtrans.addEventListener('complete', () => pagesWritten(db, table, write));
}

function pagesWritten(db: SyncDb, table: SyncedTableName, write: PagesWrite): void {
  const entry = entryOf(db, table);
  if (!entry.index || entry.index.stamp !== write.from) return;
  showAgain(entry, applyWrite(entry.index, write));
}

/**
 * A copy from zero begins here: every table starts from no rows, so the copy's pages are held as
 * they are written and nothing is read back once it ends (issue #24: at 20,000 rows that read
 * held the dashboard's figures back 300 ms after the last page).
 */
export async function followCopy(db: SyncDb): Promise<void> {
  // Empty tables (or nearly: changes queued before the copy): cheap to read.
  await Promise.all(db.readable.map((table) => tableRows(db, table)));
}

/**
 * Forgets the rows held for the database called `name` (it is being deleted or closed): one made
 * again under that name starts from nothing.
 */
export function forgetTables(name: string): void {
  for (const key of caches.keys()) if (key.startsWith(`idb://${name}/`)) caches.delete(key);
}
