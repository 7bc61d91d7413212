import { useEffect, useRef } from 'react';
import type { EntityKind, EntityRows } from '../../../../../shared/admin/entities.ts';
import {
  PageCheckbox,
  RowCheckbox,
  type TableChoosing,
} from '../../../components/admin/data-table.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { entityColumns } from './entity-columns.tsx';

type Row = EntityRows[EntityKind];

export interface EntityTableProps {
  kind: EntityKind;
  caption: string;
  /** In the site's order. */
  rows: readonly Row[];
  onActive(row: Row, active: boolean): void;
  /** Moves the row at `index` to `to` (a neighbour's place). */
  onMove(index: number, to: number): void;
  onEdit(row: Row): void;
  onDelete(row: Row): void;
  /** For a role that may only read the entities: no switch to flip, no buttons. */
  readOnly?: boolean;
  /** Checkboxes choosing rows for the bulk actions. */
  choosing?: TableChoosing<Row>;
}

/**
 * One tab's table. Unlike the lead lists, a row opens nothing by itself: its buttons say what
 * they do (the row's name is part of each button's name for assistive technology).
 */
export function EntityTable(props: EntityTableProps) {
  const t = useAdminT().entities;
  const table = useRef<HTMLTableElement>(null);
  // A moved row is drawn in its new place; its button keeps the focus there (or its other
  // move button, once it reached an end).
  const moved = useRef<{ id: string; action: 'up' | 'down' } | null>(null);
  const { rows } = props;

  useEffect(() => {
    const last = moved.current;
    if (!last || !rows.some((r) => r.id === last.id)) return;
    moved.current = null;
    const row = table.current?.querySelector(`[data-row-id="${CSS.escape(last.id)}"]`);
    const other = last.action === 'up' ? 'down' : 'up';
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${last.action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>(`[data-move="${other}"]`);
    button?.focus();
  }, [rows]);

  function move(row: Row, index: number, action: 'up' | 'down') {
    moved.current = { id: row.id, action };
    props.onMove(index, action === 'up' ? index - 1 : index + 1);
  }

  const columns = entityColumns(props.kind, t);
  return (
    <div className="admin-table-wrap">
      <table ref={table} className="admin-table entity-table">
        <caption className="admin-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.choosing ? <PageCheckbox rows={rows} choosing={props.choosing} /> : null}
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">{t.columns.active}</th>
            {props.readOnly ? null : <th scope="col">{t.columns.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              data-chosen={props.choosing?.selection.isSelected(row.id) ? '' : undefined}
            >
              {props.choosing ? <RowCheckbox row={row} choosing={props.choosing} /> : null}
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
              ))}
              <td>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={row.active}
                  className="entity-switch"
                  aria-label={`${t.columns.active}: ${row.name}`}
                  checked={row.active}
                  disabled={props.readOnly}
                  onChange={(e) => props.onActive(row, e.target.checked)}
                />
              </td>
              <td hidden={props.readOnly}>
                <div className="entity-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    data-move="up"
                    disabled={index === 0}
                    onClick={() => move(row, index, 'up')}
                  >
                    {t.moveUp}
                    <span className="admin-visually-hidden"> {row.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    data-move="down"
                    disabled={index === rows.length - 1}
                    onClick={() => move(row, index, 'down')}
                  >
                    {t.moveDown}
                    <span className="admin-visually-hidden"> {row.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    data-edit={row.id}
                    onClick={() => props.onEdit(row)}
                  >
                    {t.edit}
                    <span className="admin-visually-hidden"> {row.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() => props.onDelete(row)}
                  >
                    {t.delete}
                    <span className="admin-visually-hidden"> {row.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
