import type { SalesStatus } from '../../../../../shared/admin/sales.ts';
import { COMPANY_SIZES, SALES_STATUSES } from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { leadNoticeText, type NoticeText } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';

type Texts = AdminMessages['sales'];

export function statusOptions(t: Texts): { value: SalesStatus; label: string }[] {
  return SALES_STATUSES.map((value) => ({ value, label: t.statuses[value] }));
}

export function sizeOptions(t: Texts): { value: string; label: string }[] {
  return COMPANY_SIZES.map((size) => ({ value: size, label: fmt(t.sizeLabel, { size }) }));
}

/** A stored value shown to a person: labels for the status, "Not given" for nothing. */
export function fieldValue(t: Texts, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.detail.none;
  if (field === 'status' && typeof value === 'string' && value in t.statuses)
    return t.statuses[value as SalesStatus];
  return String(value);
}

/** back-office §8: the failure text of each change on this screen. */
const FAILURES: Record<string, keyof Texts['failures'] & string> = {
  'sales.setStatus': 'status',
  'sales.setNotes': 'notes',
  'sales.delete': 'delete',
  'sales.restore': 'restore',
};

/** The person-facing text of a notice, and the server's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
  return leadNoticeText(t, notice, {
    failures: FAILURES,
    nameField: 'name',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}
