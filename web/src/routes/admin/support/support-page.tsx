import { useEffect, useMemo } from 'react';
import type { ListDeclaration } from '../../../../../shared/admin/list.ts';
import { type SupportTicketRow, supportList } from '../../../../../shared/admin/support.ts';
import {
  overdueFirst,
  parseSupportSort,
  SORT_PARAM,
  SUPPORT_SORTS,
} from '../../../../../shared/admin/support-age.ts';
import { HTML_LANG } from '../../../../../shared/constants.ts';
import { csvFileName, toCsv } from '../../../../../shared/csv.ts';
import { useLang } from '../../../app/i18n.ts';
import { BulkActions, useBulkChoice } from '../../../components/admin/bulk-actions.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { StatusCounters } from '../../../components/admin/status-counters.tsx';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import { downloadText } from '../../../lib/download.ts';
import { useCounts, useList, useMutateMany, useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import '../../../styles/admin-support.css';
import { SupportDetail } from './support-detail.tsx';
import { categoryOptions, priorityOptions, statusOptions } from './support-labels.ts';
import { SupportList } from './support-list.tsx';
import { SupportNotices } from './support-notices.tsx';
import { useNow } from './use-now.ts';
import { useAverageRating } from './use-rating.ts';

/**
 * The list's URL: the declared filters plus the sort (`?sort=overdue`), which orders rows rather
 * than filtering them and is taken off the filters before the list is queried.
 */
const urlList: ListDeclaration<SupportTicketRow> = {
  ...supportList,
  filters: { ...supportList.filters, [SORT_PARAM]: SUPPORT_SORTS },
};

const CARDS = ['open', 'in_progress', 'waiting_customer', 'resolved'] as const;

/**
 * /admin/support (back-office §2 Support Management): five cards (four statuses and the average
 * rating), search and filters, the list with each ticket's age against the reply promise (4 support hours)
 * and a detail panel; bulk status (through support.setStatus, so resolving in bulk stamps and
 * mails each ticket as resolving one does), delete and export over the filtered tickets. All
 * read from the local copy; the list's state is in the URL.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.support;
  const mutateMany = useMutateMany();
  useAdminTitle(t.title);
  const lang = useLang();
  const url = useListUrl(urlList);
  const now = useNow();
  const { [SORT_PARAM]: sortParam, ...filters } = url.query.filters;
  const sort = parseSupportSort(sortParam ?? null);
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `filtersKey` stands for `filters`, a new object on every render.
  const query = useMemo(() => ({ ...url.query, filters }), [url.query, filtersKey]);
  const compare = useMemo(() => (sort === 'overdue' ? overdueFirst(now) : undefined), [sort, now]);
  const sync = useSyncStatus();
  const list = useList<SupportTicketRow>(supportList, query, compare);
  const counts = useCounts('support_tickets', 'status', supportList.flagged);
  const rating = useAverageRating();
  // Before the first pull the local copy is empty, which must not read as "no tickets".
  const loading = !sync.ready || list.status === 'loading';
  const everything = Object.values(counts).reduce((a, b) => a + b, 0);
  const spam = Boolean(query.flagged);
  // The rows chosen for the bulk actions, among all that match (every page).
  const choice = useBulkChoice(
    query,
    list,
    loading,
    (r) => `${r.ticket_number} ${r.customer_name}`,
  );
  const matching = choice.chosen;
  const ids = () => matching.map((r) => ({ id: r.id }));
  const ratingText =
    loading || rating === undefined
      ? undefined
      : rating === null
        ? t.notRated
        : new Intl.NumberFormat(HTML_LANG[lang], {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(rating);

  function exportCsv(): Promise<number> {
    const rows = matching.length > 0 ? matching : list.matching;
    const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '');
    const csv = toCsv(
      Object.values(t.csv),
      rows.map((r) => [
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
      ]),
    );
    downloadText(csvFileName('support-tickets', new Date()), csv);
    return Promise.resolve(rows.length);
  }

  // A page that emptied (its last rows deleted, here or elsewhere) gives way to the last one.
  const { setPage } = url;
  const pastEnd = !loading && list.pageCount >= 1 && query.page > list.pageCount;
  useEffect(() => {
    if (pastEnd) setPage(list.pageCount, { replace: true });
  }, [pastEnd, list.pageCount, setPage]);

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      {sync.online ? null : (
        <p className="admin-notice" role="status">
          {t.offline}
        </p>
      )}
      <SupportNotices />
      <StatusCounters
        label={t.countersLabel}
        counters={[
          ...CARDS.map((s) => ({
            key: s,
            label: t.cards[s],
            count: loading ? undefined : (counts[s] ?? 0),
          })),
          { key: 'rating', label: t.cards.rating, count: ratingText },
        ]}
      />
      <FilterBar
        label={t.filtersLabel}
        searchLabel={t.search}
        searchPlaceholder={t.searchPlaceholder}
        search={query.q}
        onSearch={url.setSearch}
        selects={[
          {
            name: 'status',
            label: t.status,
            allLabel: t.allStatuses,
            value: filters.status ?? '',
            options: statusOptions(t),
          },
          {
            name: 'priority',
            label: t.priority,
            allLabel: t.allPriorities,
            value: filters.priority ?? '',
            options: priorityOptions(t),
          },
          {
            name: 'category',
            label: t.category,
            allLabel: t.allCategories,
            value: filters.category ?? '',
            options: categoryOptions(t),
          },
          {
            name: SORT_PARAM,
            label: t.sort,
            allLabel: t.sorts.newest,
            value: sort === 'overdue' ? 'overdue' : '',
            options: [{ value: 'overdue', label: t.sorts.overdue }],
          },
        ]}
        onFilter={url.setFilter}
        spam={{
          label: t.spamFilter,
          hint: spam ? t.spamShown : undefined,
          checked: spam,
          onChange: url.setFlagged,
        }}
      />
      <BulkActions
        texts={admin.bulk}
        items={t.items}
        {...choice.bulk}
        // A status for suspected spam means little: restore it first.
        {...(spam
          ? {}
          : {
              statuses: statusOptions(t),
              // One support.setStatus per ticket: the server stamps and mails each as usual.
              onSetStatus: (status: string) =>
                mutateMany(
                  'support.setStatus',
                  ids().map(({ id }) => ({ id, status: status as SupportTicketRow['status'] })),
                ),
              statusNote: (status: string) =>
                status === 'resolved' ? t.bulkResolvedNote : undefined,
            })}
        onDelete={() => mutateMany('support.delete', ids())}
        onExport={exportCsv}
      />
      <div className={`admin-list-layout${query.selected ? ' admin-list-layout--detail' : ''}`}>
        <SupportList
          choosing={choice.choosing}
          loading={loading}
          flagged={spam}
          filtered={Boolean(query.q.trim()) || Object.values(filters).some(Boolean)}
          rows={list.rows}
          total={list.total}
          everything={everything}
          page={query.page}
          pageCount={list.pageCount}
          selectedId={query.selected}
          now={now}
          onOpen={url.select}
          onPage={url.setPage}
          onClear={url.clear}
        />
        {query.selected ? (
          <SupportDetail
            key={query.selected}
            id={query.selected}
            now={now}
            onClose={() => url.select(null)}
            onGone={() => {
              // Replace: Back should not reopen a ticket that left this list.
              url.select(null, { replace: true });
              document.getElementById('admin-page-title')?.focus();
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
