/**
 * How a visible row is derived: the server's copy of the row, with this client's pending
 * mutations replayed over it in order. Pull, push and mutate all go through `settleRow`, so
 * the rule lives in one place. Call these inside a Dexie read-write transaction that covers
 * the row's table, `_mutations` and `_shadows`.
 */
import { compareVersions, type SyncRow } from '../../../shared/sync/protocol.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { QueuedMutation, SyncDb } from './db.ts';

/** Pending mutations of one row, oldest first (the compound index keeps them in `seq` order). */
export function pendingFor(
  db: SyncDb,
  table: SyncedTableName,
  rowId: string,
): Promise<QueuedMutation[]> {
  return db._mutations.where('[table+rowId]').equals([table, rowId]).toArray();
}

/** The row as this client shows it: null when the row is deleted, on the server or locally. */
export function replay(server: SyncRow | null, pending: readonly QueuedMutation[]): SyncRow | null {
  let row = server && server.deleted_at === null ? server : null;
  for (const m of pending) {
    // A record made here and not yet confirmed: its create carries every column.
    if (m.kind === 'insert') {
      row = row ? { ...row, ...m.patch } : createdRow(m.rowId, m.patch, m.createdAt);
      continue;
    }
    // Out of the trash: the server's tombstone (when this copy has it) or the row as shown.
    if (m.kind === 'undelete') {
      const shown = server ?? m.restores;
      if (!row && shown) row = { ...m.restores, ...shown, deleted_at: null };
      continue;
    }
    if (m.kind === 'purge') {
      row = null;
      continue;
    }
    if (!row) break;
    row = m.kind === 'delete' ? null : { ...row, ...m.patch };
  }
  return row;
}

/**
 * A record made on this device, as shown until the server confirms it: version 0 (older than
 * any version the server gives), made and changed now.
 */
export function createdRow(id: string, patch: Record<string, unknown>, at: string): SyncRow {
  return { ...patch, id, version: '0', created_at: at, updated_at: at, deleted_at: null };
}

/** The newest server version this client knows of the row (its shadow, else its visible row). */
async function knownVersion(
  db: SyncDb,
  table: SyncedTableName,
  rowId: string,
): Promise<string | undefined> {
  const shadow = await db._shadows.get([table, rowId]);
  if (shadow) return shadow.row.version;
  // A deleted row's tombstone too: an answer older than the deletion does not bring it back.
  return (await db.rows(table).getHeld(rowId))?.version;
}

/**
 * Takes a server row (from a pull or a push answer) as the new base of the visible row.
 * An answer older than what is already known is ignored, so a slow response never undoes a
 * newer one. Returns false when it was ignored.
 */
export async function settleRow(
  db: SyncDb,
  table: SyncedTableName,
  server: SyncRow,
): Promise<boolean> {
  const known = await knownVersion(db, table, server.id);
  if (known !== undefined && compareVersions(server.version, known) < 0) return false;
  await rebase(db, table, server.id, server);
  return true;
}

/**
 * Makes `base` the server copy of the row and recomputes the visible row from it and the
 * pending mutations; with nothing pending the shadow is dropped and the server row is shown.
 */
export async function rebase(
  db: SyncDb,
  table: SyncedTableName,
  rowId: string,
  base: SyncRow | null,
): Promise<void> {
  const pending = await pendingFor(db, table, rowId);
  if (pending.length > 0 && base) await db._shadows.put({ table, rowId, row: base });
  else await db._shadows.delete([table, rowId]);
  const visible = replay(base, pending);
  if (visible) await db.rows(table).put(visible);
  else await db.rows(table).delete(rowId, base?.version);
}

/** The server copy a rollback returns to: the shadow, kept since the first pending change. */
export async function shadowOf(
  db: SyncDb,
  table: SyncedTableName,
  rowId: string,
): Promise<SyncRow | null> {
  return (await db._shadows.get([table, rowId]))?.row ?? null;
}
