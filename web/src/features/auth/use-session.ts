import { useCallback, useEffect, useState } from 'react';
import { NetworkError } from '../../lib/api.ts';
import { getSession, type SessionUser } from './session.ts';
import { liveCachedSession } from './session-cache.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** `offline`: the server could not be reached; this is the last session it confirmed. */
  | { status: 'signed-in'; user: SessionUser; offline: boolean }
  | { status: 'error' };

export interface SessionOptions {
  /**
   * When the server cannot be reached, fall back to the last confirmed session if it has not
   * expired (the back office works on its local copy offline), and check again once online.
   */
  offlineFallback?: boolean;
}

/**
 * Asks the server for the session when mounted, whenever `checkKey` changes (the admin shell
 * passes the path, so every navigation re-checks), when `recheck` is called and when the
 * browser comes back online. A later check keeps the current state on screen until the answer
 * arrives (no loading flash).
 */
export function useSession(
  checkKey?: string,
  { offlineFallback = false }: SessionOptions = {},
): { state: SessionState; recheck: () => void } {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const recheck = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [recheck]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `checkKey` and `round` only trigger a new check.
  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (user) =>
        setState(user ? { status: 'signed-in', user, offline: false } : { status: 'signed-out' }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        const cached =
          offlineFallback && err instanceof NetworkError ? liveCachedSession(new Date()) : null;
        setState(
          cached ? { status: 'signed-in', user: cached.user, offline: true } : { status: 'error' },
        );
      },
    );
    return () => controller.abort();
  }, [checkKey, round, offlineFallback]);

  return { state, recheck };
}
