import { durationParts } from '../../../../../shared/admin/support-age.ts';
import {
  PRIORITIES,
  type Priority,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type SupportCategory,
  type SupportStatus,
} from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { leadNoticeText, type NoticeText } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';

type Texts = AdminMessages['support'];

/** Status choices with human-readable labels ('In Progress', not 'in_progress'). */
export function statusOptions(t: Texts): { value: SupportStatus; label: string }[] {
  return SUPPORT_STATUSES.map((value) => ({ value, label: t.statuses[value] }));
}

export function priorityOptions(t: Texts): { value: Priority; label: string }[] {
  return PRIORITIES.map((value) => ({ value, label: t.priorities[value] }));
}

export function categoryOptions(t: Texts): { value: SupportCategory; label: string }[] {
  return SUPPORT_CATEGORIES.map((value) => ({ value, label: t.categories[value] }));
}

/** '2 d 3 h', '5 h 12 min', '7 min': the two largest units that are not zero. */
export function formatDuration(t: Texts, ms: number): string {
  const { days, hours, minutes } = durationParts(ms);
  const parts: string[] = [];
  if (days > 0) parts.push(fmt(t.duration.days, { count: days }));
  if (hours > 0) parts.push(fmt(t.duration.hours, { count: hours }));
  if (days === 0) parts.push(fmt(t.duration.minutes, { count: minutes }));
  return parts.slice(0, 2).join(' ');
}

/** A stored value shown to a person: labels for the enumerations. */
export function fieldValue(t: Texts, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.detail.none;
  if (field === 'status' && typeof value === 'string' && value in t.statuses)
    return t.statuses[value as SupportStatus];
  return String(value);
}

/** back-office §8: the failure text of each change on this screen. */
const FAILURES: Record<string, keyof Texts['failures'] & string> = {
  'support.setStatus': 'status',
  'support.addResolution': 'resolution',
  'support.restore': 'restore',
  'support.delete': 'delete',
};

/** The person-facing text of a notice, and the server's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
  return leadNoticeText(t, notice, {
    failures: FAILURES,
    nameField: 'ticket_number',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}
