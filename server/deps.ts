import type { Background } from './background.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Sql } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RenderAssets } from './render/assets.ts';
import type { StorageProbe } from './storage-alarm.ts';
import type { WorkerPool } from './workers/pool.ts';

/**
 * What the HTTP application is built from. Its own module, so routes and services can name it
 * without importing the application that imports them.
 */
export interface AppDeps {
  sql: Sql;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** Tells open back-office streams that synced rows changed (GET /api/sync/events). */
  changes: ChangeFeed;
  /** Work finished after the answer (server/background.ts). */
  background: Background;
  /** Renders Markdown and sizes pictures off the request thread; its owner closes it. */
  workers: WorkerPool;
  /** The embedded database's sign of life (client.ts `Database.answering`), for health. */
  answering?: ((withinMs: number) => boolean) | undefined;
  /** The storage alarm's test write (storage-alarm.ts); a small write to the database when not given. */
  storageProbe?: StorageProbe;
  /** Built client assets; loaded from dist/ (or the source template) when not given. */
  assets?: RenderAssets;
}
