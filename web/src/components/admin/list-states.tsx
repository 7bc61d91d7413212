import { useAdminT } from '../../routes/admin/use-admin-t.ts';
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
