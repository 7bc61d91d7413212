import { useCallback, useEffect, useState } from 'react';
import { withSession } from '../../features/auth/session.ts';
import { apiFetch, NetworkError } from '../../lib/api.ts';
import { useSyncStatus } from '../../sync/hooks.ts';

export type ServerLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; offline: boolean };

/**
 * What a screen reads from the server rather than the local copy (the mail outbox, the trash,
 * sessions): read again when the path changes, when the device comes back online, and on
 * `reload`. A connection that drops keeps what is shown; `offline` says the screen cannot load.
 */
export function useServerData<T>(path: string) {
  const { online } = useSyncStatus();
  const [load, setLoad] = useState<ServerLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `online` ask again.
  useEffect(() => {
    const controller = new AbortController();
    withSession(() => apiFetch<T>(path, { signal: controller.signal })).then(
      (data) => setLoad({ status: 'ready', data }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setLoad((current) =>
          current.status === 'ready' && err instanceof NetworkError
            ? current
            : { status: 'error', offline: err instanceof NetworkError },
        );
      },
    );
    return () => controller.abort();
  }, [path, attempt, online]);

  return { load, reload, offline: !online || (load.status === 'error' && load.offline) };
}

/** The page number a server-read list keeps in its address (`?page=2`); 1 when absent or bad. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
