import { ConfigError, loadConfig } from './config.ts';
import { MigrationError } from './db/migrate.ts';
import { createLogger, describeError } from './logger.ts';
import { MAIL_OFF, REPLY_TO_UNSET, type RunningServer, startServer } from './server.ts';

/** Entry point of `npm start`: configuration problems end start-up with one clear sentence. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  // Handlers go in before anything is announced: whoever reads "running at" may signal at once.
  let server: RunningServer | undefined;
  let stopRequested: string | undefined;
  let signals = 0;
  const shutdown = (signal: string) => {
    signals++;
    if (signals > 1) process.exit(1);
    logger.info('shutdown', { signal });
    if (!server) {
      // Still starting: stop as soon as the server is up (or start-up fails).
      stopRequested = signal;
      return;
    }
    // stop() cuts off requests still running after 10 s, then closes the database; exiting in
    // the middle of that close is what could damage the embedded database, so only a second
    // signal or a minute of no progress forces the exit.
    const force = setTimeout(() => {
      process.stderr.write('Shutdown did not finish within a minute; exiting.\n');
      process.exit(1);
    }, 60_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error('shutdown_failed', describeError(err));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  server = await startServer(config, logger);
  if (stopRequested) {
    signals = 0;
    shutdown(stopRequested);
    return;
  }
  const mode =
    server.db.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  process.stdout.write(`\nLumen Legal is running at ${server.url} (${mode})\n\n`);
  if (!config.smtpUrl) process.stdout.write(`${MAIL_OFF}\n\n`);
  if (!config.replyTo) process.stdout.write(`${REPLY_TO_UNSET}\n\n`);
  if (server.accounts.kind === 'missing')
    process.stdout.write(`${server.accounts.instructions}\n\n`);
  if (server.accounts.kind === 'created') {
    process.stdout.write(
      `Created the first admin ${server.accounts.email}; sign in at ${server.url}/admin/login\n\n`,
    );
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof MigrationError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
