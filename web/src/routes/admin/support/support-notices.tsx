import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { SyncNotice } from '../../../sync/db.ts';
import { useNotices } from '../../../sync/hooks.ts';
import { isTombstone } from '../../../sync/notices.ts';
import { useAdminT } from '../use-admin-t.ts';
import { fieldValue } from './support-labels.ts';

type Texts = AdminMessages['support'];

/** back-office §8: the failure text of each ticket change. */
const FAILURE: Record<string, keyof Texts['failures']> = {
  'support.setStatus': 'status',
  'support.addResolution': 'resolution',
  'support.restore': 'restore',
  'support.delete': 'delete',
};

/** The person-facing text of a notice, and the engine's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): { text: string; detail: string | null } {
  const name = typeof notice.row?.ticket_number === 'string' ? notice.row.ticket_number : '';
  if (notice.kind === 'overwritten') {
    if (isTombstone(notice.row)) return { text: fmt(t.overwrittenDeleted, { name }), detail: null };
    const field = notice.field ?? '';
    return {
      text: fmt(t.overwritten, {
        field: t.fieldNames[field] ?? field,
        name,
        value: fieldValue(t, field, notice.row?.[field]),
      }),
      detail: null,
    };
  }
  const key = FAILURE[notice.mutation];
  const text = key ? t.failures[key] : notice.message;
  return { text, detail: notice.message && notice.message !== text ? notice.message : null };
}

/**
 * Changes of this screen that did not go through (refused, or met a deletion) or that a later
 * change from someone else replaced. They are kept until dismissed, across reloads.
 */
export function SupportNotices() {
  const t = useAdminT().support;
  const { notices, dismiss } = useNotices();
  const mine = notices.filter((n) => n.table === 'support_tickets');
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
