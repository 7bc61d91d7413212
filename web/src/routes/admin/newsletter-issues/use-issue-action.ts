import { useState } from 'react';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch, messageFromServer } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * An action of the issue's screen sent to the server (send, test, pause…): what it answered,
 * or why not, in words for the person. `busy` while it is on its way.
 */
export function useIssueAction() {
  const t = useAdminT().newsletterIssues;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(path: string, body: unknown = {}): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await withSession(() =>
        apiFetch<T>(`/api/admin/newsletter-issues/${path}`, { method: 'POST', body }),
      );
    } catch (err) {
      setError(fmt(t.actionFailed, { message: messageFromServer(err) ?? t.offline }));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}
