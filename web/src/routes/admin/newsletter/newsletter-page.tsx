import { useState } from 'react';
import {
  NEWSLETTER_STATUSES,
  type NewsletterSignupRow,
  newsletterList,
  newsletterStatus,
} from '../../../../../shared/admin/newsletter.ts';
import { fmt, formOf } from '../../../../../shared/i18n/format.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useCounts, useFlaggedCount, useMutate } from '../../../sync/hooks.ts';
import { LeadScreen, useLeadScreen } from '../leads/lead-screen.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { ExportButton } from './export-button.tsx';
import { NewsletterList, type SignupAction } from './newsletter-list.tsx';
import { NewsletterNotices } from './newsletter-notices.tsx';
import '../../../styles/admin-leads.css';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../../shared/sync/tables.ts';

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
  const screen = useLeadScreen(newsletterList, { countBy: 'subscribed', nameOf: (r) => r.email });
  const { url, query, list, loading, choice } = screen;
  const mutate = useMutate();
  const spamCount = useFlaggedCount('newsletter_signups', 'spam_reason');
  const byUnsubscribedAt = useCounts(
    'newsletter_signups',
    'unsubscribed_at',
    newsletterList.flagged,
  );
  const active = screen.count('true') ?? 0;
  const left = screen.count('false') ?? 0;
  // Pending confirmation (double opt-in): not subscribed and never unsubscribed. In Total only.
  const neverLeft = (byUnsubscribedAt.null ?? 0) + (byUnsubscribedAt.undefined ?? 0);
  const awaiting = Math.min(left, Math.max(0, neverLeft - active));
  const unsubscribed = left - awaiting;
  const spam = screen.spam;
  const everything = spam ? (spamCount ?? 0) : active + unsubscribed + awaiting;
  const matching = choice.chosen;
  // Active or pending confirmation: Unsubscribe applies (it cancels a pending signup).
  const stillActive = matching.filter((r) => newsletterStatus(r) !== 'unsubscribed').length;
  const alreadyOut = matching.length - stillActive;

  const [pending, setPending] = useState<{ action: SignupAction; row: NewsletterSignupRow } | null>(
    null,
  );
  // A change that could not even be made here (the row vanished meanwhile); refusals by the
  // server arrive later, as notices.
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: SignupAction, row: NewsletterSignupRow) {
    setFailure(null);
    const name = {
      unsubscribe: 'newsletter.unsubscribe',
      delete: 'newsletter.delete',
      restore: 'newsletter.restore',
      unsuppress: 'newsletter.unsuppress',
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
    if (action === 'restore' || action === 'unsuppress') void run(action, row);
    else setPending({ action, row });
  }

  const dialog = pending
    ? pending.action === 'delete'
      ? {
          title: t.deleteTitle,
          message: fmt(t.deleteConfirm, { days: TOMBSTONE_RETENTION_DAYS }),
          confirm: t.delete,
        }
      : {
          title: t.unsubscribeTitle,
          message: fmt(t.unsubscribeConfirm, { email: pending.row.email }),
          confirm: t.unsubscribe,
        }
    : null;

  return (
    <LeadScreen
      screen={screen}
      texts={t}
      notices={
        <>
          <NewsletterNotices />
          {failure ? (
            <p role="alert" className="admin-notice admin-notice--error">
              {failure}
            </p>
          ) : null}
        </>
      }
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
      beforeFilters={<ExportButton disabled={loading} />}
      selects={[
        {
          name: 'status',
          label: t.status,
          allLabel: t.allStatuses,
          value: query.filters.status ?? '',
          options: NEWSLETTER_STATUSES.map((value) => ({ value, label: t.statuses[value] })),
        },
      ]}
      bulk={{
        // Suspected spam is restored or deleted, not unsubscribed.
        actions: [
          {
            label: t.bulk.unsubscribe,
            title: t.bulk.unsubscribeTitle,
            confirm: fmt(
              alreadyOut === 0
                ? formOf(t.bulk.unsubscribeConfirm, stillActive)
                : formOf(t.bulk.unsubscribeConfirmSome, alreadyOut),
              { eligible: stillActive, skipped: alreadyOut },
            ),
            done: t.bulk.unsubscribeDone,
            doneSkipped: t.bulk.unsubscribeSkipped,
            danger: true,
            disabled: stillActive === 0,
            run: () => screen.forChosen('newsletter.unsubscribe'),
          },
        ],
        delete: 'newsletter.delete',
      }}
      list={
        <>
          <NewsletterList
            {...(screen.writable ? { choosing: choice.choosing } : { readOnly: true })}
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
        </>
      }
    />
  );
}
