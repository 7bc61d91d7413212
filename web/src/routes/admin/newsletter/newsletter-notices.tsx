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
  const status = (subscribed: unknown) =>
    subscribed === false ? t.statuses.unsubscribed : t.statuses.active;
  if (notice.newer?.length) {
    // The one status a signup has, whichever of its columns the colleague's change reached.
    const field = t.status.toLocaleLowerCase();
    const mine = status(notice.attempted?.subscribed);
    return {
      text: '',
      detail: null,
      newer: { name: email, field, mine, theirs: status(notice.row?.subscribed) },
    };
  }
  if (notice.kind === 'overwritten') {
    if (isTombstone(notice.row))
      return { text: fmt(t.overwrittenDeleted, { email }), detail: null };
    return {
      text: fmt(t.overwritten, { email, value: status(notice.row?.subscribed) }),
      detail: null,
    };
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
