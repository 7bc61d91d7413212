import { useCallback, useEffect, useState } from 'react';
import { getSession, type SessionUser } from './session.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'error' };

/**
 * Asks the server for the session when mounted, whenever `checkKey` changes (the admin shell
 * passes the path, so every navigation re-checks) and when `recheck` is called. A later check
 * keeps the current state on screen until the answer arrives (no loading flash).
 */
export function useSession(checkKey?: string): { state: SessionState; recheck: () => void } {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const recheck = useCallback(() => setRound((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `checkKey` and `round` only trigger a new check.
  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (user) => setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [checkKey, round]);

  return { state, recheck };
}
