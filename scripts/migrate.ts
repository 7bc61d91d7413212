import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { MigrationError, migrate } from '../server/db/migrate.ts';

/** `npm run migrate`: applies pending migrations to the configured database and says what it did. */
try {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db.sql);
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}\n`
        : 'The database is up to date.\n',
    );
  } finally {
    await db.close();
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof MigrationError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
