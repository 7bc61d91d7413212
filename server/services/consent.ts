import type { ConsentRecord } from '../../shared/consent.ts';
import type { Sql } from '../db/client.ts';

/**
 * Stores a visitor's consent decision as proof (migration 0010). The same id again (a retry of a
 * send that did reach us) stores nothing and is not an error.
 */
export async function recordConsent(sql: Sql, record: ConsentRecord, now: Date): Promise<void> {
  await sql`
    insert into consent_records (id, necessary, statistics, marketing, version, decided_at, received_at)
    values (${record.id}, true, ${record.categories.statistics}, ${record.categories.marketing},
            ${record.version}, ${new Date(record.decided_at)}, ${now})
    on conflict (id) do nothing`;
}
