import { useEffect, useState } from 'react';
import {
  NEWSLETTER_STATUSES,
  type NewsletterSignupRow,
  newsletterList,
  newsletterStatus,
} from '../../../../../shared/admin/newsletter.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { BulkActions, useBulkChoice } from '../../../components/admin/bulk-actions.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { StatusCounters } from '../../../components/admin/status-counters.tsx';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import {
  useCounts,
  useFlaggedCount,
  useList,
  useMutate,
  useMutateMany,
  useSyncStatus,
} from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ExportButton } from './export-button.tsx';
import { NewsletterList, type SignupAction } from './newsletter-list.tsx';
import { NewsletterNotices } from './newsletter-notices.tsx';
import '../../../styles/admin-leads.css';

/**
 * /admin/newsletter and /admin/newsletter/signups (back-office §2 Newsletter Management): three
 * counters, search by email, the status filter, the signups with Unsubscribe (while active or
 * pending confirmation) and Delete, Export CSV; suspected spam on its own with restore; bulk Unsubscribe and
 * Delete over the filtered signups (Export CSV stays the spec's: every subscribed signup).
 * Everything is read from the local copy and changed through mutate(), so it works offline.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.newsletter;
  const mutateMany = useMutateMany();
  useAdminTitle(t.title);
  const url = useListUrl(newsletterList);
  const { query } = url;
  const sync = useSyncStatus();
  const mutate = useMutate();
  const list = useList<NewsletterSignupRow>(newsletterList, query);
  const spamCount = useFlaggedCount('newsletter_signups', 'spam_reason');
  const counts = useCounts('newsletter_signups', 'subscribed', newsletterList.flagged);
  const loading = !sync.ready || list.status === 'loading';
  const byUnsubscribedAt = useCounts(
    'newsletter_signups',
    'unsubscribed_at',
    newsletterList.flagged,
  );
  const active = counts.true ?? 0;
  // Pending confirmation (double opt-in): not subscribed and never unsubscribed. In Total only.
  const neverLeft = (byUnsubscribedAt.null ?? 0) + (byUnsubscribedAt.undefined ?? 0);
  const awaiting = Math.min(counts.false ?? 0, Math.max(0, neverLeft - active));
  const unsubscribed = (counts.false ?? 0) - awaiting;
  const spam = query.flagged === true;
  const everything = spam ? (spamCount ?? 0) : active + unsubscribed + awaiting;
  // The signups chosen for the bulk actions, among all that match (every page).
  const choice = useBulkChoice(query, list, loading, (r) => r.email);
  const matching = choice.chosen;
  const ids = () => matching.map((r) => ({ id: r.id }));
  // Active or pending confirmation: Unsubscribe applies (it cancels a pending signup).
  const stillActive = matching.filter((r) => newsletterStatus(r) !== 'unsubscribed').length;
  const alreadyOut = matching.length - stillActive;

  const [pending, setPending] = useState<{ action: SignupAction; row: NewsletterSignupRow } | null>(
    null,
  );
  // A change that could not even be made here (the row vanished meanwhile); refusals by the
  // server arrive later, as notices.
  const [failure, setFailure] = useState<string | null>(null);

  const { setPage } = url;
  const pastEnd = !loading && list.pageCount >= 1 && query.page > list.pageCount;
  useEffect(() => {
    if (pastEnd) setPage(list.pageCount, { replace: true });
  }, [pastEnd, list.pageCount, setPage]);

  async function run(action: SignupAction, row: NewsletterSignupRow) {
    setFailure(null);
    const name = {
      unsubscribe: 'newsletter.unsubscribe',
      delete: 'newsletter.delete',
      restore: 'newsletter.restore',
    } as const;
    try {
      await mutate(name[action], { id: row.id });
    } catch {
      setFailure(t.failures[action]);
      return;
    }
    // The button pressed is gone with its row (or with Unsubscribe): focus goes to the heading.
    document.getElementById('admin-page-title')?.focus();
  }

  function onAction(action: SignupAction, row: NewsletterSignupRow) {
    if (action === 'restore') void run(action, row);
    else setPending({ action, row });
  }

  const dialog = pending
    ? pending.action === 'delete'
      ? { title: t.deleteTitle, message: t.deleteConfirm, confirm: t.delete }
      : {
          title: t.unsubscribeTitle,
          message: fmt(t.unsubscribeConfirm, { email: pending.row.email }),
          confirm: t.unsubscribe,
        }
    : null;

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
      <NewsletterNotices />
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      <StatusCounters
        label={t.countersLabel}
        counters={[
          { key: 'active', label: t.counters.active, count: loading ? undefined : active },
          {
            key: 'unsubscribed',
            label: t.counters.unsubscribed,
            count: loading ? undefined : unsubscribed,
          },
          {
            key: 'total',
            label: t.counters.total,
            count: loading ? undefined : active + unsubscribed + awaiting,
          },
        ]}
      />
      <ExportButton disabled={loading} />
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
            options: NEWSLETTER_STATUSES.map((value) => ({ value, label: t.statuses[value] })),
          },
        ]}
        onFilter={url.setFilter}
        spam={{ label: t.spamFilter, hint: t.spamHint, checked: spam, onChange: url.setFlagged }}
      />
      <BulkActions
        texts={admin.bulk}
        items={t.items}
        {...choice.bulk}
        // Suspected spam is restored or deleted, not unsubscribed.
        actions={
          spam
            ? []
            : [
                {
                  label: t.bulk.unsubscribe,
                  title: t.bulk.unsubscribeTitle,
                  confirm: fmt(
                    alreadyOut === 0 ? t.bulk.unsubscribeConfirm : t.bulk.unsubscribeConfirmSome,
                    { eligible: stillActive, skipped: alreadyOut },
                  ),
                  done: t.bulk.unsubscribeDone,
                  doneSkipped: t.bulk.unsubscribeSkipped,
                  danger: true,
                  disabled: stillActive === 0,
                  run: () => mutateMany('newsletter.unsubscribe', ids()),
                },
              ]
        }
        onDelete={() => mutateMany('newsletter.delete', ids())}
      />
      <NewsletterList
        choosing={choice.choosing}
        sorting={{ sort: query.sort, onSort: url.setSort }}
        loading={loading}
        rows={list.rows}
        total={list.total}
        everything={everything}
        spam={spam}
        filtered={query.q !== '' || Object.keys(query.filters).length > 0}
        page={query.page}
        pageCount={list.pageCount}
        onAction={onAction}
        onPage={url.setPage}
        onClear={url.clear}
      />
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        cancelLabel={t.cancel}
        danger
        onConfirm={() => {
          if (pending) void run(pending.action, pending.row);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
