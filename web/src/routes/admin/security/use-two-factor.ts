import { useCallback, useEffect, useState } from 'react';
import type { TwoFactorView } from '../../../../../shared/account/two-factor.ts';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch, NetworkError } from '../../../lib/api.ts';
import type { ServerLoad } from '../use-server-data.ts';

/**
 * The signed-in person's two-step sign-in, read from the server (GET /api/auth/two-factor):
 * without the sync engine, so the screen also works before the back office opens (when the
 * administrator requires a second factor not yet set up).
 */
export function useTwoFactor() {
  const [load, setLoad] = useState<ServerLoad<TwoFactorView>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again.
  useEffect(() => {
    const controller = new AbortController();
    withSession(() =>
      apiFetch<TwoFactorView>('/api/auth/two-factor', { signal: controller.signal }),
    ).then(
      (data) => setLoad({ status: 'ready', data }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setLoad({ status: 'error', offline: err instanceof NetworkError });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return { load, reload };
}

/** POST to the account's two-step pages; the server's field message for a wrong code. */
export async function postCode<T>(path: string, code: string): Promise<T> {
  return withSession(() => apiFetch<T>(`/api/auth/two-factor/${path}`, { body: { code } }));
}

/** What to say when a request of this screen failed: the server's words where it gave some. */
export function failureText(err: unknown, fallback: string, offline: string): string {
  if (err instanceof NetworkError) return offline;
  if (err instanceof ApiError) return err.fields?.code ?? err.message ?? fallback;
  return fallback;
}
