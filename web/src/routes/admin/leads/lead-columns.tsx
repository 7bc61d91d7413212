/** The columns the lead lists share, so each screen's declaration names only its own. */
import type { Lang } from '../../../../../shared/constants.ts';
import type { Column } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';

type Fields = Record<string, unknown> & { id: string };

/**
 * A text field as its own column, sortable by the field; `secondary` steps aside while a row's
 * detail is open (the panel shows it).
 */
export function textColumn<Row extends Fields>(
  field: keyof Row & string,
  header: string,
  options: { secondary?: boolean; sortable?: boolean } = {},
): Column<Row> {
  return {
    key: field,
    header,
    cell: (r) => String(r[field] ?? ''),
    ...(options.sortable === false ? {} : { sort: field }),
    ...(options.secondary ? { secondary: true } : {}),
  };
}

/**
 * An enumeration (a status, a priority) as a coloured tag in words, sortable by its rank (the
 * list declares it: the workflow's order, urgent to low).
 */
export function tagColumn<Row extends Fields>(
  field: keyof Row & string,
  header: string,
  labels: Readonly<Record<string, string>>,
): Column<Row> {
  return {
    key: field,
    header,
    sort: field,
    cell: (r) => {
      const value = String(r[field]);
      return <span className={`admin-tag admin-tag--${value}`}>{labels[value] ?? value}</span>;
    },
  };
}

/** When the lead arrived, sortable as a date. */
export function receivedColumn<Row extends Fields & { created_at: string }>(
  header: string,
  lang: Lang,
): Column<Row> {
  return {
    key: 'received',
    sort: 'created_at',
    header,
    cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at, lang)}</time>,
  };
}
