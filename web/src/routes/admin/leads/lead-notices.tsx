import type { SyncedTableName } from '../../../../../shared/sync/tables.ts';
import { ListNotices, type NoticeText } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';

/**
 * A lead screen's changes that did not go through (refused, or met a deletion) or that a later
 * change from someone else replaced, above its list; kept until dismissed, across reloads.
 */
export function LeadNotices(props: {
  table: SyncedTableName;
  texts: { noticesLabel: string; dismiss: string };
  textOf(notice: SyncNotice): NoticeText;
}) {
  return (
    <ListNotices
      table={props.table}
      label={props.texts.noticesLabel}
      dismissLabel={props.texts.dismiss}
      textOf={props.textOf}
    />
  );
}
