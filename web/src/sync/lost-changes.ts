/**
 * On triage fields a change stands unless its device had not seen a colleague's change to the same
 * field (server/services/admin/stale.ts): a change of ours the server applied can still be
 * replaced by a colleague's made after seeing it. This client remembers
 * the fields it set (value and resulting version) for a while; a later pull that brings the row
 * at a higher version with another value in such a field means someone else's later change
 * replaced ours, and the person is told once; so does a tombstone (someone deleted the record
 * after our change).
 */
import { compareVersions, type SyncRow } from '../../../shared/sync/protocol.ts';
import { SYNCED_TABLES, type SyncedTableName } from '../../../shared/sync/tables.ts';
import type { QueuedMutation, SyncDb } from './db.ts';
import { addNotice, isTombstone, overwrittenMessage, SYNC_MESSAGES } from './notices.ts';
import { pendingFor } from './rows.ts';

/** Long enough for a laptop that was closed over a weekend to pull the later change. */
export const APPLIED_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Enough for a busy day of triage; the oldest are forgotten first. */
export const APPLIED_KEEP_MAX = 500;

const LWW_TABLES = new Set<string>(
  SYNCED_TABLES.filter((t) => t.conflict === 'fields').map((t) => t.name),
);

/** After the server applied `mutation`: remember what it set, as the server stored it. */
export async function rememberApplied(
  db: SyncDb,
  mutation: QueuedMutation,
  row: SyncRow,
  now: Date,
): Promise<void> {
  if (!LWW_TABLES.has(mutation.table)) return;
  if (mutation.kind === 'delete') {
    // Deleted by this person: its tombstone, pulled later, replaces nothing of theirs.
    await db._applied.where('[table+rowId]').equals([mutation.table, mutation.rowId]).delete();
    return;
  }
  if (mutation.kind !== 'update') return;
  const appliedAt = now.toISOString();
  await db._applied.bulkPut(
    Object.keys(mutation.patch).map((field) => ({
      table: mutation.table,
      rowId: mutation.rowId,
      field,
      value: row[field],
      version: row.version,
      mutation: mutation.name,
      appliedAt,
    })),
  );
  await db._applied
    .where('appliedAt')
    .below(new Date(now.getTime() - APPLIED_KEEP_MS).toISOString())
    .delete();
  const excess = (await db._applied.count()) - APPLIED_KEEP_MAX;
  if (excess > 0) {
    const oldest = await db._applied.orderBy('appliedAt').limit(excess).primaryKeys();
    await db._applied.bulkDelete(oldest);
  }
}

/**
 * A change of ours that a colleague's newer change kept out: its notice names the newer value,
 * so an earlier change of ours to the same fields, which that value replaced, is not told again.
 */
export async function forgetApplied(
  db: SyncDb,
  table: SyncedTableName,
  rowId: string,
  fields: readonly string[],
): Promise<void> {
  await db._applied.bulkDelete(fields.map((field) => [table, rowId, field]));
}

/** A pulled server row: was a field this client set replaced by someone else since? */
export async function checkOverwritten(
  db: SyncDb,
  table: SyncedTableName,
  row: SyncRow,
  now: Date,
): Promise<void> {
  if (!LWW_TABLES.has(table)) return;
  const remembered = await db._applied.where('[table+rowId]').equals([table, row.id]).toArray();
  if (remembered.length === 0) return;
  if (isTombstone(row)) {
    await db._applied.bulkDelete(remembered.map((a) => [a.table, a.rowId, a.field]));
    // Someone deleted the record after changes of ours were applied (a delete wins over any edit
    // on these tables): told once, for the record. A change of ours still queued will meet the
    // deletion as a conflict and be told then; a delete of ours still queued is our own doing.
    const later = remembered.some((a) => compareVersions(row.version, a.version) > 0);
    if (!later || (await pendingFor(db, table, row.id)).length > 0) return;
    const first = remembered[0] as (typeof remembered)[number];
    await addNotice(
      db,
      {
        kind: 'overwritten',
        mutation: first.mutation,
        table,
        rowId: row.id,
        message: SYNC_MESSAGES.deletedAfterYourChange,
        row,
      },
      now,
    );
    return;
  }
  // A field with a change of ours still pending is about to be set again: nothing is lost yet.
  const pendingFields = new Set(
    (await pendingFor(db, table, row.id)).flatMap((m) => Object.keys(m.patch)),
  );
  for (const applied of remembered) {
    if (compareVersions(row.version, applied.version) <= 0) continue;
    if (pendingFields.has(applied.field) || sameValue(row[applied.field], applied.value)) continue;
    await addNotice(
      db,
      {
        kind: 'overwritten',
        mutation: applied.mutation,
        table,
        rowId: row.id,
        field: applied.field,
        message: overwrittenMessage(applied.field, row[applied.field]),
        row,
      },
      now,
    );
    await db._applied.delete([table, row.id, applied.field]);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
