import { useAdminT } from '../../routes/admin/use-admin-t.ts';
import type { ServerLoad } from '../../routes/admin/use-server-data.ts';
import { useSyncStatus } from '../../sync/hooks.ts';

/** What a list screen shows instead of its table: reading, nothing there yet, nothing matching. */

/**
 * The list is being read. With nothing on this device yet and a first sync that failed (offline,
 * or the server refused), it says so instead of "Loading…" for ever; the engine keeps trying.
 */
export function ListLoading({ text }: { text: string }) {
  const sync = useSyncStatus();
  const failed = !sync.ready && (sync.error !== null || !sync.online);
  const notLoaded = useAdminT().list.notLoaded;
  return (
    <p role="status" className="admin-muted">
      {failed ? notLoaded : text}
    </p>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return <p className="admin-notice">{text}</p>;
}

/** Nothing matches the search and filters, with the way back to everything. */
export function NoMatch(props: { text: string; clearLabel: string; onClear(): void }) {
  return (
    <div className="admin-notice">
      <p role="status">{props.text}</p>
      <button type="button" className="button button--secondary" onClick={props.onClear}>
        {props.clearLabel}
      </button>
    </div>
  );
}

/** The screen's data could not be read (not an offline device: that is said apart), with a retry. */
export function LoadError(props: { text: string; retryLabel: string; onRetry(): void }) {
  return (
    <div className="admin-notice admin-notice--error" role="alert">
      <p>{props.text}</p>
      <button type="button" className="button button--secondary" onClick={props.onRetry}>
        {props.retryLabel}
      </button>
    </div>
  );
}

/**
 * A screen that reads from the server (use-server-data.ts) while it has nothing to show: that it
 * needs a connection, that it is reading, or that reading failed, with a retry.
 */
export function ServerLoadStates(props: {
  load: ServerLoad<unknown>;
  offline: boolean;
  onRetry(): void;
  t: { offline: string; loading: string; loadError: string; retry: string };
}) {
  const { load, offline, t } = props;
  return (
    <>
      {offline ? (
        <p className="admin-notice" role="status">
          {t.offline}
        </p>
      ) : null}
      {load.status === 'loading' && !offline ? (
        <p role="status" className="admin-muted">
          {t.loading}
        </p>
      ) : null}
      {load.status === 'error' && !load.offline ? (
        <LoadError text={t.loadError} retryLabel={t.retry} onRetry={props.onRetry} />
      ) : null}
    </>
  );
}

/** What the last action on the screen came to: announced, and as an alert when it failed. */
export function Outcome({ said }: { said: { text: string; failed: boolean } | null }) {
  return (
    <p
      role={said?.failed ? 'alert' : 'status'}
      className={said ? `admin-notice${said.failed ? ' admin-notice--error' : ''}` : ''}
    >
      {said?.text ?? ''}
    </p>
  );
}
