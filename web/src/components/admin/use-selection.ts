import { useCallback, useMemo, useState } from 'react';
import type { ListQuery } from '../../../../shared/admin/list.ts';

/**
 * The rows a person chose on a list, for its bulk actions (issue #30, item 6): one by one, the
 * page at once, or every row the search and filters match. A new search, filter or the spam
 * view starts again from none; moving between pages keeps the choice. Rows that stop matching
 * (deleted, or changed out of the filter) drop out by themselves: see `of`.
 */
export interface Selection {
  /** Rows chosen one by one or by page (unused while `allMatching`). */
  ids: ReadonlySet<string>;
  /** Every row the search and filters match, on every page, now and as it changes. */
  allMatching: boolean;
  toggle(id: string): void;
  /** Chooses, or lets go of, every row of the page shown. */
  setPage(ids: readonly string[], chosen: boolean): void;
  selectAllMatching(): void;
  clear(): void;
  isSelected(id: string): boolean;
  /** The chosen rows among those that match, in the list's order. */
  of<Row extends { id: string }>(matching: readonly Row[]): Row[];
}

const NONE: ReadonlySet<string> = new Set();

export function useSelection(
  query: ListQuery,
  /** Every row the search and filters match, in the list's order. */
  matching: readonly { id: string }[],
): Selection {
  // What the list shows, but not where in it: a change of it starts again from none.
  const scope = JSON.stringify([query.q, query.filters, query.flagged ?? false]);
  const [state, setState] = useState({ scope, ids: NONE, allMatching: false });
  const current = state.scope === scope ? state : { scope, ids: NONE, allMatching: false };
  if (current !== state) setState(current);

  const update = useCallback(
    (next: (ids: Set<string>) => void) =>
      setState((s) => {
        const kept = s.scope !== scope ? NONE : s.allMatching ? matching.map((r) => r.id) : s.ids;
        const ids = new Set(kept);
        next(ids);
        return { scope, ids, allMatching: false };
      }),
    [scope, matching],
  );

  return useMemo<Selection>(
    () => ({
      ids: current.ids,
      allMatching: current.allMatching,
      toggle: (id) =>
        update((ids) => {
          if (ids.has(id)) ids.delete(id);
          else ids.add(id);
        }),
      setPage: (page, chosen) =>
        update((ids) => {
          for (const id of page) {
            if (chosen) ids.add(id);
            else ids.delete(id);
          }
        }),
      selectAllMatching: () => setState({ scope, ids: NONE, allMatching: true }),
      clear: () => setState({ scope, ids: NONE, allMatching: false }),
      isSelected: (id) => current.allMatching || current.ids.has(id),
      of: (rows) =>
        current.allMatching ? [...rows] : rows.filter((row) => current.ids.has(row.id)),
    }),
    [current, scope, update],
  );
}
