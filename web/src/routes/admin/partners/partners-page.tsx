import { useEffect } from 'react';
import { type PartnerApplicationRow, partnerList } from '../../../../../shared/admin/partners.ts';
import { PARTNER_APPLICATION_STATUSES } from '../../../../../shared/constants.ts';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { StatusCounters } from '../../../components/admin/status-counters.tsx';
import { SuspectedSpamToggle } from '../../../components/admin/suspected-spam-toggle.tsx';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import { useCounts, useList, useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { PartnerDetail } from './partner-detail.tsx';
import { partnerTypeOptions, statusOptions } from './partner-labels.ts';
import { PartnerNotices } from './partner-notices.tsx';
import { PartnersList } from './partners-list.tsx';
import './partners.css';

/**
 * /admin/partners (back-office §2 Partner Applications): counters per status, search, status and
 * partner-type filters, suspected spam on request, the list and a detail panel, all read from
 * the local copy; the list's state is in the URL.
 */
export function Component() {
  const t = useAdminT().partners;
  useAdminTitle(t.title);
  const url = useListUrl(partnerList);
  const { query } = url;
  const sync = useSyncStatus();
  const list = useList<PartnerApplicationRow>(partnerList, query);
  const counts = useCounts('partner_applications', 'status', partnerList.flagged);
  // Before the first pull the local copy is empty, which must not read as "no applications".
  const loading = !sync.ready || list.status === 'loading';
  const everything = Object.values(counts).reduce((a, b) => a + b, 0);

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
      <PartnerNotices />
      <StatusCounters
        label={t.countersLabel}
        counters={PARTNER_APPLICATION_STATUSES.map((s) => ({
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
            name: 'partner_type',
            label: t.partnerType,
            allLabel: t.allPartnerTypes,
            value: query.filters.partner_type ?? '',
            options: partnerTypeOptions(t),
          },
        ]}
        onFilter={url.setFilter}
      />
      <SuspectedSpamToggle
        label={t.suspectedSpam}
        checked={Boolean(query.flagged)}
        onChange={url.setFlagged}
      />
      <div className={`admin-list-layout${query.selected ? ' admin-list-layout--detail' : ''}`}>
        <PartnersList
          loading={loading}
          spam={Boolean(query.flagged)}
          narrowed={query.q.trim() !== '' || Object.values(query.filters).some(Boolean)}
          rows={list.rows}
          total={list.total}
          everything={everything}
          page={query.page}
          pageCount={list.pageCount}
          selectedId={query.selected}
          onOpen={url.select}
          onPage={url.setPage}
          onClear={url.clear}
        />
        {query.selected ? (
          <PartnerDetail
            key={query.selected}
            id={query.selected}
            onClose={() => url.select(null)}
            onGone={() => {
              // Replace: Back should not reopen an application that is no longer listed here.
              url.select(null, { replace: true });
              document.getElementById('admin-page-title')?.focus();
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
