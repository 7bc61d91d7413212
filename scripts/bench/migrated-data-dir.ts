import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';

/**
 * A temporary DATA_DIR with an empty, migrated embedded database. Migrating here, in the
 * benchmark's own process, keeps a fresh server start inside the start-up timeout of the
 * server helper on a busy machine; migration time is not what the benchmarks measure.
 * Returns the directory to remove afterwards and the DATA_DIR inside it.
 */
export async function migratedDataDir(name: string): Promise<{ dir: string; dataDir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `lumen-bench-${name}-`));
  const dataDir = path.join(dir, 'data');
  const setup = await openDatabase({ dataDir });
  await migrate(setup.sql);
  await setup.close();
  return { dir, dataDir };
}
