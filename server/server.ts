import {
  createServer,
  type Server as HttpServer,
  type RequestListener,
  type ServerOptions,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServedApp } from './app.ts';
import { ensureFirstAdmin, type FirstAdmin } from './auth/first-admin.ts';
import { createBackground } from './background.ts';
import { systemClock } from './clock.ts';
import { type Config, ConfigError } from './config.ts';
import { createChangeFeed } from './db/changes.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoContent } from './db/seed.ts';
import { guardConnections } from './http/connection-guard.ts';
import { withFastPath } from './http/fast-path.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { startMaintenanceJob } from './services/maintenance.ts';
import { startNewsletterPump } from './services/newsletter-send.ts';
import { createWorkerPool } from './workers/pool.ts';

export interface RunningServer {
  url: string;
  db: Database;
  /** Whether accounts exist, the first admin was just created, or how to create one. */
  accounts: FirstAdmin;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;
/** Mails sent at once: the mailer's pooled SMTP connections (mail/mailer.ts). */
const MAIL_CONCURRENCY = 5;

/** Said at start-up (banner and log) when no mail server is configured. */
export const MAIL_OFF =
  'Mail is off: invitations, password resets, newsletter confirmations and lead notifications ' +
  'wait in the outbox, undelivered (the back office lists them under Mail). Set SMTP_URL ' +
  '(e.g. smtp://user:pass@host:587) to send them.';

/** Said at start-up (banner and log) when no shared address is set for replies to leads. */
export const REPLY_TO_UNSET =
  'No shared address for replies: customers answer a reply from the back office to the staff ' +
  'member who wrote it. Set REPLY_TO (or NOTIFY_EMAIL) to the team’s address to collect answers ' +
  'there.';

/** Opens the database, applies migrations, seeds an empty database and starts listening. */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let accounts: FirstAdmin;
  try {
    const applied = await migrate(db.sql);
    if (applied.length > 0) logger.info('migrated', { applied });
    if (config.seed === 'demo') {
      const seed = await seedDemoContent(db.sql);
      if (seed.seeded) logger.info('seeded', { counts: seed.counts });
    }
    accounts = await ensureFirstAdmin(db.sql, config, systemClock.now());
    if (accounts.kind === 'created') logger.info('first_admin_created', { email: accounts.email });
  } catch (err) {
    await db.close();
    throw err;
  }

  const mailer = createMailer(config.smtpUrl, config.mailFrom, {
    dkim: config.dkim,
    origin: config.publicOrigin,
  });
  if (!mailer.enabled) logger.info('mail_off', { message: MAIL_OFF });
  if (!config.replyTo) logger.info('reply_to_unset', { message: REPLY_TO_UNSET });
  const changes = createChangeFeed(db, { logger });
  const background = createBackground(logger);
  const workers = createWorkerPool({
    threads: config.workerThreads,
    warm: true,
    uploadsPerUser: config.uploadsPerUser,
  });
  const { app, fastAnswer } = createServedApp({
    sql: db.sql,
    answering: db.answering,
    clock: systemClock,
    config,
    mailer,
    logger,
    changes,
    background,
    workers,
  });
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: connectionLimits(config),
    // What the process holds ready is answered before the application (http/fast-path.ts).
    // (serve() calls it as createServer(options, listener); its type is the overloaded one.)
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(options, withFastPath(fastAnswer, listener, logger))) as typeof createServer,
  });
  // Every kind of server serve() makes is a net.Server; the property starts unset (no limit),
  // so it is assigned, not tested for.
  server.maxConnections = config.maxConnections;
  // Behind a trusted proxy every connection comes from the proxy: the cap per client is its job.
  guardConnections(server as HttpServer, {
    perAddress: config.trustProxy ? null : config.maxConnectionsPerAddress,
    anonymousBodyTimeoutMs: Math.min(config.anonymousBodyTimeoutMs, config.requestTimeoutMs),
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (err) {
    mailer.close();
    await changes.close();
    await workers.close();
    await db.close();
    const code = (err as { code?: string }).code;
    if (code === 'EADDRINUSE') {
      throw new ConfigError(
        `Port ${config.port} on ${config.host} is already in use; set PORT to a free port.`,
      );
    }
    if (code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      throw new ConfigError(
        `Cannot listen on ${config.host}:${config.port} (${code}); check HOST and PORT.`,
      );
    }
    throw err;
  }
  // Queued mail (lead notifications) is sent in the background, retried with backoff.
  const outbox = mailer.enabled
    ? startOutboxWorker(
        { sql: db.sql, mailer, clock: systemClock, logger, replyTo: config.replyTo },
        { intervalMs: config.mailPollMs, concurrency: MAIL_CONCURRENCY, batchSize: 50 },
      )
    : undefined;
  // Issues of the newsletter: scheduled sends start by this clock; deliveries go into the
  // outbox at NEWSLETTER_RATE_PER_MINUTE (none while no mail server is configured).
  const newsletter = outbox
    ? startNewsletterPump(
        { sql: db.sql, clock: systemClock, logger, config },
        { onMoved: () => void outbox.poke() },
      )
    : undefined;
  // Expired idempotency answers, ended rate-limit windows, old tombstones and old push answers
  // are deleted shortly after start, then hourly, so those tables do not grow forever.
  const maintenance = startMaintenanceJob(
    { sql: db.sql, clock: systemClock, logger },
    { auditRetentionDays: config.auditRetentionDays },
  );
  const address = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  let stopping: Promise<void> | undefined;
  return {
    url,
    db,
    accounts,
    stop() {
      stopping ??= (async () => {
        // First, so open event streams end and do not hold the server's close for the drain time.
        await changes.close();
        await new Promise<void>((resolve) => {
          // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
          // Swept again until closed: an event stream ends a moment after the feed closed, and
          // only then does its connection turn idle (else it would linger for the keep-alive time).
          const closeIdle = () => {
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          };
          const sweep = setInterval(closeIdle, 50);
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
          closeIdle();
          // A request that has not finished in 10 s is cut off, so shutdown cannot hang on it.
          setTimeout(() => {
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, DRAIN_TIMEOUT_MS).unref();
        });
        // Work started by answered requests (a reset link's mail) finishes before the database goes.
        await background.idle();
        await newsletter?.stop();
        await Promise.all([outbox?.stop(), maintenance.stop(), workers.close()]);
        mailer.close();
        await db.close();
      })();
      return stopping;
    },
  };
}

/**
 * Slow or idle clients cannot hold connections for ever: the request (headers and body) must
 * arrive within REQUEST_TIMEOUT_MS (checked every second), headers within 10 s (or the request
 * timeout, if shorter), and an idle keep-alive connection closes after 5 s; at most
 * MAX_CONNECTIONS are open at once. Responses are not limited, so event streams stay open.
 */
function connectionLimits(config: Pick<Config, 'requestTimeoutMs'>) {
  return {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(10_000, config.requestTimeoutMs),
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
  };
}
