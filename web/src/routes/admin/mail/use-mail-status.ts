import { useEffect, useState } from 'react';
import type { MailStatus } from '../../../../../shared/admin/mail.ts';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useSyncStatus } from '../../../sync/hooks.ts';

/**
 * The last answer of this page's lifetime: whether mail is configured changes only with a
 * restart of the server, so screens opened later start from it instead of asking again blank.
 */
let known: boolean | null = null;

/**
 * Whether the server has a mail server to send through (GET /api/admin/mail/status): true,
 * false, or null while not known (not asked yet, or offline before the first answer). Screens
 * that mail a link say the truth with it: with mail off, the link is shown to the admin instead.
 */
export function useMailEnabled(): boolean | null {
  const { online } = useSyncStatus();
  const [enabled, setEnabled] = useState<boolean | null>(known);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    withSession(() =>
      apiFetch<MailStatus>('/api/admin/mail/status', { signal: controller.signal }),
    ).then(
      (status) => {
        known = status.enabled;
        setEnabled(status.enabled);
      },
      () => {
        // Unknown stays unknown (or the last answer): the screens keep their usual texts.
      },
    );
    return () => controller.abort();
  }, [online]);

  return enabled;
}
