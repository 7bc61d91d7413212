import { canRead, readableTables } from '../../shared/admin/access.ts';
import {
  ACTIVITY_PER_SOURCE,
  ACTIVITY_TOTAL,
  type ActivityItem,
  COUNTED_KEYS,
  changeOf,
  DASHBOARD_TABLES,
  type DashboardResponse,
  ENTITY_KEYS,
  readableStatKeys,
  type StatKey,
} from '../../shared/admin/dashboard.ts';
import type { UserRole } from '../../shared/constants.ts';
import type { Sql } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { describeError } from '../logger.ts';
import { LEAD_TABLES } from './leads/spam-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PER_SOURCE = ACTIVITY_PER_SOURCE;

const COUNTED = DASHBOARD_TABLES;
export type Dashboard = DashboardResponse<Date>;
type ActivityRow = ActivityItem<Date>;

interface CountRow {
  total: number;
  current: number;
  previous: number;
}

/** Lead tables: their suspected spam (spam_reason set) is never counted or shown. */
const FLAGGABLE: ReadonlySet<string> = new Set(LEAD_TABLES);

async function countTable(sql: Sql, table: string, now: Date): Promise<CountRow> {
  const start30 = new Date(now.getTime() - 30 * DAY_MS);
  const start60 = new Date(now.getTime() - 60 * DAY_MS);
  const [row] = await sql<CountRow[]>`
    select count(*)::int as total,
      count(*) filter (where created_at >= ${start30} and created_at < ${now})::int as current,
      count(*) filter (where created_at >= ${start60} and created_at < ${start30})::int as previous
    from ${sql(table)}
    where deleted_at is null ${FLAGGABLE.has(table) ? sql`and spam_reason is null` : sql``}
      ${
        // Subscribers as Newsletter Management's Active: neither pending nor unsubscribed.
        table === 'newsletter_signups' ? sql`and subscribed` : sql``
      }`;
  return row ?? { total: 0, current: 0, previous: 0 };
}

/** The figures of `keys` only: a statistic the reader may not read is left out, not zero. */
function zeros(keys: readonly StatKey[]): Pick<Dashboard, 'stats' | 'changes'> {
  const stats: Dashboard['stats'] = {};
  const changes: Dashboard['changes'] = {};
  for (const k of keys) {
    stats[k] = 0;
    changes[k] = changeOf(0, 0);
  }
  return { stats, changes };
}

async function statistics(
  sql: Sql,
  now: Date,
  keys: readonly StatKey[],
): Promise<Pick<Dashboard, 'stats' | 'changes'>> {
  const counted = COUNTED_KEYS.filter((k) => keys.includes(k));
  const rows = await allOrFirstError(counted.map((k) => countTable(sql, COUNTED[k], now)));
  const result = zeros(keys);
  const entity = { total: 0, current: 0, previous: 0 };
  counted.forEach((k, i) => {
    const row = rows[i] ?? { total: 0, current: 0, previous: 0 };
    result.stats[k] = row.total;
    result.changes[k] = changeOf(row.current, row.previous);
    if (ENTITY_KEYS.includes(k)) {
      entity.total += row.total;
      entity.current += row.current;
      entity.previous += row.previous;
    }
  });
  if (keys.includes('totalEntities')) {
    result.stats.totalEntities = entity.total;
    result.changes.totalEntities = changeOf(entity.current, entity.previous);
  }
  return result;
}

/**
 * Like Promise.all, but waits for every query to settle before failing, so no rejection is left
 * unobserved (and no query is still running on the single connection when the answer goes out).
 */
async function allOrFirstError<T extends readonly unknown[]>(
  promises: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** The 5 latest of each lead source (suspected spam left out), merged newest first and cut to 10. */
async function recentActivity(sql: Sql): Promise<ActivityRow[]> {
  type Row = { id: string; name: string; email: string; created_at: Date };
  const [contact, sales, partner, support] = await allOrFirstError([
    sql<Row[]>`select id, name, email, created_at from contact_submissions
      where deleted_at is null and spam_reason is null order by created_at desc limit ${PER_SOURCE}`,
    sql<Row[]>`select id, name, email, created_at from sales_enquiries
      where deleted_at is null and spam_reason is null order by created_at desc limit ${PER_SOURCE}`,
    sql<Row[]>`select id, name, email, created_at from partner_applications
      where deleted_at is null and spam_reason is null order by created_at desc limit ${PER_SOURCE}`,
    sql<Row[]>`select id, customer_name as name, customer_email as email, created_at
      from support_tickets where deleted_at is null and spam_reason is null
      order by created_at desc limit ${PER_SOURCE}`,
  ]);
  const tag = (type: ActivityRow['type'], rows: Row[]) =>
    rows.map((r): ActivityRow => ({ type, ...r }));
  return [
    ...tag('contact', contact),
    ...tag('sales', sales),
    ...tag('partner', partner),
    ...tag('support', support),
  ]
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
    .slice(0, ACTIVITY_TOTAL);
}

/**
 * Statistics and recent activity, requested together. A failure of either is logged and gives
 * the spec's fallback (zeros, an empty list) with `unavailable` set, so the screen can say so.
 * `role`: the reader. It gets the statistics of the tables it reads only (an editor learns
 * neither how many leads there are nor when they come), and the latest leads (names and
 * addresses) only if it reads leads.
 */
export async function loadDashboard(
  sql: Sql,
  now: Date,
  logger: Logger,
  role: UserRole = 'admin',
): Promise<Dashboard> {
  const leads = canRead(role, 'contact_submissions');
  const keys = readableStatKeys(readableTables(role).map((t) => t.name));
  const [stats, activity] = await Promise.allSettled([
    statistics(sql, now, keys),
    leads ? recentActivity(sql) : Promise.resolve([]),
  ]);
  if (stats.status === 'rejected') {
    logger.error('dashboard_stats_failed', describeError(stats.reason));
  }
  if (activity.status === 'rejected') {
    logger.error('dashboard_activity_failed', describeError(activity.reason));
  }
  return {
    ...(stats.status === 'fulfilled' ? stats.value : zeros(keys)),
    recentActivity: activity.status === 'fulfilled' ? activity.value : [],
    unavailable: stats.status === 'rejected' || activity.status === 'rejected',
  };
}
