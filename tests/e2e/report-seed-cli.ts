/**
 * A database holding the leads of tests/helpers/report-seed.ts (whose reports are known by hand),
 * an administrator and an editor: `tsx tests/e2e/report-seed-cli.ts '<json {accounts}>'` with
 * DATA_DIR set to an empty folder. Start the server on it with SEED=none.
 */

import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createUser } from '../../server/services/users.ts';
import type { UserRole } from '../../shared/constants.ts';
import { REPORT_ROWS } from '../helpers/report-seed.ts';

const { accounts } = JSON.parse(process.argv[2] ?? '{}') as {
  accounts: { email: string; password: string; role: UserRole }[];
};
const db = await openDatabase({ dataDir: process.env.DATA_DIR ?? '' });
try {
  await migrate(db.sql);
  for (const [table, rows] of Object.entries(REPORT_ROWS)) {
    await db.sql`insert into ${db.sql(table)} ${db.sql(rows as never)}`;
  }
  for (const account of accounts) await createUser(db.sql, account, new Date());
} finally {
  await db.close();
}
