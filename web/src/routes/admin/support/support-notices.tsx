import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import {
  ListNotices,
  leadNoticeText,
  type NoticeText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
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
  return leadNoticeText(t, notice, {
    failures: FAILURE,
    nameField: 'ticket_number',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
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
