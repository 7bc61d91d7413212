import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatRecent } from '../../../components/admin/format-date.ts';
import { useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { connectionOf } from '../../../sync/status.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Always in the header: whether the back office reaches the server, when it last synced, how
 * many changes wait to be sent, the last error, and a way to sync now. Only the connection and
 * the waiting changes are announced as they change; the sync time would be noise.
 */
export function SyncStatus() {
  const t = useAdminT().shell.sync;
  const lang = useLang();
  const status = useSyncStatus();
  const engine = useSyncEngine();
  const busy = status.phase === 'pulling' || status.phase === 'pushing';
  const connection = connectionOf(status);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is a read-out with one button.
    <div className="admin-sync" role="group" aria-label={t.label}>
      <span role="status" className="admin-sync__live">
        <span
          className={`admin-sync__state${connection === 'online' ? '' : ' admin-sync__state--offline'}`}
        >
          {t[connection]}
        </span>
        {status.pending > 0 ? <span> {fmtCount(t.pending, status.pending)}</span> : null}
      </span>
      <span className="admin-muted">
        {status.lastSyncedAt
          ? fmt(t.lastSynced, { time: formatRecent(status.lastSyncedAt, lang) })
          : t.notSynced}
      </span>
      {busy ? <span className="admin-muted">{t.syncing}</span> : null}
      {status.error ? (
        <span className="admin-sync__error">{fmt(t.error, { error: status.error })}</span>
      ) : null}
      <button type="button" className="admin-sync__now" onClick={() => void engine.syncNow()}>
        <span className="admin-sync__now-text">{t.syncNow}</span>
      </button>
    </div>
  );
}
