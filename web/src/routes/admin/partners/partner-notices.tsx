import {
  ListNotices,
  leadNoticeText,
  type NoticeText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { useAdminT } from '../use-admin-t.ts';
import { fieldValue, type PartnerTexts } from './partner-labels.ts';

/** back-office §8: the failure text of each change on this screen. */
const FAILURE: Record<string, keyof PartnerTexts['failures']> = {
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
    failures: FAILURE,
    nameField: 'name',
    valueOf: (field, value) => fieldValue(t, field, value),
  });
}

/**
 * Changes of this screen that did not go through (refused, e.g. a decision already made
 * elsewhere, or met a deletion) or that a later change replaced; kept until dismissed.
 */
export function PartnerNotices() {
  const t = useAdminT().partners;
  return (
    <ListNotices
      table="partner_applications"
      label={t.noticesLabel}
      dismissLabel={t.dismiss}
      textOf={(notice) => noticeText(t, notice)}
    />
  );
}
