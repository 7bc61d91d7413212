/**
 * The engine's state as the screens show it ("Offline, 3 changes waiting", "Synced 2 min ago"),
 * as a store React reads with useSyncExternalStore.
 */
export interface SyncStatus {
  /** The server answered the last request (false when the device is offline, too). */
  online: boolean;
  /**
   * The device says it has a network (navigator.onLine): with `online` false, the server is
   * what cannot be reached, not the network (connectionOf).
   */
  deviceOnline: boolean;
  phase: 'idle' | 'pulling' | 'pushing' | 'error';
  /** ISO time of the last complete pull, or null before the first. */
  lastSyncedAt: string | null;
  /** Changes made here that the server has not confirmed yet. */
  pending: number;
  /** What went wrong last, for the person; null when the last attempt worked. */
  error: string | null;
  /**
   * The local copy can be read: opened, and not being filled from nothing (a first pull, one
   * taken up again after the tab closed, or a pull from zero after a reset). Whole-table reads
   * wait for it (local-read.ts); local data from an earlier session is ready at once.
   */
  ready: boolean;
  /** How far the copy from nothing is while one runs; null otherwise. */
  copying: CopyProgress | null;
}

/**
 * What the screens call the connection: `offline` when the device has no network, `unreachable`
 * when it has one but the server does not answer (a dropped connection, a server or proxy down),
 * `online` when the server answers. Each has its own words: a device that is online must not be
 * told it is offline.
 */
export type Connection = 'online' | 'offline' | 'unreachable';

export function connectionOf(status: Pick<SyncStatus, 'online' | 'deviceOnline'>): Connection {
  if (status.online) return 'online';
  return status.deviceOnline ? 'unreachable' : 'offline';
}

/** Changes written so far by a pull from zero, and how many it brings in all (null: not told). */
export interface CopyProgress {
  copied: number;
  total: number | null;
}

export interface StatusStore {
  get(): SyncStatus;
  subscribe(listener: () => void): () => void;
}

export interface WritableStatusStore extends StatusStore {
  set(patch: Partial<SyncStatus>): void;
}

export function createStatusStore(initial: SyncStatus): WritableStatusStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const next = { ...current, ...patch };
      const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
        (k) => next[k] !== current[k],
      );
      if (!changed) return;
      // A new object on each change: useSyncExternalStore compares snapshots by identity.
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
