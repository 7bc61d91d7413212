import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { SyncNotice } from '../../../sync/db.ts';
import { useNotices } from '../../../sync/hooks.ts';
import { isTombstone } from '../../../sync/notices.ts';
import { useAdminT } from '../use-admin-t.ts';

type Texts = AdminMessages['newsletter'];

/** back-office §8: the failure text of each newsletter change. */
const FAILURE: Record<string, keyof Texts['failures']> = {
  'newsletter.unsubscribe': 'unsubscribe',
  'newsletter.delete': 'delete',
  'newsletter.restore': 'restore',
};

/** The person-facing text of a notice, and the server's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): { text: string; detail: string | null } {
  const email = typeof notice.row?.email === 'string' ? notice.row.email : '';
  if (notice.kind === 'overwritten') {
    if (isTombstone(notice.row))
      return { text: fmt(t.overwrittenDeleted, { email }), detail: null };
    const value = notice.row?.subscribed === false ? t.statuses.unsubscribed : t.statuses.active;
    return { text: fmt(t.overwritten, { email, value }), detail: null };
  }
  const key = FAILURE[notice.mutation];
  const text = key ? t.failures[key] : notice.message;
  return { text, detail: notice.message && notice.message !== text ? notice.message : null };
}

/** Newsletter changes that did not go through, kept until dismissed (across reloads). */
export function NewsletterNotices() {
  const t = useAdminT().newsletter;
  const { notices, dismiss } = useNotices();
  const mine = notices.filter((n) => n.table === 'newsletter_signups');
  return (
    <div role="alert" aria-label={t.noticesLabel}>
      {mine.length > 0 ? (
        <ul className="admin-notices">
          {mine.map((notice) => {
            const { text, detail } = noticeText(t, notice);
            const textId = `notice-${notice.id}`;
            return (
              <li key={notice.id} className="admin-notice admin-notice--error">
                <p id={textId}>
                  {text}
                  {detail ? <span className="admin-muted"> {detail}</span> : null}
                </p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-describedby={textId}
                  onClick={() => void dismiss(notice.id)}
                >
                  {t.dismiss}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
