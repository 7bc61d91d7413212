/**
 * The signed-in staff member's role on a screen: whether they may change what it shows (the
 * server refuses what they may not, shared/admin/access.ts; the screen does not offer it).
 */
import { canWrite } from '../../../../shared/admin/access.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../shared/sync/tables.ts';
import { useSyncEngine } from '../../sync/hooks.ts';
import { useAdminT } from './use-admin-t.ts';

/** Whether the person's role may change `table`. */
export function useCanWrite(table: SyncedTableName): boolean {
  return canWrite(useSyncEngine().user.role, table);
}

/** Says a screen is read-only for the person's role; nothing when they may change it. */
export function ReadOnlyNotice({ table }: { table: SyncedTableName }) {
  const t = useAdminT().shell;
  const { user } = useSyncEngine();
  if (canWrite(user.role, table)) return null;
  return <p className="admin-notice">{fmt(t.readOnly, { role: t.roles[user.role] })}</p>;
}
