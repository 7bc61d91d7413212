import { SYNCED_TABLES, TOMBSTONE_RETENTION_DAYS } from '../../../shared/sync/tables.ts';
import type { Sql } from '../../db/client.ts';

export const TOMBSTONE_RETENTION_MS = TOMBSTONE_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export interface PurgeOptions {
  batchSize: number;
  /** Checked between batches: a stopping server does not wait for a long backlog to clear. */
  signal?: AbortSignal | undefined;
}

/**
 * Hard-deletes tombstones deleted before `cutoff` from every synced table, at most `batchSize`
 * per statement. Each statement also raises the purge horizon to the highest version it removed,
 * in the same statement, so no pull can see a tombstone gone while the horizon still lets a cursor
 * from before it through (pull then answers `reset`). A purged post's revisions go with it.
 * Returns how many rows were removed.
 */
export async function purgeTombstones(
  sql: Sql,
  cutoff: Date,
  { batchSize, signal }: PurgeOptions,
): Promise<number> {
  let total = 0;
  for (const { name } of SYNCED_TABLES) {
    for (;;) {
      if (signal?.aborted) return total;
      // As in maintenance.ts: the inner select uses the partial deleted_at index, `ctid = any`
      // makes the delete a TID scan, and the condition is checked again in the delete.
      const [row] = await sql<{ n: number }[]>`
        with gone as (
          delete from ${sql(name)}
          where ctid = any(array(
              select ctid from ${sql(name)} where deleted_at < ${cutoff} limit ${batchSize}))
            and deleted_at < ${cutoff}
          returning id, version
        ), revisions as (
          -- A purged post's history goes with it (only posts have revisions).
          delete from content_revisions
           where entity = ${name} and entity_id in (select id from gone)
        ), horizon as (
          update sync_state set purged_version = greatest(purged_version, (select max(version) from gone))
          where exists (select 1 from gone)
        )
        select count(*)::int as n from gone`;
      const removed = row?.n ?? 0;
      total += removed;
      if (removed < batchSize) break;
    }
  }
  return total;
}
