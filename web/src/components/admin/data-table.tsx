import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import type { ListSort } from '../../../../shared/admin/list.ts';
import type { Selection } from './use-selection.ts';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /**
   * Steps aside while a row's detail is open (its value is in the detail panel), so the columns
   * being changed there stay in view beside it (issue #30, item 9).
   */
  secondary?: boolean;
  /** The field its heading sorts by (one of the list's `sortable` fields). */
  sort?: string;
}

/** A list the person can sort by its headings (the list's URL keeps the choice). */
export interface TableSorting {
  sort: ListSort | null | undefined;
  onSort(field: string): void;
}

export interface DataTableProps<Row extends { id: string }> {
  /** Names the table (shown to assistive technology only). */
  caption: string;
  /** How to open a row, read after the caption. */
  hint: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The row whose detail is open. */
  selectedId: string | null;
  onOpen(id: string): void;
  /** A class for rows that stand out (e.g. overdue); the cells must say why in words too. */
  rowClass?(row: Row): string | undefined;
  /** Headings of columns with a `sort` become buttons that sort the list. */
  sorting?: TableSorting;
  /** A checkbox per row, and one for the page, to choose rows for the bulk actions. */
  choosing?: TableChoosing<Row>;
}

export interface TableChoosing<Row> {
  selection: Selection;
  /** The row checkbox's accessible name ("Select Mari Maasikas"). */
  rowLabel(row: Row): string;
  /** The page checkbox's ("Select all on this page"). */
  pageLabel: string;
}

/** On a phone, secondary columns are left out of the list too (admin-list.css). */
const SECONDARY = 'admin-col--secondary';

/** Moves focus to a row of a DataTable (after a detail panel closes, or an arrow key). */
export function focusRow(id: string): boolean {
  const row = document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`);
  row?.focus();
  return row !== null;
}

/**
 * The back office's one table. Its first column is each row's header (the record's name), never a
 * secondary one. Every row is a stop in the tab order: Enter or Space (or a click)
 * opens its detail, the arrow keys move between rows, so a list can be triaged without a mouse.
 * The open row carries aria-current; while it is open, the secondary columns step aside.
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const columns =
    props.selectedId === null ? props.columns : props.columns.filter((c) => !c.secondary);
  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number) {
    if (event.target !== event.currentTarget) return;
    const id = props.rows[index]?.id;
    if (!id) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onOpen(id);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next = props.rows[index + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) {
        event.preventDefault();
        focusRow(next.id);
      }
    }
  }

  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--rows">
        <caption className="admin-visually-hidden">
          {props.caption}. {props.hint}
        </caption>
        <thead>
          <tr>
            {props.choosing ? <PageCheckbox rows={props.rows} choosing={props.choosing} /> : null}
            {columns.map((c) => (
              <SortableHeading key={c.key} column={c} sorting={props.sorting} />
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              className={props.rowClass?.(row)}
              tabIndex={0}
              aria-current={row.id === props.selectedId ? 'true' : undefined}
              data-chosen={props.choosing?.selection.isSelected(row.id) ? '' : undefined}
              onClick={() => props.onOpen(row.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {props.choosing ? <RowCheckbox row={row} choosing={props.choosing} /> : null}
              {columns.map((c, i) =>
                // The first column names the row (a row header, read out with each cell).
                i === 0 ? (
                  <th key={c.key} scope="row" className="admin-table__key">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={c.secondary ? SECONDARY : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's checkbox cell; a click on the checkbox does not open the row. */
export function RowCheckbox<Row extends { id: string }>({
  row,
  choosing,
}: {
  row: Row;
  choosing: TableChoosing<Row>;
}) {
  return (
    <td className="admin-table__choose">
      <input
        type="checkbox"
        aria-label={choosing.rowLabel(row)}
        checked={choosing.selection.isSelected(row.id)}
        onChange={() => choosing.selection.toggle(row.id)}
        onClick={(e) => e.stopPropagation()}
      />
    </td>
  );
}

/** The heading cell whose checkbox chooses every row of the page (mixed when some are). */
export function PageCheckbox<Row extends { id: string }>({
  rows,
  choosing,
}: {
  rows: readonly Row[];
  choosing: TableChoosing<Row>;
}) {
  const box = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((r) => choosing.selection.isSelected(r.id)).length;
  const all = rows.length > 0 && chosen === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <th scope="col" className="admin-table__choose">
      <input
        ref={box}
        type="checkbox"
        aria-label={choosing.pageLabel}
        checked={all}
        onChange={() =>
          choosing.selection.setPage(
            rows.map((r) => r.id),
            !all,
          )
        }
      />
    </th>
  );
}

/**
 * A column heading (lists with table markup of their own use it too); with a sort, a button
 * that sorts by it (ascending, then descending), the heading of the sorted column carrying
 * aria-sort and an arrow.
 */
export function SortableHeading<Row>({
  column,
  sorting,
}: {
  column: Column<Row>;
  sorting?: TableSorting;
}) {
  const field = column.sort;
  const className = column.secondary ? SECONDARY : undefined;
  if (!field || !sorting) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const direction = sorting.sort?.field === field ? sorting.sort.direction : null;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={
        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
      }
    >
      <button
        type="button"
        className="admin-sort"
        data-direction={direction ?? 'none'}
        onClick={() => sorting.onSort(field)}
      >
        {column.header}
      </button>
    </th>
  );
}
