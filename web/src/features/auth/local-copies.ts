import { Dexie } from 'dexie';
import { syncDbNames } from '../../sync/db.ts';

/**
 * Deletes every local copy of `userId`'s back-office data (one database per staff role), as a
 * sign-out does (sync/engine.ts destroyLocal). Loaded only when needed, so pages that never hold
 * a copy (the partner portal) do not carry the database code.
 */
export async function deleteLocalCopies(userId: string): Promise<void> {
  await Promise.all(syncDbNames(userId).map((name) => Dexie.delete(name)));
}
