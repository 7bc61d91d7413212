import { type App, createApp } from '../../server/app.ts';
import { type Background, createBackground } from '../../server/background.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type ChangeFeed, createChangeFeed } from '../../server/db/changes.ts';
import type { Database } from '../../server/db/client.ts';
import { type Logger, silentLogger } from '../../server/logger.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import type { StorageProbe } from '../../server/storage-alarm.ts';
import { createWorkerPool, type WorkerPool } from '../../server/workers/pool.ts';
import { createTestClock, type TestClock } from './clock.ts';
import { createTestDatabase } from './db.ts';

export interface TestContext {
  app: App;
  db: Database;
  clock: TestClock;
  config: Config;
  mailer: Mailer;
  changes: ChangeFeed;
  /** Work the app finishes after answering (await `idle()` before looking for its results). */
  background: Background;
  /** The Markdown and picture threads (started when first used). */
  workers: WorkerPool;
  close(): Promise<void>;
}

/** The real application on a fresh database, with a controllable clock and silent logs. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger; db?: Database; storageProbe?: StorageProbe } = {},
): Promise<TestContext> {
  const db = options.db ?? (await createTestDatabase());
  const clock = createTestClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'none', ...env });
  const mailer = createMailer(config.smtpUrl, config.mailFrom, {
    dkim: config.dkim,
    origin: config.publicOrigin,
  });
  const changes = createChangeFeed(db, { logger: silentLogger });
  const logger = options.logger ?? silentLogger;
  const background = createBackground(logger);
  const workers = createWorkerPool({
    threads: config.workerThreads,
    uploadsPerUser: config.uploadsPerUser,
  });
  const app = createApp({
    sql: db.sql,
    answering: db.answering,
    ...(options.storageProbe ? { storageProbe: options.storageProbe } : {}),
    clock,
    config,
    mailer,
    logger,
    changes,
    background,
    workers,
  });
  return {
    app,
    db,
    clock,
    config,
    mailer,
    changes,
    background,
    workers,
    async close() {
      await background.idle();
      mailer.close();
      await changes.close();
      await workers.close();
      await db.close();
    },
  };
}
