import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import {
  ListNotices,
  type NoticeText,
  refusalText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
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
export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
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
  return refusalText(t.failures, FAILURE, notice);
}

/**
 * Changes of this screen that did not go through (refused, or met a deletion) or that a later
 * change from someone else replaced. They are kept until dismissed, across reloads.
 */
export function SupportNotices() {
  const t = useAdminT().support;
  return (
    <ListNotices
      table="support_tickets"
      label={t.noticesLabel}
      dismissLabel={t.dismiss}
      textOf={(notice) => noticeText(t, notice)}
    />
  );
}
