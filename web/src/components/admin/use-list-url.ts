import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ListDeclaration,
  type ListQuery,
  listQueryParams,
  parseListQuery,
} from '../../../../shared/admin/list.ts';

export interface ListUrl {
  /** The list's state as the address carries it. */
  query: ListQuery;
  /** Search text; replaces the history entry, so Back does not walk through every keystroke. */
  setSearch(q: string): void;
  /** One filter (empty string: all); back to the first page. */
  setFilter(name: string, value: string): void;
  /** `replace` when the page asked for no longer exists (rows were deleted). */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Opens the detail panel of a row, or closes it (null); `replace` when the row is gone. */
  select(id: string | null, options?: { replace?: boolean }): void;
  /** Lists only the flagged rows (suspected spam, `?spam=1`) or only the others. */
  setFlagged(flagged: boolean): void;
  /** Drops the search and every filter (the open row stays). */
  clear(): void;
  /** Sorts by a field: ascending first, then the other way on each further choice. */
  setSort(field: string): void;
}

/**
 * A list's state (search, filters, sort, page, the row in the detail panel) lives in the URL, as in
 * Django admin: a view can be bookmarked or shared, and Back and reload restore it. Parameters
 * the list does not know (none today) are dropped, so addresses stay canonical.
 */
export function useListUrl<Row>(decl: ListDeclaration<Row>): ListUrl {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`, whose identity changes on every render.
  const query = useMemo(() => parseListQuery(decl, params), [decl, key]);

  // The router renders a navigation in a transition, so a controlled checkbox or select bound to
  // the address would read its old value until the transition commits. Commit at once instead
  // (search typing keeps the transition: its input holds its own text).
  const go = useCallback(
    (next: ListQuery, replace: boolean, flushSync = true) =>
      setParams(listQueryParams(next), { replace, flushSync }),
    [setParams],
  );

  return useMemo<ListUrl>(
    () => ({
      query,
      setSearch: (q) => go({ ...query, q, page: 1 }, true, false),
      setFilter: (name, value) =>
        go({ ...query, filters: { ...query.filters, [name]: value }, page: 1 }, false),
      setPage: (page, options) => go({ ...query, page }, options?.replace ?? false),
      setFlagged: (flagged) => go({ ...query, flagged, page: 1, selected: null }, false),
      select: (selected, options) => {
        if (selected !== query.selected) go({ ...query, selected }, options?.replace ?? false);
      },
      clear: () => go({ ...query, q: '', filters: {}, page: 1 }, false),
      setSort: (field) => {
        const direction =
          query.sort?.field === field && query.sort.direction === 'asc' ? 'desc' : 'asc';
        go({ ...query, sort: { field, direction }, page: 1 }, false);
      },
    }),
    [query, go],
  );
}
