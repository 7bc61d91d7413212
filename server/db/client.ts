import postgres from 'postgres';
import { ConfigError } from '../config.ts';
import { connectEmbedded, openEmbedded } from './embedded.ts';

export type Sql = postgres.Sql<Record<string, never>>;
export type TransactionSql = postgres.TransactionSql<Record<string, never>>;

export interface Database {
  sql: Sql;
  kind: 'embedded' | 'server';
  /** Embedded only: the private unix socket the database is served on. */
  socketPath?: string;
  /**
   * Embedded only: whether the database answered a statement within the last `withinMs` ms (its
   * one session's queue, session-queue.ts). Busy is not down: health asks this first, rather
   * than wait for its own statement behind everyone else's.
   */
  answering?: (withinMs: number) => boolean;
  /** Embedded only: the whole cluster as a tarball (used to copy a migrated database in tests). */
  dump?: () => Promise<Blob>;
  /** Ends the pool (waiting for queries in flight) and, when embedded, closes PGlite cleanly. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory` opens a throwaway in-memory one (tests). */
  dataDir?: string | 'memory' | undefined;
  /** With dataDir 'memory': start from this dump instead of an empty cluster (tests). */
  loadDataDir?: Blob;
  /** Connections for a PostgreSQL server (the embedded database always uses one). */
  max?: number;
}

const common = {
  onnotice: () => {},
  // Dates come back as Date; bigint versions as strings so JSON keeps precision.
  connection: { application_name: 'lumen-legal' },
} as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openServer(options.databaseUrl, options.max ?? 10);
  return openEmbedded(options.dataDir ?? './data', common, options.loadDataDir);
}

/** Another process's embedded database, through the socket it serves it on (the admin CLI). */
export function connectToEmbedded(socketPath: string): Promise<Database> {
  return connectEmbedded(socketPath, common);
}

async function openServer(url: string, max: number): Promise<Database> {
  const sql = postgres(url, {
    ...common,
    max,
    connect_timeout: 5,
    // While the server is away each queued query waits for a connection attempt: attempts are
    // spaced at most 2 s apart (postgres.js allows 20 s), so requests are answered (503) and the
    // app is serving again within seconds of the server's return.
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 2),
  }) as unknown as Sql;
  try {
    await sql`select 1`;
  } catch (err) {
    await sql.end({ timeout: 0 }).catch(() => {});
    throw new ConfigError(
      `Cannot reach the PostgreSQL server at ${describeUrl(url)}: ${reason(err)}.`,
    );
  }
  return { sql, kind: 'server', close: () => sql.end({ timeout: 5 }) };
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export function reason(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { code?: string; message?: string };
    return (e.message || e.code || 'unknown error').replace(/\.$/, '');
  }
  return String(err);
}
