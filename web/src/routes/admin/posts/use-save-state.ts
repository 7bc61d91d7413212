/**
 * The editor's save state (back-office §4, §9): idle → saving → "Saved!" (back after 1.5 s) or
 * "Error!" (idle again after 3 s). A queued save is "saving" until the server answers it: no
 * answer needed when offline (it is saved on this device and sent later); an answer that is a
 * notice (refused, or a conflict) goes to `onNotice`, which the editor turns into what to show.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVE_TIMING } from '../../../../../shared/admin/posts.ts';
import type { SyncNotice } from '../../../sync/db.ts';
import { useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface SaveControl {
  state: SaveState;
  /** The reason of the last "Error!", shown beside it. */
  error: string | null;
  /** "Saved!" on this device only (offline or the server unreachable). */
  offline: boolean;
  /** The change is being queued. */
  begin(): void;
  /** Queued as `mutationId`: wait for the server's answer. */
  queued(mutationId: string): void;
  fail(message: string): void;
  /** Back to idle (e.g. typing after an error, or a conflict to decide). */
  idle(): void;
}

export function useSaveState(options: {
  onReturn(): void;
  onNotice(notice: SyncNotice): void;
}): SaveControl {
  const { db } = useSyncEngine();
  const sync = useSyncStatus();
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  // The server's answer to the queued save: applied (no notice), a conflict, or refused.
  const settled = useLiveQuery(async () => {
    if (!pending) return null;
    if ((await db._mutations.where('id').equals(pending).count()) > 0) return null;
    const notice = await db._notices.filter((n) => n.mutationId === pending).first();
    return { notice: notice ?? null };
  }, [db, pending]);

  useEffect(() => {
    if (!settled) return;
    setPending(null);
    if (!settled.notice) {
      setState('saved');
      return;
    }
    void db._notices.delete(settled.notice.id);
    latest.current.onNotice(settled.notice);
  }, [settled, db]);

  // Offline (or the server unreachable): the save is kept on this device and sent later.
  useEffect(() => {
    if (!pending || (sync.online && !sync.error)) return;
    setPending(null);
    setOffline(true);
    setState('saved');
  }, [pending, sync.online, sync.error]);

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => latest.current.onReturn(), SAVE_TIMING.returnAfterMs);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'error') return;
    const timer = setTimeout(() => setState('idle'), SAVE_TIMING.errorResetMs);
    return () => clearTimeout(timer);
  }, [state]);

  return {
    state,
    error,
    offline,
    begin: useCallback(() => {
      setState('saving');
      setError(null);
    }, []),
    queued: useCallback((mutationId: string) => setPending(mutationId), []),
    fail: useCallback((message: string) => {
      setState('error');
      setError(message);
    }, []),
    idle: useCallback(() => {
      setState('idle');
      setError(null);
    }, []),
  };
}
