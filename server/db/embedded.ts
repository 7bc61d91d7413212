import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { ConfigError } from '../config.ts';
import type { Database, Sql } from './client.ts';
import { serialiseSessions } from './session-queue.ts';

/**
 * Embedded PostgreSQL: PGlite stored in DATA_DIR, served on a private unix socket so that the
 * same postgres.js code runs against it as against a real server. PGlite is a single session,
 * so the pool has exactly one connection (a larger pool would interleave transactions).
 */
export async function openEmbedded(
  dataDir: string,
  common: Record<string, unknown>,
  /** A dump (PGlite.dumpDataDir) to start an in-memory database from; tests use a migrated one. */
  loadDataDir?: Blob,
): Promise<Database> {
  const memory = dataDir === 'memory';
  const dbDir = memory ? undefined : path.join(path.resolve(dataDir), 'pglite');
  const lockFile = memory ? undefined : path.join(path.resolve(dataDir), 'server.lock');
  if (!memory) await prepareDataDir(path.resolve(dataDir), lockFile as string);

  let pg: PGlite;
  try {
    pg = await PGlite.create(dbDir ? { dataDir: dbDir } : loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    if (lockFile) await rm(lockFile, { force: true });
    throw new ConfigError(
      `Cannot open the embedded database in ${dbDir}: ${err instanceof Error ? err.message : err}.`,
    );
  }
  // The socket accepts any user name and password (PGlite has no authentication), so only the
  // file system guards it: it lives in a directory that only this user can enter (0700).
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-pg-'));
  await chmod(socketDir, 0o700);
  const socketPath = path.join(socketDir, `${process.pid}-${randomUUID().slice(0, 8)}.sock`);
  const server = new PGLiteSocketServer({ db: pg, path: socketPath, maxConnections: 4 });
  // One client's statement sequence at a time (the admin CLI beside the server): see SessionQueue.
  const sessions = serialiseSessions(server, pg);
  await server.start();
  // The lock names the socket too, so `npm run admin` can work through it while the server runs.
  if (lockFile) await writeFile(lockFile, lockContents(process.pid, socketPath));
  const sql = postgres({
    ...common,
    path: socketPath,
    max: 1,
    username: 'postgres',
    database: 'postgres',
    // PGlite has no server-side prepared statement cache worth sharing across clients.
    prepare: false,
  }) as unknown as Sql;

  let closed = false;
  return {
    sql,
    kind: 'embedded',
    socketPath,
    answering: (withinMs) => sessions.answeredWithin(withinMs),
    dump: async () => {
      const file = await pg.dumpDataDir('none');
      return file;
    },
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
      await server.stop();
      await pg.close();
      await rm(socketDir, { recursive: true, force: true });
      if (lockFile) await rm(lockFile, { force: true });
    },
  };
}

/** Checks DATA_DIR is writable and not in use by another live server process. */
async function prepareDataDir(dir: string, lockFile: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await writeFile(probe, '');
    await rm(probe);
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'error';
    throw new ConfigError(
      `DATA_DIR ${dir} is not writable (${code}); choose a directory this user can write to.`,
    );
  }
  const holder = await readFile(lockFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(holder, 10);
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new ConfigError(
      `DATA_DIR ${dir} is in use by another server (process ${pid}); stop it or choose another DATA_DIR.`,
    );
  }
  // A lock left by a process that died (e.g. SIGKILL) is stale and is taken over.
  await writeFile(lockFile, lockContents(process.pid));
}

/** DATA_DIR/server.lock: the holder's process id, then (once it is served) the socket path. */
function lockContents(pid: number, socketPath?: string): string {
  return socketPath ? `${pid}\n${socketPath}\n` : String(pid);
}

export interface RunningEmbeddedServer {
  pid: number;
  /** Where its database is served; undefined while it is still starting (or an older server). */
  socketPath: string | undefined;
}

/** The live server process holding DATA_DIR, if any (not this process). */
export async function runningEmbeddedServer(
  dataDir: string,
): Promise<RunningEmbeddedServer | null> {
  const lockFile = path.join(path.resolve(dataDir), 'server.lock');
  const [first = '', second = ''] = (await readFile(lockFile, 'utf8').catch(() => '')).split('\n');
  const pid = Number.parseInt(first, 10);
  if (!pid || pid === process.pid || !isAlive(pid)) return null;
  const socketPath = second.trim();
  return { pid, socketPath: socketPath === '' ? undefined : socketPath };
}

/**
 * A connection to another process's embedded database through its socket. The socket server
 * gives the session to one client's statement sequence or transaction at a time (SessionQueue),
 * so the running server and this connection take turns safely.
 */
export async function connectEmbedded(
  socketPath: string,
  common: Record<string, unknown>,
): Promise<Database> {
  const sql = postgres({
    ...common,
    path: socketPath,
    max: 1,
    username: 'postgres',
    database: 'postgres',
    prepare: false,
    connect_timeout: 5,
  }) as unknown as Sql;
  try {
    await sql`select 1`;
  } catch (err) {
    await sql.end({ timeout: 0 }).catch(() => {});
    throw err;
  }
  return { sql, kind: 'embedded', socketPath, close: () => sql.end({ timeout: 5 }) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}
