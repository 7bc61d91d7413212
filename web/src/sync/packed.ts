/**
 * The local copy of a synced table kept as packed pages, as Replicache keeps chunks: IndexedDB's
 * cost is per record, not per byte (issue #44: 20,000 single-row puts took a second; the same
 * rows as 40 records of 500, 50 ms), so a first copy of 100,000 rows writes a few hundred
 * records, not 100,000.
 *
 * A table is two stores:
 * - its pages, numbered in the order they were written, each many rows; a later page's copy of
 *   a row is newer than an earlier page's. Rows and tombstones (deleted_at set) alike, so a row a
 *   later page deletes never comes back from an earlier one. Page -1 is a header whose stamp
 *   changes with every write;
 * - its delta: a record per row changed since (a local change, a push answer, a pull after the
 *   copy), newer than any page. A fold moves the delta into the pages that hold those rows, in one
 *   transaction, when it has grown (engine.ts).
 *
 * The rows held in memory (table-cache.ts) know which page holds each row, so a fold rewrites
 * only the pages it touches, and a point read outside the delta costs no read of IndexedDB. A
 * reader whose pages are of another stamp (another tab wrote them) reads them again.
 */
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { LocalRow, PageRecord, PagesHeader, SyncDb } from './db.ts';

/** Rows per page: one record of a size that is still quick to write again on a fold. */
export const PAGE_ROWS = 500;

/** A tombstone: the row is deleted (on the server, or here and not yet pushed). */
export function isGone(row: LocalRow): boolean {
  return row.deleted_at !== null && row.deleted_at !== undefined;
}

/** What a deleted row leaves in the delta: newer than any page's copy of it. */
export function tombstone(id: string, version = '0'): LocalRow {
  return { id, version, deleted_at: 'here' };
}

/** The pages of one table as this tab last read or wrote them. */
export interface PagedIndex {
  /** The header's stamp they reflect. */
  stamp: string;
  next: number;
  /** Each page's rows that are the newest copy of their id (rows and tombstones). */
  pages: Map<number, Map<string, LocalRow>>;
  /** The page holding the newest copy of each id. */
  where: Map<string, number>;
}

/** A table that has no pages: its header, had it one. */
const NO_PAGES = '';

export function emptyIndex(stamp = NO_PAGES): PagedIndex {
  return { stamp, next: 0, pages: new Map(), where: new Map() };
}

function headerOf(record: PageRecord | PagesHeader | undefined): PagesHeader | undefined {
  return record && 'stamp' in record ? record : undefined;
}

/** The pages' header: its stamp, and the next page number. */
export async function readHeader(
  db: SyncDb,
  table: SyncedTableName,
): Promise<{ stamp: string; next: number }> {
  const header = headerOf(await db.pages(table).get(-1));
  return header ? { stamp: header.stamp, next: header.next } : { stamp: NO_PAGES, next: 0 };
}

/** Pages read in one request when a table's pages are read in full. */
const READ_PAGES = 12;
/** Requests asked for ahead of the one being unpacked. */
const READS_AHEAD = 2;

/**
 * Every page of the table, read in the current transaction (or one of their own): the newest
 * copy of each row, and which page holds it. A few pages per request, each copied into the page
 * in one go and unpacked in a short task; the next requests are already asked for, so the
 * database reads while the page unpacks.
 */
export async function readIndex(db: SyncDb, table: SyncedTableName): Promise<PagedIndex> {
  const store = db.pages(table);
  const { stamp, next } = await readHeader(db, table);
  const index = emptyIndex(stamp);
  index.next = next;
  const reads: Promise<(PageRecord | PagesHeader)[]>[] = [];
  let asked = 0;
  const ask = () => {
    const read = store
      .where('page')
      .between(asked, asked + READ_PAGES, true, false)
      .toArray();
    // A failed read fails the transaction: the one awaited first reports it.
    read.catch(() => {});
    reads.push(read);
    asked += READ_PAGES;
  };
  while (asked < next && reads.length <= READS_AHEAD) ask();
  for (let read = reads.shift(); read; read = reads.shift()) {
    const records = await read;
    if (asked < next) ask();
    for (const record of records) {
      if (headerOf(record)) continue;
      addPage(index, record.page, JSON.parse((record as PageRecord).json) as LocalRow[]);
    }
  }
  return index;
}

/** Takes a page in, in page order: its rows are newer than any earlier page's. */
function addPage(index: PagedIndex, page: number, rows: readonly LocalRow[]): void {
  let held = index.pages.get(page);
  if (!held) {
    held = new Map();
    index.pages.set(page, held);
  }
  for (const row of rows) {
    const before = index.where.get(row.id);
    if (before !== undefined && before !== page) index.pages.get(before)?.delete(row.id);
    held.set(row.id, row);
    index.where.set(row.id, page);
  }
}

/** The newest copy of `id` the pages hold (a tombstone included); undefined if none. */
export function pagedRow(index: PagedIndex, id: string): LocalRow | undefined {
  const page = index.where.get(id);
  return page === undefined ? undefined : index.pages.get(page)?.get(id);
}

/** What a write to the pages did, applied to an index of the stamp it was made on. */
export interface PagesWrite {
  from: string;
  to: string;
  next: number;
  /** The pages written, each whole. */
  pages: Map<number, Map<string, LocalRow>>;
}

/**
 * Brings `index` (of the stamp the write was made on) up to the write, in place; returns the ids
 * whose newest copy the write changed.
 */
export function applyWrite(index: PagedIndex, write: PagesWrite): string[] {
  const changed: string[] = [];
  for (const [page, rows] of write.pages) {
    const previous = index.pages.get(page);
    index.pages.set(page, rows);
    for (const id of rows.keys()) {
      const before = index.where.get(id);
      if (before !== undefined && before !== page) index.pages.get(before)?.delete(id);
      index.where.set(id, page);
      changed.push(id);
    }
    // Rows the page no longer holds (none today: a fold keeps a deleted row's tombstone).
    for (const id of previous?.keys() ?? []) {
      if (!rows.has(id) && index.where.get(id) === page) {
        index.where.delete(id);
        changed.push(id);
      }
    }
  }
  index.stamp = write.to;
  index.next = write.next;
  return changed;
}

/**
 * Inside a read-write transaction over the table's stores: writes `rows` (newer than any page's
 * copy) into the pages, on top of `index` (the pages as the transaction reads them). A row some
 * page holds is written into that page; the others fill the last page, then new ones. Returns
 * the write (the caller applies it to memory once it is committed).
 */
export async function writeToPages(
  db: SyncDb,
  table: SyncedTableName,
  index: PagedIndex,
  rows: readonly LocalRow[],
  options: { append?: boolean } = {},
): Promise<PagesWrite> {
  const written = new Map<number, Map<string, LocalRow>>();
  const pageFor = (page: number) => {
    let rowsOf = written.get(page);
    if (!rowsOf) {
      rowsOf = new Map(index.pages.get(page));
      written.set(page, rowsOf);
    }
    return rowsOf;
  };
  let next = index.next;
  // A copy from zero appends its rows as pages of their own (nothing to read again); a fold
  // puts each row back where it was.
  let tail = options.append ? -1 : next - 1;
  for (const row of rows) {
    const held = options.append ? undefined : index.where.get(row.id);
    if (held !== undefined) {
      pageFor(held).set(row.id, row);
      continue;
    }
    // A tombstone of a row no page holds: nothing to delete.
    if (isGone(row) && !options.append) continue;
    if (tail < 0 || pageFor(tail).size >= PAGE_ROWS) tail = next++;
    pageFor(tail).set(row.id, row);
  }
  const store = db.pages(table);
  await store.bulkPut(
    [...written].map(([page, held]) => ({ page, json: JSON.stringify([...held.values()]) })),
  );
  const to = crypto.randomUUID();
  await store.put({ page: -1, stamp: to, next });
  return { from: index.stamp, to, next, pages: written };
}
