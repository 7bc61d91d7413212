import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import {
  ListNotices,
  type NoticeText,
  refusalText,
} from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { useAdminT } from '../use-admin-t.ts';
import type { PostKind } from './post-kind.ts';

/**
 * A post change that did not go through, as the list tells it: the back-office §8 text of the
 * change (the toggles "Failed to update post…", delete, save), and for a save that met someone
 * else's a link to the editor, which shows both versions to choose from.
 */
export function postNoticeText(
  kind: PostKind,
  admin: AdminMessages,
  notice: SyncNotice,
): NoticeText {
  const t = kind.texts(admin);
  const m = kind.mutations;
  const keys: Record<string, keyof typeof t.failures> = {
    [m.setPublished]: 'update',
    [m.delete]: 'delete',
    [m.save]: 'save',
    [m.create]: 'save',
    ...(m.setFeatured ? { [m.setFeatured]: 'update' } : {}),
  };
  const text = refusalText(t.failures, keys, notice);
  const compare = notice.kind === 'conflict' && notice.attempted && notice.row?.deleted_at == null;
  if (!compare) return text;
  return {
    ...text,
    detail: admin.posts.editor.conflict.title,
    link: { to: `${kind.base}/edit/${notice.rowId}`, label: admin.posts.compare },
  };
}

/**
 * Post changes that did not go through, above the list. A save's conflict is shown by the
 * editor itself when it is open; what it did not see (it was closed, or the change was made
 * offline) is listed here until dismissed.
 */
export function PostNotices({ kind }: { kind: PostKind }) {
  const admin = useAdminT();
  return (
    <ListNotices
      table={kind.table}
      label={admin.posts.noticesLabel}
      dismissLabel={admin.posts.dismiss}
      textOf={(notice) => postNoticeText(kind, admin, notice)}
    />
  );
}
