import type { SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { ticketAge } from '../../../../../shared/admin/support-age.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import {
  type Column,
  DataTable,
  type TableChoosing,
} from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListEmpty, ListLoading, NoMatch } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { formatDuration } from './support-labels.ts';

type Texts = AdminMessages['support'];

export interface SupportListProps {
  loading: boolean;
  /** Listing suspected spam instead of tickets. */
  flagged: boolean;
  /** A search or a filter is set. */
  filtered: boolean;
  /** The page of rows that match. */
  rows: readonly SupportTicketRow[];
  /** How many match the search and filters. */
  total: number;
  /** How many tickets exist at all, spam left out (tells "none yet" from "none match"). */
  everything: number;
  page: number;
  pageCount: number;
  selectedId: string | null;
  now: Date;
  onOpen(id: string): void;
  onPage(page: number): void;
  onClear(): void;
  /** Checkboxes choosing rows for the bulk actions. */
  choosing?: TableChoosing<SupportTicketRow>;
}

/** The support tickets table with its loading, empty and no-match states. */
export function SupportList(props: SupportListProps) {
  const admin = useAdminT();
  const t = admin.support;
  const lang = useLang();

  if (props.loading) {
    return <ListLoading text={t.loading} />;
  }
  if (!props.flagged && props.everything === 0) return <ListEmpty text={t.empty} />;
  if (props.total === 0) {
    if (props.flagged && !props.filtered) return <ListEmpty text={t.emptySpam} />;
    return <NoMatch text={t.noMatch} clearLabel={t.clearFilters} onClear={props.onClear} />;
  }

  const columns: Column<SupportTicketRow>[] = [
    {
      key: 'ticket',
      header: t.columns.ticket,
      cell: (r) => (
        <>
          <span className="support-ticket-number">{r.ticket_number}</span>
          <br />
          {r.subject}
        </>
      ),
    },
    {
      key: 'customer',
      header: t.columns.customer,
      cell: (r) => (
        <>
          {r.customer_name}
          <br />
          <span className="admin-muted">{r.customer_email}</span>
        </>
      ),
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
      key: 'category',
      header: t.columns.category,
      cell: (r) => t.categories[r.category],
      secondary: true,
    },
    {
      key: 'age',
      header: t.columns.age,
      cell: (r) => <Age row={r} now={props.now} t={t} lang={lang} />,
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
        rowClass={(r) => (ticketAge(r, props.now).overdue ? 'support-row--overdue' : undefined)}
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

/** How long the ticket has waited, and "Overdue" in words beside it once past the promise. */
function Age({ row, now, t, lang }: { row: SupportTicketRow; now: Date; t: Texts; lang: Lang }) {
  const age = ticketAge(row, now);
  return (
    <span className="support-age">
      <time dateTime={row.created_at} title={formatDateTime(row.created_at, lang)}>
        {formatDuration(t, age.ageMs)}
      </time>
      {age.overdue ? (
        <>
          {' '}
          <span className="admin-tag support-tag--overdue">{t.overdue}</span>
        </>
      ) : null}
    </span>
  );
}
