/**
 * A database with many contact submissions and one admin, as scripts/bench/sync.ts seeds it:
 * `tsx tests/e2e/many-contacts-cli.ts '<json {rows, email, password}>'` with DATA_DIR set to an
 * empty folder. Start the server on it with SEED=none.
 */
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createUser } from '../../server/services/users.ts';

const { rows, email, password } = JSON.parse(process.argv[2] ?? '{}') as {
  rows: number;
  email: string;
  password: string;
};
const db = await openDatabase({ dataDir: process.env.DATA_DIR ?? '' });
try {
  await migrate(db.sql);
  await db.sql`
    insert into contact_submissions (name, email, company, subject, message, status, priority,
      created_at)
    select 'Contact ' || i, 'contact' || i || '@example.ee', 'Company ' || (i % 500),
      'Subject ' || i, 'Message number ' || i || ' about contracts and compliance.',
      (array['new','in_progress','resolved','closed'])[1 + i % 4],
      (array['urgent','high','medium','low'])[1 + i % 4],
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) i`;
  await createUser(db.sql, { email, password, role: 'admin' }, new Date());
} finally {
  await db.close();
}
