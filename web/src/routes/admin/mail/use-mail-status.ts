import { useEffect, useState } from 'react';
import type { MailStatus } from '../../../../../shared/admin/mail.ts';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useSyncStatus } from '../../../sync/hooks.ts';

/**
 * The last answer of this page's lifetime: the mail settings change only with a restart of the
 * server, so screens opened later start from it instead of asking again blank.
 */
let known: MailStatus | null = null;

/**
 * The server's mail settings (GET /api/admin/mail/status): whether it has a mail server to send
 * through, and the team's shared Reply-To; null while not known (not asked yet, or offline
 * before the first answer).
 */
export function useMailStatus(): MailStatus | null {
  const { online } = useSyncStatus();
  const [status, setStatus] = useState<MailStatus | null>(known);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    withSession(() =>
      apiFetch<MailStatus>('/api/admin/mail/status', { signal: controller.signal }),
    ).then(
      (answer) => {
        known = { enabled: answer.enabled, replyTo: answer.replyTo ?? null };
        setStatus(known);
      },
      () => {
        // Unknown stays unknown (or the last answer): the screens keep their usual texts.
      },
    );
    return () => controller.abort();
  }, [online]);

  return status;
}

/**
 * Whether the server has a mail server to send through: true, false, or null while not known.
 * Screens that mail a link say the truth with it: with mail off, the link is shown to the admin
 * instead.
 */
export function useMailEnabled(): boolean | null {
  return useMailStatus()?.enabled ?? null;
}
