import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import {
  type Column,
  DataTable,
  type TableChoosing,
  type TableSorting,
} from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListEmpty, ListLoading, NoMatch } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { useAdminT } from '../use-admin-t.ts';

export interface ContactsListProps {
  loading: boolean;
  /** The page of rows that match. */
  rows: readonly ContactRow[];
  /** How many match the search and filters. */
  total: number;
  /** How many exist at all (tells "none yet" from "none match"). */
  everything: number;
  /** The suspected-spam view (`?spam=1`). */
  spam: boolean;
  page: number;
  pageCount: number;
  selectedId: string | null;
  onOpen(id: string): void;
  onPage(page: number): void;
  onClear(): void;
  /** Sorting by the column headings. */
  sorting?: TableSorting;
  /** Checkboxes choosing rows for the bulk actions. */
  choosing?: TableChoosing<ContactRow>;
}

/** The contact submissions table with its loading, empty and no-match states. */
export function ContactsList(props: ContactsListProps) {
  const admin = useAdminT();
  const t = admin.contacts;
  const lang = useLang();

  if (props.loading) {
    return <ListLoading text={t.loading} />;
  }
  if (props.everything === 0) {
    return <ListEmpty text={props.spam ? t.emptySpam : t.empty} />;
  }
  if (props.total === 0) {
    return <NoMatch text={t.noMatch} clearLabel={t.clearFilters} onClear={props.onClear} />;
  }

  const columns: Column<ContactRow>[] = [
    { key: 'name', sort: 'name', header: t.columns.name, cell: (r) => r.name },
    { key: 'email', sort: 'email', header: t.columns.email, cell: (r) => r.email, secondary: true },
    {
      key: 'company',
      sort: 'company',
      header: t.columns.company,
      cell: (r) => r.company ?? '',
      secondary: true,
    },
    {
      key: 'subject',
      sort: 'subject',
      header: t.columns.subject,
      cell: (r) => r.subject ?? '',
      secondary: true,
    },
    {
      key: 'status',
      header: t.columns.status,
      cell: (r) => (
        <span className={`admin-tag admin-tag--${r.status}`}>{t.statuses[r.status]}</span>
      ),
    },
    {
      key: 'priority',
      header: t.columns.priority,
      cell: (r) => (
        <span className={`admin-tag admin-tag--${r.priority}`}>{t.priorities[r.priority]}</span>
      ),
    },
    {
      key: 'received',
      sort: 'created_at',
      header: t.columns.received,
      cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at, lang)}</time>,
    },
  ];

  return (
    <div>
      <DataTable
        caption={t.table}
        hint={t.rowHint}
        columns={columns}
        rows={props.rows}
        selectedId={props.selectedId}
        onOpen={props.onOpen}
        sorting={props.sorting}
        choosing={props.choosing}
      />
      <div className="admin-list-footer">
        <p role="status" className="admin-muted">
          {fmt(t.shown, { count: props.rows.length, total: props.total })}
        </p>
        <Pagination
          page={props.page}
          pageCount={props.pageCount}
          onPage={props.onPage}
          t={admin.list}
        />
      </div>
    </div>
  );
}
