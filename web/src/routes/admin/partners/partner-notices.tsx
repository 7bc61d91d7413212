import { fmt } from '../../../../../shared/i18n/format.ts';
import {
  ListNotices,
  type NoticeText,
  refusalText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { isTombstone } from '../../../sync/notices.ts';
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
