import { useEffect, useState } from 'react';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useSyncStatus } from '../../../sync/hooks.ts';

/** The last answer per list, so a panel opened later (or offline) starts from it. */
const known = new Map<string, readonly string[]>();

/**
 * The staff a lead can be assigned to (GET /api/admin/<list>/assignees: those whose role reads
 * the list), by address; asked again whenever the device is online. Before the first answer
 * (offline from the start) the list is empty and only the present assignee is offered.
 */
export function useAssignees(list: 'contacts'): readonly string[] {
  const { online } = useSyncStatus();
  const [emails, setEmails] = useState<readonly string[]>(known.get(list) ?? []);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    withSession(() =>
      apiFetch<{ items: { email: string }[] }>(`/api/admin/${list}/assignees`, {
        signal: controller.signal,
      }),
    ).then(
      (answer) => {
        const next = answer.items.map((i) => i.email);
        known.set(list, next);
        setEmails(next);
      },
      () => {
        // Not known stays not known (or the last answer): the present assignee is still offered.
      },
    );
    return () => controller.abort();
  }, [online, list]);

  return emails;
}
