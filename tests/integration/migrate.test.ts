import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { MigrationError, migrate } from '../../server/db/migrate.ts';
import { MIGRATIONS_DIR } from '../../server/paths.ts';
import { createTestDatabase } from '../helpers/db.ts';

let db: Database;
beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.close());

/** A copy of the project's migrations plus extra files, for tests that add or edit migrations. */
async function migrationsCopy(extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-migrations-'));
  for (const name of await readdir(MIGRATIONS_DIR)) {
    await writeFile(path.join(dir, name), await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  for (const [name, body] of Object.entries(extra)) await writeFile(path.join(dir, name), body);
  return dir;
}

async function schemaSnapshot(): Promise<string> {
  const rows = await db.sql<{ t: string; c: string; d: string }[]>`
    select table_name as t, column_name as c, data_type as d from information_schema.columns
    where table_schema = 'public' order by 1, 2`;
  return JSON.stringify(rows);
}

describe('migrate', () => {
  it('applies nothing and changes nothing when run again', async () => {
    const before = await schemaSnapshot();
    expect(await migrate(db.sql)).toEqual([]);
    expect(await migrate(db.sql)).toEqual([]);
    expect(await schemaSnapshot()).toBe(before);
    const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from schema_migrations`;
    expect(row?.n).toBe((await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).length);
  });

  it('applies a new migration once, even when two runs race', async () => {
    const dir = await migrationsCopy({
      '0900_extra.sql': 'create table extra_things (id int primary key);',
    });
    const [a, b] = await Promise.all([migrate(db.sql, dir), migrate(db.sql, dir)]);
    expect([...a, ...b]).toEqual(['0900_extra']);
    await db.sql`insert into extra_things (id) values (1)`;
  });

  it('refuses an applied migration whose content was edited', async () => {
    const dir = await migrationsCopy();
    const first = (await readdir(dir)).sort()[0] as string;
    await writeFile(
      path.join(dir, first),
      `${await readFile(path.join(dir, first), 'utf8')}\n-- edited\n`,
    );
    await expect(migrate(db.sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(db.sql, dir)).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls a failing migration back completely', async () => {
    const dir = await migrationsCopy({
      '0901_broken.sql': 'create table half_done (id int); select * from no_such_table;',
    });
    await expect(migrate(db.sql, dir)).rejects.toThrow(/no_such_table/);
    const [row] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from information_schema.tables where table_name = 'half_done'`;
    expect(row?.n).toBe(0);
    const recorded = await db.sql`select 1 from schema_migrations where id = '0901_broken'`;
    expect(recorded.count).toBe(0);
  });
});

describe('data model', () => {
  it('rejects values outside the enumerations of back-office §4', async () => {
    const attempts = [
      db.sql`insert into contact_submissions (name, email, message, status) values ('A', 'a@b.ee', 'Hi', 'done')`,
      db.sql`insert into contact_submissions (name, email, message, priority) values ('A', 'a@b.ee', 'Hi', 'critical')`,
      db.sql`insert into partner_applications (name, email, company, partner_type, message) values ('A', 'a@b.ee', 'C', 'friend', 'Hi')`,
      db.sql`insert into support_tickets (customer_name, customer_email, subject, description, category) values ('A', 'a@b.ee', 'S', 'D', 'other')`,
      db.sql`insert into support_tickets (customer_name, customer_email, subject, description, customer_satisfaction) values ('A', 'a@b.ee', 'S', 'D', 6)`,
      db.sql`insert into blog_posts (title, slug, content, author, category) values ('T', 't', 'C', 'A', 'Gossip')`,
      db.sql`insert into newsroom_posts (title, slug, content, author, category) values ('T', 't', 'C', 'A', 'Rumour')`,
      db.sql`insert into users (email, password_hash, role) values ('a@b.ee', 'x', 'superuser')`,
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toThrow(/check constraint/);
  });

  it('keeps user emails unique regardless of case', async () => {
    await db.sql`insert into users (email, password_hash, role) values ('Admin@Example.ee', 'x', 'admin')`;
    await expect(
      db.sql`insert into users (email, password_hash, role) values ('admin@example.EE', 'y', 'admin')`,
    ).rejects.toThrow(/duplicate key/);
  });

  it('gives support tickets unique human-readable numbers', async () => {
    const rows = await db.sql<{ ticket_number: string }[]>`
      insert into support_tickets (customer_name, customer_email, subject, description)
      values ('A', 'a@b.ee', 'S', 'D'), ('B', 'b@b.ee', 'S', 'D') returning ticket_number`;
    expect(rows.map((r) => r.ticket_number)).toEqual([
      expect.stringMatching(/^SUP-\d{4}-\d{6}$/),
      expect.stringMatching(/^SUP-\d{4}-\d{6}$/),
    ]);
    expect(rows[0]?.ticket_number).not.toBe(rows[1]?.ticket_number);
  });

  it('gives every change of a synced row a new, higher version, soft deletes included', async () => {
    const [created] = await db.sql<{ id: string; version: string }[]>`
      insert into newsletter_signups (email) values ('reader@example.ee') returning id, version`;
    const [updated] = await db.sql<{ version: string; updated_at: Date; created_at: Date }[]>`
      update newsletter_signups set subscribed = false where id = ${created?.id ?? ''} returning version, updated_at, created_at`;
    const [deleted] = await db.sql<{ version: string }[]>`
      update newsletter_signups set deleted_at = now() where id = ${created?.id ?? ''} returning version`;
    const versions = [created, updated, deleted].map((r) => BigInt(r?.version ?? '0'));
    expect(versions[0]).toBeGreaterThan(0n);
    expect(versions[1]).toBeGreaterThan(versions[0] as bigint);
    expect(versions[2]).toBeGreaterThan(versions[1] as bigint);
  });
});
