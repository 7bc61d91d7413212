import { useEffect } from 'react';
import { type SalesEnquiryRow, salesList } from '../../../../../shared/admin/sales.ts';
import { SALES_STATUSES } from '../../../../../shared/constants.ts';
import { csvFileName, toCsv } from '../../../../../shared/csv.ts';
import { useLang } from '../../../app/i18n.ts';
import { BulkActions, useBulkChoice } from '../../../components/admin/bulk-actions.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { StatusCounters } from '../../../components/admin/status-counters.tsx';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import { downloadText } from '../../../lib/download.ts';
import {
  useCounts,
  useFlaggedCount,
  useList,
  useMutateMany,
  useSyncStatus,
} from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { SalesDetail } from './sales-detail.tsx';
import { sizeOptions, statusOptions } from './sales-labels.ts';
import { SalesList } from './sales-list.tsx';
import { SalesNotices } from './sales-notices.tsx';
import '../../../styles/admin-leads.css';

/**
 * /admin/sales: counters per status, search, status and company-size filters, the enquiries
 * with their lead score, and a detail panel with the score's reasons, status, notes and delete;
 * suspected spam on its own with restore; bulk status, delete and export over the filtered
 * enquiries. All read from the local copy; the list's state is in the URL.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.sales;
  const lang = useLang();
  const mutateMany = useMutateMany();
  useAdminTitle(t.title);
  const url = useListUrl(salesList);
  const { query } = url;
  const sync = useSyncStatus();
  const list = useList<SalesEnquiryRow>(salesList, query);
  const spamCount = useFlaggedCount('sales_enquiries', 'spam_reason');
  const counts = useCounts('sales_enquiries', 'status', salesList.flagged);
  const loading = !sync.ready || list.status === 'loading';
  const spam = query.flagged === true;
  const everything = spam ? (spamCount ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  // The rows chosen for the bulk actions, among all that match (every page).
  const choice = useBulkChoice(query, list, loading, (r) => r.name);
  const matching = choice.chosen;
  const ids = () => matching.map((r) => ({ id: r.id }));

  function exportCsv(): Promise<number> {
    const rows = matching.length > 0 ? matching : list.matching;
    const csv = toCsv(
      Object.values(t.csv),
      rows.map((r) => [
        r.name,
        r.email,
        r.company,
        r.title,
        r.employees,
        r.phone,
        r.lead_score,
        t.statuses[r.status],
        r.notes,
        r.message,
        formatDateTime(r.created_at, lang),
      ]),
    );
    downloadText(csvFileName('sales-enquiries', new Date()), csv);
    return Promise.resolve(rows.length);
  }

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
      <SalesNotices />
      <StatusCounters
        label={t.countersLabel}
        counters={SALES_STATUSES.map((s) => ({
          key: s,
          label: t.statuses[s],
          count: loading ? undefined : (counts[s] ?? 0),
        }))}
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
            value: query.filters.status ?? '',
            options: statusOptions(t),
          },
          {
            name: 'employees',
            label: t.companySize,
            allLabel: t.allSizes,
            value: query.filters.employees ?? '',
            options: sizeOptions(t),
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
              onSetStatus: (status: string) =>
                mutateMany(
                  'sales.setStatus',
                  ids().map(({ id }) => ({ id, status: status as SalesEnquiryRow['status'] })),
                ),
            })}
        onDelete={() => mutateMany('sales.delete', ids())}
        onExport={exportCsv}
      />
      <div className={`admin-list-layout${query.selected ? ' admin-list-layout--detail' : ''}`}>
        <SalesList
          choosing={choice.choosing}
          sorting={{ sort: query.sort, onSort: url.setSort }}
          loading={loading}
          rows={list.rows}
          total={list.total}
          everything={everything}
          spam={spam}
          page={query.page}
          pageCount={list.pageCount}
          selectedId={query.selected}
          onOpen={url.select}
          onPage={url.setPage}
          onClear={url.clear}
        />
        {query.selected ? (
          <SalesDetail
            key={query.selected}
            id={query.selected}
            onClose={() => url.select(null)}
            onDeleted={() => {
              url.select(null, { replace: true });
              document.getElementById('admin-page-title')?.focus();
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
