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
import { fieldValue } from './sales-labels.ts';

type Texts = AdminMessages['sales'];

const FAILURE: Record<string, keyof Texts['failures']> = {
  'sales.setStatus': 'status',
  'sales.setNotes': 'notes',
  'sales.delete': 'delete',
  'sales.restore': 'restore',
};

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
