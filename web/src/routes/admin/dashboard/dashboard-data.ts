import {
  COUNTED_KEYS,
  type CountedKey,
  DASHBOARD_TABLES,
  type DashboardResponse,
  type DashboardRow,
  readableStatKeys,
  summariseDashboard,
} from '../../../../../shared/admin/dashboard.ts';
import type { SyncDb } from '../../../sync/db.ts';
import { tableRows } from '../../../sync/table-cache.ts';

export type { ActivityItem as Activity, Change } from '../../../../../shared/admin/dashboard.ts';
export type DashboardData = DashboardResponse;

/** The counts of back-office §2 and the two lead sources added beside them, in screen order. */
export const COUNT_KEYS = [
  'newsletters',
  'blogPosts',
  'newsroomPosts',
  'teamMembers',
  'investors',
  'partners',
  'advisors',
  'contacts',
  'support',
  'partnerApplications',
  'sales',
  'totalEntities',
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** The counts of the tables this copy holds (a role's copy holds only what it reads). */
export function shownCountKeys(readable: readonly string[]): CountKey[] {
  const keys: readonly string[] = readableStatKeys(readable);
  return COUNT_KEYS.filter((key) => keys.includes(key));
}

/**
 * The dashboard from the local copy (live in useLocalQuery: every table read here is watched,
 * so a pulled lead or a local delete changes the figures at once). The rows come from memory
 * (table-cache.ts): a change reads only the rows it touched.
 */
export async function readDashboard(db: SyncDb, now: Date): Promise<DashboardData> {
  // A table the person's role does not read is not on this device: counted as empty, not shown.
  const rows = await Promise.all(
    COUNTED_KEYS.map((key) =>
      db.readable.includes(DASHBOARD_TABLES[key]) ? tableRows(db, DASHBOARD_TABLES[key]) : [],
    ),
  );
  const tables = Object.fromEntries(COUNTED_KEYS.map((key, i) => [key, rows[i] ?? []]));
  // The local copy holds the server's rows, whose created_at is ISO text.
  return summariseDashboard(tables as unknown as Record<CountedKey, DashboardRow[]>, now);
}
