import { useAdminT } from '../../routes/admin/use-admin-t.ts';
import { useSyncStatus } from '../../sync/hooks.ts';
import { connectionOf } from '../../sync/status.ts';

/**
 * Above a screen whose changes are kept on the device while they cannot be sent: the screen's
 * own "You are offline" text when the device has no network, and that the server cannot be
 * reached when it has one (connectionOf); nothing while the server answers.
 */
export function ConnectionNotice({ offline }: { offline: string }) {
  const t = useAdminT().shell.sync;
  const connection = connectionOf(useSyncStatus());
  if (connection === 'online') return null;
  return (
    <p className="admin-notice" role="status">
      {connection === 'offline' ? offline : t.unreachableChanges}
    </p>
  );
}
