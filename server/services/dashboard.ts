import { canRead } from '../../shared/admin/access.ts';
import {
  ACTIVITY_PER_SOURCE,
  ACTIVITY_TOTAL,
  type ActivityItem,
  type Change,
  COUNTED_KEYS,
  changeOf,
  DASHBOARD_TABLES,
  type DashboardResponse,
  ENTITY_KEYS,
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
export type DashboardStats = Record<StatKey, number>;
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

function zeros(): Pick<Dashboard, 'stats' | 'changes'> {
  const stats = { totalEntities: 0 } as DashboardStats;
  const changes = { totalEntities: changeOf(0, 0) } as Record<StatKey, Change>;
  for (const k of COUNTED_KEYS) {
    stats[k] = 0;
    changes[k] = changeOf(0, 0);
  }
  return { stats, changes };
}

async function statistics(sql: Sql, now: Date): Promise<Pick<Dashboard, 'stats' | 'changes'>> {
  const rows = await allOrFirstError(COUNTED_KEYS.map((k) => countTable(sql, COUNTED[k], now)));
  const result = zeros();
  const entity = { total: 0, current: 0, previous: 0 };
  COUNTED_KEYS.forEach((k, i) => {
    const row = rows[i] ?? { total: 0, current: 0, previous: 0 };
    result.stats[k] = row.total;
    result.changes[k] = changeOf(row.current, row.previous);
    if (ENTITY_KEYS.includes(k)) {
      entity.total += row.total;
      entity.current += row.current;
      entity.previous += row.previous;
    }
  });
  result.stats.totalEntities = entity.total;
  result.changes.totalEntities = changeOf(entity.current, entity.previous);
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
 */
/** `role`: the reader; the latest leads (names and addresses) only for those who read leads. */
export async function loadDashboard(
  sql: Sql,
  now: Date,
  logger: Logger,
  role: UserRole = 'admin',
): Promise<Dashboard> {
  const leads = canRead(role, 'contact_submissions');
  const [stats, activity] = await Promise.allSettled([
    statistics(sql, now),
    leads ? recentActivity(sql) : Promise.resolve([]),
  ]);
  if (stats.status === 'rejected') {
    logger.error('dashboard_stats_failed', describeError(stats.reason));
  }
  if (activity.status === 'rejected') {
    logger.error('dashboard_activity_failed', describeError(activity.reason));
  }
  return {
    ...(stats.status === 'fulfilled' ? stats.value : zeros()),
    recentActivity: activity.status === 'fulfilled' ? activity.value : [],
    unavailable: stats.status === 'rejected' || activity.status === 'rejected',
  };
}
