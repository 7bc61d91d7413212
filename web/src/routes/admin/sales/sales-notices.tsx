import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import {
  ListNotices,
  leadNoticeText,
  type NoticeText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { useAdminT } from '../use-admin-t.ts';
import { fieldValue } from './sales-labels.ts';

type Texts = AdminMessages['sales'];

const FAILURE: Record<string, keyof Texts['failures']> = {
  'sales.setStatus': 'status',
  'sales.setNotes': 'notes',
  'sales.delete': 'delete',
  'sales.restore': 'restore',
};

export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
  return leadNoticeText(t, notice, {
    failures: FAILURE,
    nameField: 'name',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}

/** Sales changes that did not go through, kept until dismissed (across reloads). */
export function SalesNotices() {
  const t = useAdminT().sales;
  return (
    <ListNotices
      table="sales_enquiries"
      label={t.noticesLabel}
      dismissLabel={t.dismiss}
      textOf={(notice) => noticeText(t, notice)}
    />
  );
}
