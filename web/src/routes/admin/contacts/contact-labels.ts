import { CONTACT_MESSAGES, type ContactRow } from '../../../../../shared/admin/contacts.ts';
import {
  CONTACT_STATUSES,
  type ContactStatus,
  PRIORITIES,
  type Priority,
} from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { leadNoticeText, type NoticeText } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';

type Texts = AdminMessages['contacts'];

/** Status choices with human-readable labels ('In Progress', not 'in_progress'). */
export function statusOptions(t: Texts): { value: ContactStatus; label: string }[] {
  return CONTACT_STATUSES.map((value) => ({ value, label: t.statuses[value] }));
}

export function priorityOptions(t: Texts): { value: Priority; label: string }[] {
  return PRIORITIES.map((value) => ({ value, label: t.priorities[value] }));
}

/** A stored value shown to a person: labels for the enumerations, dates left to the caller. */
export function fieldValue(t: Texts, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.detail.none;
  if (field === 'status' && typeof value === 'string' && value in t.statuses)
    return t.statuses[value as ContactStatus];
  if (field === 'priority' && typeof value === 'string' && value in t.priorities)
    return t.priorities[value as Priority];
  if (typeof value === 'boolean') return value ? t.detail.responseSent : t.detail.notResponded;
  return String(value);
}

export function formTypeLabel(t: Texts, row: Pick<ContactRow, 'form_type'>): string {
  return t.formTypes[row.form_type] ?? row.form_type;
}

/** back-office §8: the failure text of each change on this screen. */
const FAILURES: Record<string, keyof Texts['failures'] & string> = {
  'contact.setStatus': 'status',
  'contact.setPriority': 'priority',
  'contact.assign': 'assign',
  'contact.markResponded': 'responded',
  'contact.delete': 'delete',
  'contact.restore': 'restore',
};

/** The person-facing text of a notice, and the server's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
  // The server's reason, in this screen's words: asking again would meet the same answer.
  if (notice.message === CONTACT_MESSAGES.assigneeNotStaff) {
    return { text: t.failures.assigneeNotStaff, detail: null };
  }
  return leadNoticeText(t, notice, {
    failures: FAILURES,
    nameField: 'name',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}
