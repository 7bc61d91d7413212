import { useMemo } from 'react';
import type { ListQuery } from '../../../../shared/admin/list.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useAdminT } from '../../routes/admin/use-admin-t.ts';
import type { TableChoosing } from './data-table.tsx';
import { useSelection } from './use-selection.ts';

/**
 * A list's choice of rows for its bulk actions: the chosen rows, what BulkActions is told of
 * the choice (spread into its props), and the checkboxes for the list's DataTable.
 */
export function useBulkChoice<Row extends { id: string }>(
  query: ListQuery,
  list: { rows: readonly Row[]; matching: readonly Row[]; total: number },
  loading: boolean,
  /** The row's name in its checkbox's label ("Select Mari Maasikas"). */
  nameOf: (row: Row) => string,
) {
  const texts = useAdminT().bulk;
  const selection = useSelection(query, list.matching);
  const chosen = useMemo(() => selection.of(list.matching), [selection, list.matching]);
  const pageChosen = list.rows.length > 0 && list.rows.every((r) => selection.isSelected(r.id));
  const choosing: TableChoosing<Row> = {
    selection,
    rowLabel: (row) => fmt(texts.selectRow, { name: nameOf(row) }),
    pageLabel: texts.selectPage,
  };
  return {
    chosen,
    bulk: {
      matching: loading ? undefined : list.total,
      selection,
      count: chosen.length,
      pageChosen,
    },
    choosing,
  };
}
