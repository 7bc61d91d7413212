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

type Texts = AdminMessages['newsletter'];

/** back-office §8: the failure text of each newsletter change. */
const FAILURE: Record<string, keyof Texts['failures']> = {
  'newsletter.unsubscribe': 'unsubscribe',
  'newsletter.delete': 'delete',
  'newsletter.restore': 'restore',
};

/** The person-facing text of a notice, and the server's reason when it adds something. */
export function noticeText(t: Texts, notice: SyncNotice): NoticeText {
  const email = typeof notice.row?.email === 'string' ? notice.row.email : '';
  if (notice.kind === 'overwritten') {
    if (isTombstone(notice.row))
      return { text: fmt(t.overwrittenDeleted, { email }), detail: null };
    const value = notice.row?.subscribed === false ? t.statuses.unsubscribed : t.statuses.active;
    return { text: fmt(t.overwritten, { email, value }), detail: null };
  }
  return refusalText(t.failures, FAILURE, notice);
}

/** Newsletter changes that did not go through, kept until dismissed (across reloads). */
export function NewsletterNotices() {
  const t = useAdminT().newsletter;
  return (
    <ListNotices
      table="newsletter_signups"
      label={t.noticesLabel}
      dismissLabel={t.dismiss}
      textOf={(notice) => noticeText(t, notice)}
    />
  );
}
