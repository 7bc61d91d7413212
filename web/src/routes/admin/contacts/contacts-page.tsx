import { useEffect } from 'react';
import { type ContactRow, contactList } from '../../../../../shared/admin/contacts.ts';
import { CONTACT_STATUSES } from '../../../../../shared/constants.ts';
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
import { ContactDetail } from './contact-detail.tsx';
import { priorityOptions, statusOptions } from './contact-labels.ts';
import { ContactNotices } from './contact-notices.tsx';
import { ContactsList } from './contacts-list.tsx';

/**
 * /admin/contacts (back-office §2 Contact Management): counters per status, search and filters,
 * the list and a detail panel, all read from the local copy; the list's state is in the URL.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.contacts;
  const lang = useLang();
  useAdminTitle(t.title);
  const mutateMany = useMutateMany();
  const url = useListUrl(contactList);
  const { query } = url;
  const sync = useSyncStatus();
  const list = useList<ContactRow>(contactList, query);
  const counts = useCounts('contact_submissions', 'status', contactList.flagged);
  // Before the first pull the local copy is empty, which must not read as "no submissions".
  const loading = !sync.ready || list.status === 'loading';
  const spam = query.flagged === true;
  // The spam view's "none at all" is the suspected spam's own count.
  const spamCount = useFlaggedCount('contact_submissions', 'spam_reason');
  const everything = spam ? (spamCount ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  // The rows chosen for the bulk actions, among all that match (every page).
  const choice = useBulkChoice(query, list, loading, (r) => r.name);
  const ids = () => choice.chosen.map((r) => ({ id: r.id }));

  function exportCsv(): Promise<number> {
    const rows = choice.chosen.length > 0 ? choice.chosen : list.matching;
    const csv = toCsv(
      Object.values(t.csv),
      rows.map((r) => [
        r.name,
        r.email,
        r.company,
        r.subject,
        r.message,
        t.statuses[r.status],
        t.priorities[r.priority],
        r.assigned_to,
        formatDateTime(r.created_at, lang),
      ]),
    );
    downloadText(csvFileName('contact-submissions', new Date()), csv);
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
      <ContactNotices />
      <StatusCounters
        label={t.countersLabel}
        counters={CONTACT_STATUSES.map((s) => ({
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
            name: 'priority',
            label: t.priority,
            allLabel: t.allPriorities,
            value: query.filters.priority ?? '',
            options: priorityOptions(t),
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
        statuses={spam ? undefined : statusOptions(t)}
        onSetStatus={(status) =>
          mutateMany(
            'contact.setStatus',
            ids().map(({ id }) => ({ id, status: status as ContactRow['status'] })),
          )
        }
        onDelete={() => mutateMany('contact.delete', ids())}
        onExport={exportCsv}
      />
      <div className={`admin-list-layout${query.selected ? ' admin-list-layout--detail' : ''}`}>
        <ContactsList
          sorting={{ sort: query.sort, onSort: url.setSort }}
          choosing={choice.choosing}
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
          <ContactDetail
            key={query.selected}
            id={query.selected}
            onClose={() => url.select(null)}
            onDeleted={() => {
              // Replace: Back should not reopen a submission that no longer exists.
              url.select(null, { replace: true });
              document.getElementById('admin-page-title')?.focus();
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
