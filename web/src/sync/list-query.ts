/**
 * A list declaration applied to the local copy: the same filters, search and order the server
 * applies in SQL (shared/admin/list.ts). Lists and counters work on the table's rows held in
 * memory (table-cache.ts), which a change updates by its keys.
 * Run inside a live query, so a list follows every change to its table.
 */
import {
  compareRows,
  type ListDeclaration,
  type ListQuery,
  listMatcher,
} from '../../../shared/admin/list.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { LocalRow, SyncDb } from './db.ts';
import { measureSince } from './perf.ts';
import { tableRows } from './table-cache.ts';

export interface ListPage<Row> {
  /** The rows of the requested page, in the declared order. */
  rows: Row[];
  /** Rows matching the filters and the search, on all pages. */
  total: number;
  /** At least 1, so "page 1 of 1" reads right for an empty list. */
  pageCount: number;
  /**
   * Every matching row on every page, in order: what bulk actions act on and exports write,
   * from the same read as the page (no second pass over the table).
   */
  matching: Row[];
}

export const LIST_MEASURE = 'lumen:list-query';

/**
 * Every row of the table, filtered in memory. The rows are held in memory and brought up to date
 * by the keys that change (table-cache.ts), so typing, choosing a filter or a new lead arriving
 * costs a pass over rows already in memory, never a read of the whole table.
 */
function candidates(db: SyncDb, table: SyncedTableName): Promise<readonly LocalRow[]> {
  return tableRows(db, table);
}

export async function queryList<Row extends Record<string, unknown>>(
  db: SyncDb,
  decl: ListDeclaration<Row>,
  query: Pick<ListQuery, 'q' | 'filters' | 'page' | 'flagged'>,
  /** Another order than the declared one (e.g. one that depends on the clock). */
  compare: (a: Row, b: Row) => number = compareRows(decl),
): Promise<ListPage<Row>> {
  const start = performance.now();
  const matched = await queryMatching(db, decl, query, compare);
  const first = (Math.max(query.page, 1) - 1) * decl.pageSize;
  const page: ListPage<Row> = {
    rows: matched.slice(first, first + decl.pageSize),
    total: matched.length,
    pageCount: Math.max(1, Math.ceil(matched.length / decl.pageSize)),
    matching: matched,
  };
  measureSince(LIST_MEASURE, start);
  return page;
}

/**
 * The table's rows sorted in one order, kept for as long as the table does not change (the
 * table cache makes a new array after a change): typing a search or choosing a filter filters
 * rows already in order, and only a change sorts again (an almost sorted array, which sorts in
 * about one pass).
 */
const sortedCopies = new WeakMap<readonly object[], Map<unknown, readonly object[]>>();

function sortedRows<Row>(
  rows: readonly Row[],
  compare: (a: Row, b: Row) => number,
): readonly Row[] {
  let byOrder = sortedCopies.get(rows as readonly object[]);
  if (!byOrder) {
    byOrder = new Map();
    sortedCopies.set(rows as readonly object[], byOrder);
  }
  let sorted = byOrder.get(compare) as readonly Row[] | undefined;
  if (!sorted) {
    sorted = [...rows].sort(compare);
    byOrder.set(compare, sorted as readonly object[]);
  }
  return sorted;
}

/** Every row matching the filters and the search, in the list's order (all pages). */
export async function queryMatching<Row extends Record<string, unknown>>(
  db: SyncDb,
  decl: ListDeclaration<Row>,
  query: Pick<ListQuery, 'q' | 'filters' | 'flagged'>,
  compare: (a: Row, b: Row) => number = compareRows(decl),
): Promise<Row[]> {
  // Rows are the server's rows for this table; the declaration names their type.
  const rows = (await candidates(db, decl.table)) as unknown as readonly Row[];
  return sortedRows(rows, compare).filter(listMatcher(decl, query));
}

/**
 * How many rows hold each value of `field` (e.g. per status, for the filter's badges). Rows
 * flagged by the `flagged` column (suspected spam, when given) are not counted, as in the list.
 * Counted over the rows held in memory (table-cache.ts): a change costs a pass in memory, not a
 * read of the table or its index.
 */
export async function countBy(
  db: SyncDb,
  table: SyncedTableName,
  field: string,
  flagged?: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const row of await candidates(db, table)) {
    if (flagged !== undefined && row[flagged] != null) continue;
    const key = String(row[field]);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
