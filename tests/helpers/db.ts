import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';

/**
 * A freshly migrated database of its own for one test file: a copy of the migrated embedded
 * database, or, when DATABASE_URL is set (CI's second run), a new database on that server that
 * is dropped again on close.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(inject('migratedDump'));
    return openDatabase({ dataDir: 'memory', loadDataDir: new Blob([dump]) });
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), max: 4 });
  await migrate(db.sql);
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
