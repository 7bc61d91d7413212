import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import {
  ListNotices,
  leadNoticeText,
  type NoticeText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { useAdminT } from '../use-admin-t.ts';
import { fieldValue } from './contact-labels.ts';

type Texts = AdminMessages['contacts'];

/** back-office §8: the failure text of each contact change. */
const FAILURE: Record<string, keyof Texts['failures']> = {
  'contact.setStatus': 'status',
  'contact.setPriority': 'priority',
  'contact.assign': 'assign',
  'contact.markResponded': 'responded',
  'contact.delete': 'delete',
  'contact.restore': 'restore',
};

/** The person-facing text of a notice, and the engine's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
  return leadNoticeText(t, notice, {
    failures: FAILURE,
    nameField: 'name',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}

/**
 * Changes of this screen that did not go through (refused, or met a deletion) or that a later
 * change from someone else replaced. They are kept until dismissed, across reloads.
 */
export function ContactNotices() {
  const t = useAdminT().contacts;
  return (
    <ListNotices
      table="contact_submissions"
      label={t.noticesLabel}
      dismissLabel={t.dismiss}
      textOf={(notice) => noticeText(t, notice)}
    />
  );
}
