import type { Sql, TransactionSql } from '../db/client.ts';

export interface RateLimitRule {
  /** What is counted, e.g. 'form:contact:ip:203.0.113.7' or 'login:account:<hash of the address>'. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window including this one. */
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window stored in the database, so every server process shares the
 * same counters. One upsert per hit; old windows are removed by `pruneRateLimits`.
 */
export async function hitRateLimit(
  sql: Sql | TransactionSql,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await sql<{ count: number }[]>`
    insert into rate_limits (key, window_start, count)
    values (${rule.key}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`;
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.ceil(
    (windowStart.getTime() + rule.windowMs - now.getTime()) / 1000,
  );
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** Reads the current count without adding a hit (e.g. to check a lock-out before work). */
export async function peekRateLimit(
  sql: Sql | TransactionSql,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await sql<{ count: number }[]>`
    select count from rate_limits where key = ${rule.key} and window_start = ${windowStart}`;
  const count = row?.count ?? 0;
  const retryAfterSeconds = Math.ceil(
    (windowStart.getTime() + rule.windowMs - now.getTime()) / 1000,
  );
  return { allowed: count < rule.limit, count, retryAfterSeconds };
}

export async function resetRateLimit(sql: Sql | TransactionSql, key: string): Promise<void> {
  await sql`delete from rate_limits where key = ${key}`;
}

export async function pruneRateLimits(sql: Sql, olderThan: Date): Promise<number> {
  const rows = await sql`delete from rate_limits where window_start < ${olderThan}`;
  return rows.count;
}

/** Takes back one counted hit in the current window (an attempt that turned out not to count). */
export async function giveBackHit(
  sql: Sql | TransactionSql,
  rule: RateLimitRule,
  now: Date,
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  await sql`update rate_limits set count = greatest(count - 1, 0)
    where key = ${rule.key} and window_start = ${windowStart}`;
}
