import { describeError, type Logger } from '../logger.ts';
import type { Database, Sql } from './client.ts';

/**
 * "Synced rows may have changed": what GET /api/sync/events passes on to open back-office tabs.
 * Listeners get the sequence's latest version. It is a hint to pull, not a promise: it can name
 * a version whose transaction has not committed yet (or rolled back), so a listener must never
 * skip a notification because it repeats the last version — every commit is followed by one.
 */
export interface ChangeFeed {
  subscribe(listener: (version: string) => void): () => void;
  /** Aborted by close(), so long-lived streams end and a stopping server is not held open. */
  readonly signal: AbortSignal;
  close(): Promise<void>;
}

/** The channel the sync_notify trigger (migrations/0004_sync.sql) notifies at commit. */
export const SYNC_CHANNEL = 'lumen_sync';
export const POLL_INTERVAL_MS = 250;

/** The last version the sequence handed out ('0' before the first). */
export async function currentVersion(sql: Sql): Promise<string> {
  const [row] = await sql<{ version: string }[]>`
    select (case when is_called then last_value else 0 end)::text as version
    from sync_version_seq`;
  return row?.version ?? '0';
}

/**
 * The highest version among `tables` ('0' when they are empty). Every insert or update of a row,
 * a soft delete included, draws a new version from sync_version_seq (0001_init.sql, sync_touch),
 * so this moves with every change to those tables and with no other. The tombstone purge
 * hard-deletes rows nobody sees any more: it may lower the figure. One backward probe of each
 * table's version index.
 */
export async function latestVersion(sql: Sql, tables: readonly string[]): Promise<string> {
  const maxima = tables
    .map((table) => sql`(select max(version) from ${sql(table)})`)
    .reduce((list, max) => sql`${list}, ${max}`);
  const [row] = await sql<{ version: string }[]>`
    select coalesce(greatest(${maxima}), 0)::text as version`;
  return row?.version ?? '0';
}

interface Source {
  /** Called on every subscribe; idempotent. */
  start(): void;
  /** The last subscriber left. */
  idle(): void;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  logger: Logger;
  pollIntervalMs?: number;
}

/**
 * A PostgreSQL server: LISTEN, which also hears commits made by other server processes.
 * Embedded PGlite: NOTIFY sent through its socket never reaches a listener, and only this process
 * can open the data directory, so polling the sequence sees every change there is.
 */
export function createChangeFeed(
  db: Pick<Database, 'sql' | 'kind'>,
  { logger, pollIntervalMs = POLL_INTERVAL_MS }: ChangeFeedOptions,
): ChangeFeed {
  const listeners = new Set<(version: string) => void>();
  const closing = new AbortController();
  const emit = (version: string) => {
    for (const listener of [...listeners]) {
      try {
        listener(version);
      } catch (err) {
        logger.error('change_feed_listener_failed', describeError(err));
      }
    }
  };
  const onError = (err: unknown) => logger.error('change_feed_failed', describeError(err));
  const source =
    db.kind === 'server'
      ? listenSource(db.sql, emit, onError)
      : pollSource(db.sql, emit, onError, pollIntervalMs);

  return {
    signal: closing.signal,
    subscribe(listener) {
      if (closing.signal.aborted) return () => {};
      listeners.add(listener);
      source.start();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) source.idle();
      };
    },
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      listeners.clear();
      await source.close();
    },
  };
}

/** Reads and emits the current version, one read at a time, so versions never arrive reordered. */
function serialRefresh(sql: Sql, emit: (v: string) => void, onError: (e: unknown) => void) {
  let running = false;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        try {
          emit(await currentVersion(sql));
        } catch (err) {
          onError(err);
        }
      } while (again);
      running = false;
    })();
  };
}

function listenSource(sql: Sql, emit: (v: string) => void, onError: (e: unknown) => void): Source {
  const refresh = serialRefresh(sql, emit, onError);
  let listening: Promise<{ unlisten(): Promise<void> } | null> | null = null;
  return {
    start() {
      // Kept until close: one idle connection is cheaper than LISTEN/UNLISTEN per browser tab.
      // postgres.js calls the second callback again after it reconnects; the refresh then makes
      // up for notifications sent while the connection was down. A failed LISTEN is retried by
      // the next subscriber.
      listening ??= sql.listen(SYNC_CHANNEL, refresh, refresh).catch((err: unknown) => {
        onError(err);
        listening = null;
        return null;
      });
    },
    idle() {},
    async close() {
      const meta = await listening;
      listening = null;
      await meta?.unlisten().catch(onError);
    },
  };
}

function pollSource(
  sql: Sql,
  emit: (v: string) => void,
  onError: (e: unknown) => void,
  intervalMs: number,
): Source {
  let timer: NodeJS.Timeout | null = null;
  let tick: Promise<void> | null = null;
  let last: string | null = null;
  // Each start begins a new chain of polls; a poll of an earlier chain, still in flight when the
  // feed went idle and started again, must not schedule a second chain.
  let generation = 0;
  let active = false;

  const poll = async () => {
    try {
      const version = await currentVersion(sql);
      // `last` is null on the first read after a start, which is announced too: a subscriber
      // may have read the version just before a change that this read already includes.
      if (version !== last) emit(version);
      last = version;
    } catch (err) {
      onError(err);
    }
  };
  const run = (chain: number) => {
    tick = poll().finally(() => {
      if (!active || chain !== generation) return;
      timer = setTimeout(() => run(chain), intervalMs);
      timer.unref();
    });
  };
  const halt = () => {
    active = false;
    generation += 1;
    if (timer) clearTimeout(timer);
    timer = null;
  };

  return {
    start() {
      if (active) return;
      active = true;
      generation += 1;
      last = null;
      run(generation);
    },
    idle: halt,
    async close() {
      halt();
      await tick;
    },
  };
}
