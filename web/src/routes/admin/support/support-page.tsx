import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListDeclaration, ListQuery, ListSort } from '../../../../../shared/admin/list.ts';
import { type SupportTicketRow, supportList } from '../../../../../shared/admin/support.ts';
import {
  overdueFirst,
  parseSupportSort,
  SORT_PARAM,
  SUPPORT_SORTS,
  type SupportSort,
  ticketAge,
} from '../../../../../shared/admin/support-age.ts';
import { HTML_LANG } from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { useLang } from '../../../app/i18n.ts';
import type { Column } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useServerNow } from '../../../sync/hooks.ts';
import { tagColumn } from '../leads/lead-columns.tsx';
import { LeadNotices } from '../leads/lead-notices.tsx';
import { LeadScreen, useLeadScreen } from '../leads/lead-screen.tsx';
import { useAdminT } from '../use-admin-t.ts';
import '../../../styles/admin-support.css';
import { leadSourceCells } from '../../../../../shared/admin/lead-source.ts';
import { SupportDetail } from './support-detail.tsx';
import {
  categoryOptions,
  formatDuration,
  noticeText,
  priorityOptions,
  statusOptions,
} from './support-labels.ts';
import { useAverageRating } from './use-rating.ts';

/**
 * The address holds the declared filters plus the sort (`?sort=overdue`), which orders rows
 * rather than filtering them and is taken off the filters before the list is queried.
 */
const address = {
  decl: {
    ...supportList,
    filters: { ...supportList.filters, [SORT_PARAM]: SUPPORT_SORTS },
  } as ListDeclaration<SupportTicketRow>,
  narrow: (query: ListQuery): ListQuery => {
    const { [SORT_PARAM]: _sort, ...filters } = query.filters;
    return { ...query, filters };
  },
};

/**
 * The Sort choice: newest or overdue first, and, while a column heading sorts the list (status
 * by the workflow, priority urgent first), that sort, so the choice never claims another order.
 */
function sortSelect(t: SupportMessages, sort: SupportSort, column: ListSort | null) {
  const byColumn =
    column && (column.field === 'status' || column.field === 'priority')
      ? {
          value: `${column.direction === 'desc' ? '-' : ''}${column.field}`,
          label: t.sorts[column.field],
        }
      : null;
  return {
    name: SORT_PARAM,
    label: t.sort,
    allLabel: t.sorts.newest,
    value: sort === 'overdue' ? 'overdue' : (byColumn?.value ?? ''),
    options: [{ value: 'overdue', label: t.sorts.overdue }, ...(byColumn ? [byColumn] : [])],
  };
}

type SupportMessages = AdminMessages['support'];

const CARDS = ['open', 'in_progress', 'waiting_customer', 'resolved'] as const;

/**
 * /admin/support (back-office §2 Support Management): five cards (four statuses and the average
 * rating), search and filters, the tickets with each one's age against the reply promise (4
 * support hours) and a detail panel; bulk status (through support.setStatus, so resolving in
 * bulk stamps and mails each ticket as resolving one does), delete and export.
 */
export function Component() {
  const t = useAdminT().support;
  const sources = useAdminT().leadSources;
  const lang = useLang();
  // Ages and overdue marks are the server's: the device's clock may be off.
  const now = useServerNow(60_000);
  const [params] = useSearchParams();
  const sort = parseSupportSort(params.get(SORT_PARAM));
  const compare = useMemo(() => (sort === 'overdue' ? overdueFirst(now) : undefined), [sort, now]);
  const screen = useLeadScreen(supportList, {
    countBy: 'status',
    nameOf: (r) => `${r.ticket_number} ${r.customer_name}`,
    address,
    compare,
  });
  const rating = useAverageRating();
  const ratingText =
    screen.loading || rating === undefined
      ? undefined
      : rating === null
        ? t.notRated
        : new Intl.NumberFormat(HTML_LANG[lang], {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(rating);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '');

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
    tagColumn('status', t.columns.status, t.statuses),
    tagColumn('priority', t.columns.priority, t.priorities),
    {
      key: 'category',
      header: t.columns.category,
      cell: (r) => t.categories[r.category],
      secondary: true,
    },
    {
      key: 'age',
      header: t.columns.age,
      cell: (r) => {
        // How long the ticket has waited, and "Overdue" in words beside it once past the promise.
        const age = ticketAge(r, now);
        return (
          <span className="support-age">
            <time dateTime={r.created_at} title={formatDateTime(r.created_at, lang)}>
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
      },
    },
  ];

  return (
    <LeadScreen
      screen={screen}
      texts={t}
      notices={<LeadNotices table="support_tickets" texts={t} textOf={(n) => noticeText(t, n)} />}
      counters={[
        ...CARDS.map((s) => ({ key: s, label: t.cards[s], count: screen.count(s) })),
        { key: 'rating', label: t.cards.rating, count: ratingText },
      ]}
      selects={[
        screen.filter('status', t.status, t.allStatuses, statusOptions(t)),
        screen.filter('priority', t.priority, t.allPriorities, priorityOptions(t)),
        screen.filter('category', t.category, t.allCategories, categoryOptions(t)),
        sortSelect(t, sort, screen.query.sort ?? null),
      ]}
      columns={columns}
      rowClass={(r) => (ticketAge(r, now).overdue ? 'support-row--overdue' : undefined)}
      bulk={{
        statuses: statusOptions(t),
        // One support.setStatus per ticket: the server stamps and mails each as usual.
        onSetStatus: (status) =>
          screen.forChosen('support.setStatus', () => ({
            status: status as SupportTicketRow['status'],
          })),
        statusNote: (status) => (status === 'resolved' ? t.bulkResolvedNote : undefined),
        delete: 'support.delete',
        csv: {
          file: 'support-tickets',
          header: [...Object.values(t.csv), ...Object.values(sources.csv)],
          row: (r) => [
            r.ticket_number,
            r.customer_name,
            r.customer_email,
            r.company,
            r.subject,
            t.statuses[r.status],
            t.priorities[r.priority],
            t.categories[r.category],
            r.description,
            r.resolution,
            r.customer_satisfaction,
            when(r.created_at),
            when(r.first_response_at),
            when(r.resolved_at),
            ...leadSourceCells(r),
          ],
        },
      }}
      detail={(id, close, gone) => (
        <SupportDetail key={id} id={id} now={now} onClose={close} onGone={gone} />
      )}
    />
  );
}
