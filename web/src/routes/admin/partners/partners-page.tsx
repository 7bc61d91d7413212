import { useEffect } from 'react';
import {
  canDecide,
  canStartReview,
  type PartnerApplicationRow,
  partnerList,
} from '../../../../../shared/admin/partners.ts';
import { PARTNER_APPLICATION_STATUSES } from '../../../../../shared/constants.ts';
import { csvFileName, toCsv } from '../../../../../shared/csv.ts';
import { fmt, type Plural } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import {
  type BulkAction,
  BulkActions,
  useBulkChoice,
} from '../../../components/admin/bulk-actions.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { StatusCounters } from '../../../components/admin/status-counters.tsx';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import { downloadText } from '../../../lib/download.ts';
import { useCounts, useList, useMutateMany, useSyncStatus } from '../../../sync/hooks.ts';
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
 * the local copy; the list's state is in the URL. Bulk actions over the filtered applications:
 * Start Review and Reject (the review's own mutations, whose guard skips the applications whose
 * status does not allow it), delete and export.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.partners;
  const lang = useLang();
  const mutateMany = useMutateMany();
  useAdminTitle(t.title);
  const url = useListUrl(partnerList);
  const { query } = url;
  const sync = useSyncStatus();
  const list = useList<PartnerApplicationRow>(partnerList, query);
  const counts = useCounts('partner_applications', 'status', partnerList.flagged);
  // Before the first pull the local copy is empty, which must not read as "no applications".
  const loading = !sync.ready || list.status === 'loading';
  const everything = Object.values(counts).reduce((a, b) => a + b, 0);
  const spam = Boolean(query.flagged);
  // The rows chosen for the bulk actions, among all that match (every page).
  const choice = useBulkChoice(query, list, loading, (r) => r.name);
  const matching = choice.chosen;
  const ids = () => matching.map((r) => ({ id: r.id }));

  /** A review change for every matching application whose status allows it (§4). */
  function reviewAction(
    name: 'partner.startReview' | 'partner.reject',
    allows: (status: unknown) => boolean,
    texts: {
      label: string;
      title: Plural;
      all: string;
      some: string;
      done: string;
      skipped: string;
    },
  ): BulkAction {
    const rows = matching;
    const eligible = rows.filter((r) => allows(r.status)).length;
    const values = { eligible, skipped: rows.length - eligible };
    return {
      label: texts.label,
      title: texts.title,
      confirm: fmt(eligible === rows.length ? texts.all : texts.some, values),
      done: texts.done,
      doneSkipped: texts.skipped,
      danger: name === 'partner.reject',
      disabled: eligible === 0,
      run: () => mutateMany(name, ids()),
    };
  }

  function exportCsv(): Promise<number> {
    const rows = matching.length > 0 ? matching : list.matching;
    const csv = toCsv(
      Object.values(t.csv),
      rows.map((r) => [
        r.name,
        r.email,
        r.company,
        t.partnerTypes[r.partner_type],
        t.statuses[r.status],
        r.message,
        r.review_notes,
        r.reviewed_by,
        r.reviewed_at ? formatDateTime(r.reviewed_at, lang) : '',
        formatDateTime(r.created_at, lang),
      ]),
    );
    downloadText(csvFileName('partner-applications', new Date()), csv);
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
        spam={{
          label: t.suspectedSpam,
          hint: spam ? t.spamShown : undefined,
          checked: spam,
          onChange: url.setFlagged,
        }}
      />
      <BulkActions
        texts={admin.bulk}
        items={t.items}
        {...choice.bulk}
        // The review of suspected spam waits until it is restored.
        actions={
          spam
            ? []
            : [
                reviewAction('partner.startReview', canStartReview, {
                  label: t.bulk.startReview,
                  title: t.bulk.startReviewTitle,
                  all: t.bulk.startReviewConfirm,
                  some: t.bulk.startReviewConfirmSome,
                  done: t.bulk.startReviewDone,
                  skipped: t.bulk.startReviewSkipped,
                }),
                reviewAction('partner.reject', canDecide, {
                  label: t.bulk.reject,
                  title: t.bulk.rejectTitle,
                  all: t.bulk.rejectConfirm,
                  some: t.bulk.rejectConfirmSome,
                  done: t.bulk.rejectDone,
                  skipped: t.bulk.rejectSkipped,
                }),
              ]
        }
        onDelete={() => mutateMany('partner.delete', ids())}
        onExport={exportCsv}
      />
      <div className={`admin-list-layout${query.selected ? ' admin-list-layout--detail' : ''}`}>
        <PartnersList
          choosing={choice.choosing}
          sorting={{ sort: query.sort, onSort: url.setSort }}
          loading={loading}
          spam={spam}
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
