import type { PartnerApplicationStatus } from '../../../../../shared/admin/partners.ts';
import {
  PARTNER_APPLICATION_STATUSES,
  PARTNER_TYPES,
  type PartnerType,
} from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { leadNoticeText, type NoticeText } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';

export type PartnerTexts = AdminMessages['partners'];

/** Status choices with human-readable labels ('Under Review', not 'under_review'). */
export function statusOptions(
  t: PartnerTexts,
): { value: PartnerApplicationStatus; label: string }[] {
  return PARTNER_APPLICATION_STATUSES.map((value) => ({ value, label: t.statuses[value] }));
}

export function partnerTypeOptions(t: PartnerTexts): { value: PartnerType; label: string }[] {
  return PARTNER_TYPES.map((value) => ({ value, label: t.partnerTypes[value] }));
}

/** A stored value shown to a person (in notices): labels for the enumerations. */
export function fieldValue(t: PartnerTexts, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.detail.none;
  if (field === 'status' && typeof value === 'string' && value in t.statuses)
    return t.statuses[value as PartnerApplicationStatus];
  if (field === 'partner_type' && typeof value === 'string' && value in t.partnerTypes)
    return t.partnerTypes[value as PartnerType];
  return String(value);
}

/** back-office §8: the failure text of each change on this screen. */
const FAILURES: Record<string, keyof PartnerTexts['failures'] & string> = {
  'partner.startReview': 'review',
  'partner.approve': 'review',
  'partner.reject': 'review',
  'partner.createAccount': 'account',
  'partner.restore': 'restore',
  'partner.delete': 'delete',
};

/** The person-facing text of a notice, and the server's reason when it adds something. */
export function noticeText(t: PartnerTexts, notice: SyncNotice): NoticeText {
  return leadNoticeText(t, notice, {
    failures: FAILURES,
    nameField: 'name',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}
