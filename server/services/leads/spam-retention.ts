import type { Sql } from '../../db/client.ts';

/** Suspected spam nobody restored is kept this long after it arrived (issue 15). */
export const SPAM_RETENTION_DAYS = 30;
export const SPAM_RETENTION_MS = SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** The tables whose rows can be flagged as suspected spam (migrations/0005). */
export const LEAD_TABLES = [
  'contact_submissions',
  'sales_enquiries',
  'partner_applications',
  'support_tickets',
  'newsletter_signups',
] as const;

export interface SpamExpiryOptions {
  batchSize: number;
  signal?: AbortSignal | undefined;
}

/**
 * Deletes suspected spam flagged before `cutoff`, at most `batchSize` rows per statement (an
 * unsubscribed newsletter address only loses its flag). A soft delete, not a hard one: the rows
 * are synced to the back office, and only a tombstone tells a client's copy that a row is gone;
 * the tombstone purge removes them for good later. The inner select uses the partial spam index;
 * the condition is checked again in the update.
 */
export async function expireSuspectedSpam(
  sql: Sql,
  cutoff: Date,
  now: Date,
  { batchSize, signal }: SpamExpiryOptions,
): Promise<number> {
  // A newsletter address that unsubscribed and was then signed up again by a suspected bot: the
  // request expires, the unsubscribed row stays (it is the record of the owner's choice).
  const lifted = await sql`
    update newsletter_signups set spam_reason = null, spam_at = null, updated_at = ${now}
    where spam_reason is not null and deleted_at is null and spam_at < ${cutoff}
      and unsubscribed_at is not null`;
  let total = lifted.count;
  for (const table of LEAD_TABLES) {
    for (;;) {
      if (signal?.aborted) return total;
      const result = await sql`
        update ${sql(table)} set deleted_at = ${now}, updated_at = ${now}
        where ctid = any(array(
            select ctid from ${sql(table)}
            where spam_reason is not null and deleted_at is null and spam_at < ${cutoff}
            limit ${batchSize}))
          and spam_reason is not null and deleted_at is null and spam_at < ${cutoff}`;
      total += result.count;
      if (result.count < batchSize) break;
    }
  }
  return total;
}
