import { averageRating, type SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { useLocalQuery, useSyncEngine } from '../../../sync/hooks.ts';

/**
 * The Avg. Rating card's figure from the local copy, live: the mean of the rated tickets to one
 * decimal, null when none is rated; undefined while it is read.
 */
export function useAverageRating(): number | null | undefined {
  const { db } = useSyncEngine();
  return useLocalQuery(async () => {
    // The local copy holds the server's support_tickets rows.
    const rows = (await db.rows('support_tickets').toArray()) as unknown as SupportTicketRow[];
    return averageRating(rows);
  }, [db]);
}
