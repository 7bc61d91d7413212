import type { Clock } from '../clock.ts';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { describeError, type Logger } from '../logger.ts';
import { expireSuspectedSpam, SPAM_RETENTION_MS } from './leads/spam-retention.ts';
import { purgeTombstones, TOMBSTONE_RETENTION_MS } from './sync/purge.ts';

export interface MaintenanceDeps {
  sql: Sql;
  clock: Clock;
  logger: Logger;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a stored first answer to an Idempotency-Key is kept. A client retries a submission
 * within seconds to hours (a flaky connection, an offline form sent later the same day); 24 h is
 * common practice (Stripe keeps keys for 24 h). A key older than this counts as a new request.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * HOUR_MS;

/**
 * How long a rate-limit window is kept after it started. The longest window any rule uses is an
 * hour (forms per IP: RATE_WINDOW_MS in leads/submit.ts; sign-in failures per address and
 * password resets: 1 h; sign-in failures per account: 15 min), so a window that started 24 h ago
 * ended long before: deleting it cannot change any count. The wide margin leaves room for a
 * longer rule added later and for clocks of several server processes that differ a little.
 */
export const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

/**
 * How long a pushed mutation's first answer is kept (sync_mutations). As long as tombstones: a
 * client away for longer must rebuild its copy anyway, and one that comes back sooner still gets
 * the first answer to a change it queued before it went offline.
 */
export const SYNC_MUTATION_RETENTION_MS = TOMBSTONE_RETENTION_MS;

/** Sent mail is kept a week (enough to answer "did it go out?"), then deleted. */
export const SENT_MAIL_RETENTION_MS = 7 * 24 * HOUR_MS;

/** The first run waits a little so it does not compete with start-up and the first requests. */
export const FIRST_RUN_DELAY_MS = 10_000;
export const RUN_INTERVAL_MS = HOUR_MS;

/**
 * Rows removed per statement. Each batch is a short statement of its own (autocommit), so a big
 * backlog (the first run on a table that was never pruned) never holds locks on many rows for
 * long or builds one huge transaction; other work interleaves between batches.
 */
export const DELETE_BATCH_SIZE = 5000;

export interface PruneOptions {
  batchSize?: number;
  /** Audit entries older than this many days are deleted (AUDIT_RETENTION_DAYS_DEFAULT). */
  auditRetentionDays?: number;
  /** Checked between batches: a stopping server does not wait for a long backlog to clear. */
  signal?: AbortSignal;
}

export interface PruneResult {
  idempotencyKeys: number;
  rateLimits: number;
  /** Suspected spam older than 30 days, soft-deleted (its tombstones purge later). */
  suspectedSpam: number;
  /** Mail sent more than 7 days ago. */
  sentMail: number;
  /** Audit entries past the retention. */
  auditEntries: number;
}

/**
 * Deletes expired idempotency answers, ended rate-limit windows, suspected spam past its 30
 * days, mail sent more than 7 days ago and audit entries past their retention, relative to the
 * clock.
 */
export async function pruneExpired(
  deps: MaintenanceDeps,
  options: PruneOptions = {},
): Promise<PruneResult> {
  const now = deps.clock.now().getTime();
  const idempotencyKeys = await deleteOlderThan(
    deps.sql,
    'idempotency_keys',
    'created_at',
    new Date(now - IDEMPOTENCY_RETENTION_MS),
    options,
  );
  const rateLimits = await deleteOlderThan(
    deps.sql,
    'rate_limits',
    'window_start',
    new Date(now - RATE_LIMIT_RETENTION_MS),
    options,
  );
  const suspectedSpam = await expireSuspectedSpam(
    deps.sql,
    new Date(now - SPAM_RETENTION_MS),
    new Date(now),
    { batchSize: options.batchSize ?? DELETE_BATCH_SIZE, signal: options.signal },
  );
  const sentMail = await deleteOlderThan(
    deps.sql,
    'mail_outbox',
    'sent_at',
    new Date(now - SENT_MAIL_RETENTION_MS),
    options,
  );
  const auditDays = options.auditRetentionDays ?? AUDIT_RETENTION_DAYS_DEFAULT;
  const auditEntries = await deleteOlderThan(
    deps.sql,
    'audit_log',
    'created_at',
    new Date(now - auditDays * 24 * HOUR_MS),
    options,
  );
  return { idempotencyKeys, rateLimits, suspectedSpam, sentMail, auditEntries };
}

export interface SyncPurgeResult {
  tombstones: number;
  syncMutations: number;
}

/**
 * Forgets the sync protocol's history: tombstones deleted more than 30 days ago (raising the
 * purge horizon, so older cursors reset) and the stored answers of pushes that old.
 */
export async function purgeSyncHistory(
  deps: MaintenanceDeps,
  { batchSize = DELETE_BATCH_SIZE, signal }: PruneOptions = {},
): Promise<SyncPurgeResult> {
  const now = deps.clock.now().getTime();
  const tombstones = await purgeTombstones(deps.sql, new Date(now - TOMBSTONE_RETENTION_MS), {
    batchSize,
    signal,
  });
  const syncMutations = await deleteOlderThan(
    deps.sql,
    'sync_mutations',
    'created_at',
    new Date(now - SYNC_MUTATION_RETENTION_MS),
    { batchSize, signal },
  );
  return { tombstones, syncMutations };
}

export type MaintenanceResult = PruneResult & SyncPurgeResult;

/**
 * Deletes rows whose `column` is before `cutoff`, at most `batchSize` per statement, until none
 * is left. The inner select uses the index on `column` (every such table has one); `ctid = any(array)`
 * makes the delete a TID scan, which PostgreSQL and PGlite both support. The condition is checked
 * again in the delete, so a row changed meanwhile is only removed if it still qualifies.
 */
async function deleteOlderThan(
  sql: Sql,
  table: 'idempotency_keys' | 'rate_limits' | 'sync_mutations' | 'mail_outbox' | 'audit_log',
  column: 'created_at' | 'window_start' | 'sent_at',
  cutoff: Date,
  { batchSize = DELETE_BATCH_SIZE, signal }: PruneOptions,
): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const result = await sql`
      delete from ${sql(table)}
      where ctid = any(array(
          select ctid from ${sql(table)} where ${sql(column)} < ${cutoff} limit ${batchSize}))
        and ${sql(column)} < ${cutoff}`;
    total += result.count;
    if (result.count < batchSize) return total;
  }
}

export interface MaintenanceJob {
  /** Runs the pruning now (also used by tests); runs never overlap, a second call joins the first. */
  run(): Promise<MaintenanceResult>;
  /** Cancels the timers, cuts a run in flight short after its current batch and waits for it. */
  stop(): Promise<void>;
}

export interface MaintenanceJobOptions
  extends Pick<PruneOptions, 'batchSize' | 'auditRetentionDays'> {
  firstRunDelayMs?: number;
  intervalMs?: number;
}

/**
 * Prunes (pruneExpired, then purgeSyncHistory) once shortly after start and then every
 * `intervalMs` (real time). Failures are logged and
 * the next run tries again; the timers never keep the process alive.
 */
export function startMaintenanceJob(
  deps: MaintenanceDeps,
  options: MaintenanceJobOptions = {},
): MaintenanceJob {
  const empty: MaintenanceResult = {
    idempotencyKeys: 0,
    rateLimits: 0,
    suspectedSpam: 0,
    sentMail: 0,
    auditEntries: 0,
    tombstones: 0,
    syncMutations: 0,
  };
  const abort = new AbortController();
  let running: Promise<MaintenanceResult> | null = null;

  const prune = async (): Promise<MaintenanceResult> => {
    const prunes = {
      batchSize: options.batchSize,
      auditRetentionDays: options.auditRetentionDays,
      signal: abort.signal,
    };
    return { ...(await pruneExpired(deps, prunes)), ...(await purgeSyncHistory(deps, prunes)) };
  };
  const run = (): Promise<MaintenanceResult> => {
    if (abort.signal.aborted) return Promise.resolve(empty);
    running ??= prune()
      .then((pruned) => {
        if (Object.values(pruned).some((n) => n > 0)) {
          deps.logger.info('maintenance_pruned', { ...pruned });
        }
        return pruned;
      })
      .catch((err: unknown) => {
        // The database may be briefly unavailable; the next run tries again.
        deps.logger.error('maintenance_failed', describeError(err));
        return empty;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const first = setTimeout(() => void run(), options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  first.unref();
  const timer = setInterval(() => void run(), options.intervalMs ?? RUN_INTERVAL_MS);
  timer.unref();

  return {
    run,
    async stop() {
      abort.abort();
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
