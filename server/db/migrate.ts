import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Sql } from './client.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

interface MigrationFile {
  id: string;
  checksum: string;
  body: string;
}

/** Any fixed number works; it only has to be the same in every process that migrates. */
const LOCK_KEY = 7_340_221;
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    if (!FILE_PATTERN.test(name)) {
      throw new MigrationError(`Migration file ${name} must be named NNNN_name.sql.`);
    }
    const body = await readFile(path.join(dir, name), 'utf8');
    files.push({ id: name.replace(/\.sql$/, ''), checksum: sha256(body), body });
  }
  return files;
}

/**
 * Applies pending migrations in order, each in its own transaction under an advisory lock, so
 * several processes starting at once apply each file exactly once. An applied file whose
 * content changed is an error: write a new migration instead.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  await sql.begin(async (tx) => {
    // Two processes creating the table at once can collide, so this too runs under the lock.
    await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
    await tx`
      create table if not exists schema_migrations (
        id text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`;
  });
  const applied: string[] = [];
  for (const file of files) {
    const done = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
      const [row] = await tx<{ checksum: string }[]>`
        select checksum from schema_migrations where id = ${file.id}`;
      if (row) {
        if (row.checksum !== file.checksum) {
          throw new MigrationError(
            `Migration ${file.id} was changed after it was applied; add a new migration instead.`,
          );
        }
        return false;
      }
      await tx.unsafe(file.body);
      await tx`insert into schema_migrations (id, checksum) values (${file.id}, ${file.checksum})`;
      return true;
    });
    if (done) applied.push(file.id);
  }
  return applied;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
