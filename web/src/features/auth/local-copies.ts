import { Dexie } from 'dexie';
import { syncDbNames } from '../../sync/db.ts';
import { forgetTables } from '../../sync/table-cache.ts';

/**
 * Deletes every local copy of `userId`'s back-office data (one database per staff role), as a
 * sign-out does (sync/engine.ts destroyLocal). Loaded only when needed, so pages that never hold
 * a copy (the partner portal) do not carry the database code.
 */
export async function deleteLocalCopies(userId: string): Promise<void> {
  await Promise.all(
    syncDbNames(userId).map((name) => {
      // Rows held in memory for it too: a copy made again under the name starts from nothing.
      forgetTables(name);
      return Dexie.delete(name);
    }),
  );
}
