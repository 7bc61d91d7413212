import { ListNotices, refusalText } from '../../../components/admin/list-notices.tsx';
import { useAdminT } from '../use-admin-t.ts';
import type { PostKind } from './post-kind.ts';

/**
 * Post changes that did not go through (back-office §8 texts), above the list. A save's
 * conflict is shown by the editor itself, beside both versions; what the editor did not see
 * (it was closed, or the change was made offline) is listed here until dismissed.
 */
export function PostNotices({ kind }: { kind: PostKind }) {
  const admin = useAdminT();
  const t = kind.texts(admin);
  const m = kind.mutations;
  const keys: Record<string, keyof typeof t.failures> = {
    [m.setPublished]: 'update',
    [m.delete]: 'delete',
    [m.save]: 'save',
    [m.create]: 'save',
    ...(m.setFeatured ? { [m.setFeatured]: 'update' } : {}),
  };
  return (
    <ListNotices
      table={kind.table}
      label={admin.posts.noticesLabel}
      dismissLabel={admin.posts.dismiss}
      textOf={(notice) => {
        const text = refusalText(t.failures, keys, notice);
        // A save that met someone else's: the editor shows both versions to choose from.
        const compare =
          notice.kind === 'conflict' && notice.attempted && notice.row?.deleted_at == null;
        return compare
          ? {
              ...text,
              detail: admin.posts.editor.conflict.title,
              link: { to: `${kind.base}/edit/${notice.rowId}`, label: admin.posts.compare },
            }
          : text;
      }}
    />
  );
}
