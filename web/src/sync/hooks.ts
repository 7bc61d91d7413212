/**
 * The hooks every admin screen reads and writes through. Everything comes from the local
 * database (live: a pull, a local change or another tab updates the screen by itself).
 */
import { useLiveQuery, useObservable } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { compareBySort, type ListDeclaration, type ListQuery } from '../../../shared/admin/list.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import { useSyncEngine } from './context.tsx';
import { getMeta, type SyncNotice } from './db.ts';
import { countBy, queryList } from './list-query.ts';
import { liveRead } from './local-read.ts';
import type { Mutate, MutateMany } from './mutate.ts';
import { serverNowFrom } from './server-clock.ts';
import type { SyncStatus } from './status.ts';
import { isPendingUrl, pendingIdsIn, pendingUrl } from './uploads.ts';

export { useSyncEngine } from './context.tsx';

/** The server's clock minus this device's, as of the last pull (server-clock.ts). */
export function useServerOffset(): string | undefined {
  const { db } = useSyncEngine();
  return useLiveQuery(() => getMeta(db, 'serverOffsetMs'), [db]);
}

/**
 * The server's clock (as of the last pull: server-clock.ts), for everything the back office
 * decides by time: whether a post is published yet, a ticket's age, "new in the last 30 days".
 * The device's clock may be minutes or days off. With `tickMs`, moves on by itself that often
 * (ages and overdue marks follow the clock); otherwise it is read at each render.
 */
export function useServerNow(tickMs?: number): Date {
  const offset = useServerOffset();
  const [ticked, setTicked] = useState(() => new Date());
  useEffect(() => {
    if (tickMs === undefined) return;
    const timer = setInterval(() => setTicked(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return serverNowFrom(offset, tickMs === undefined ? new Date() : ticked);
}

export function useSyncStatus(): SyncStatus {
  const { status } = useSyncEngine();
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}

/**
 * A live query over the local copy's tables that waits until the copy is ready (local-read.ts):
 * undefined until then and until it has run. Use it for every read of whole tables (counts,
 * lists, the dashboard); `deps` name what `read` depends on, as with useLiveQuery.
 */
export function useLocalQuery<T>(read: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const { status } = useSyncEngine();
  return useObservable(() => liveRead(status, read), [status, ...deps]);
}

/**
 * mutate(name, args): validated (throws MutationValidationError with a message per field),
 * applied locally at once and queued for the server.
 */
export function useMutate(): Mutate {
  return useSyncEngine().mutate;
}

/** mutateMany(name, [args…]): one change to many rows (bulk actions); resolves with the count. */
export function useMutateMany(): MutateMany {
  return useSyncEngine().mutateMany;
}

export interface NoticesState {
  /** Oldest first. */
  notices: SyncNotice[];
  dismiss(id: string): Promise<void>;
}

export function useNotices(): NoticesState {
  const { db } = useSyncEngine();
  const notices = useLiveQuery(() => db._notices.orderBy('createdAt').toArray(), [db]);
  const dismiss = useCallback((id: string) => db._notices.delete(id), [db]);
  return { notices: notices ?? [], dismiss };
}

export interface ListState<Row> {
  status: 'loading' | 'ready';
  /** The rows of the current page. */
  rows: Row[];
  total: number;
  pageCount: number;
  /** Every matching row on every page (bulk actions, exports). */
  matching: Row[];
}

/**
 * A list screen's rows for the URL's state. While a new query (a keystroke in the search box)
 * runs, the previous rows stay on screen instead of a flash of "loading".
 */
export function useList<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
  query: ListQuery,
  /** Another order than the declared one; keep it stable (memoised), or the query reruns. */
  compare?: (a: Row, b: Row) => number,
): ListState<Row> {
  const { db } = useSyncEngine();
  const { q, page, flagged = false } = query;
  // The person's sort (a column heading) unless the screen brings its own order.
  const order = compare ?? (query.sort ? compareBySort(decl, query.sort) : undefined);
  // A new filters object on each render must not restart the query: compare by content.
  const filtersKey = JSON.stringify(Object.entries(query.filters).sort());
  const filters = useMemo(
    () => Object.fromEntries(JSON.parse(filtersKey) as [string, string][]),
    [filtersKey],
  );
  const result = useLocalQuery(
    () => queryList(db, decl, { q, filters, page, flagged }, order),
    [db, decl, q, filters, page, flagged, order],
  );
  if (!result) return { status: 'loading', rows: [], total: 0, pageCount: 1, matching: [] };
  return { status: 'ready', ...result };
}

/**
 * How many rows of `table` its flag marks (e.g. suspected spam), live: a pass over the rows held
 * in memory (table-cache.ts).
 */
export function useFlaggedCount(table: SyncedTableName, flagged: string): number | undefined {
  const { db } = useSyncEngine();
  return useLocalQuery(
    async () => (await db.rows(table).filter((row) => row[flagged] != null)).length,
    [db, table, flagged],
  );
}

/**
 * Rows per value of `field` in `table` (e.g. { new: 4, resolved: 10 }), live; rows flagged by
 * the `flagged` column (suspected spam) are left out, as the list leaves them out.
 */
export function useCounts(
  table: SyncedTableName,
  field: string,
  flagged?: string,
): Record<string, number> {
  const { db } = useSyncEngine();
  return useLocalQuery(() => countBy(db, table, field, flagged), [db, table, field, flagged]) ?? {};
}

/**
 * One row: the row, null when it does not exist here (deleted, or never synced), undefined
 * while it is being read.
 */
export function useRow<Row extends Record<string, unknown>>(
  table: SyncedTableName,
  id: string | null,
): Row | null | undefined {
  const { db } = useSyncEngine();
  const found = useLiveQuery(
    async () => ({ id, row: id ? ((await db.rows(table).get(id)) ?? null) : null }),
    [db, table, id],
  );
  // The hook keeps the previous answer while the next is read: never show another row's data.
  if (!found || found.id !== id) return id ? undefined : null;
  // The local copy holds the server's rows of this table; the caller names their type.
  return found.row as unknown as Row | null;
}

/**
 * The rows of `table` whose `field` equals `value` (e.g. a lead's replies by lead_id), live: a
 * pass over the rows held in memory. Undefined while being read.
 */
export function useRowsBy<Row extends Record<string, unknown>>(
  table: SyncedTableName,
  field: string,
  value: string,
): Row[] | undefined {
  const { db } = useSyncEngine();
  const rows = useLocalQuery(
    () => db.rows(table).filter((row) => row[field] === value),
    [db, table, field, value],
  );
  // The local copy holds the server's rows of this table; the caller names their type.
  return rows as unknown as Row[] | undefined;
}

/** How many rows `table` holds here (live), e.g. the Y of "X of Y posts". */
export function useTableCount(table: SyncedTableName): number | undefined {
  const { db } = useSyncEngine();
  return useLocalQuery(() => db.rows(table).count(), [db, table]);
}

/**
 * What to show for a picture address: the address itself, or for a picture chosen offline
 * (uploads.ts) its kept copy until it is uploaded, then its real address. Null while reading.
 */
export function useShownPicture(url: string | null | undefined): string | null {
  const shown = useShownPictures(url ?? '');
  if (!url) return null;
  // A stand-in has no file of its own to fetch: nothing until its copy is read.
  return isPendingUrl(url) ? (shown.get(url) ?? null) : url;
}

/**
 * For every picture chosen offline that `text` names (a field, or a Markdown text): the address
 * to show it from, by its stand-in address. Empty when the text names none.
 */
export function useShownPictures(text: string): ReadonlyMap<string, string> {
  const { db } = useSyncEngine();
  const idsKey = [...pendingIdsIn(text)].sort().join(' ');
  const kept = useLiveQuery(
    () => (idsKey === '' ? [] : db._uploads.bulkGet(idsKey.split(' '))),
    [db, idsKey],
  );
  return useMemo(() => {
    const shown = new Map<string, string>();
    for (const upload of kept ?? []) {
      if (upload) shown.set(pendingUrl(upload.id), upload.url ?? upload.preview);
    }
    return shown;
  }, [kept]);
}
