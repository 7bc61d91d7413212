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
  const name = typeof notice.row?.name === 'string' ? notice.row.name : '';
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
