/**
 * Push: send the queued mutations in order, in batches, and settle each answer. An applied
 * change makes the server's row the visible one (with any later local changes replayed over
 * it); a refused one is rolled back and the person is told why. The mutation id is the
 * idempotency key, so a batch resent after a lost answer changes nothing twice.
 */
import { MUTATIONS } from '../../../shared/admin/mutations.ts';
import type { Mutation, MutationResult, SyncRow } from '../../../shared/sync/protocol.ts';
import { PUSH_BATCH_MAX, SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import type { QueuedMutation, SyncDb } from './db.ts';
import { syncedTables } from './db.ts';
import { rememberApplied } from './lost-changes.ts';
import { addNotice, isTombstone, SYNC_MESSAGES } from './notices.ts';
import { SyncSchemaError } from './pull.ts';
import { rebase, settleRow, shadowOf } from './rows.ts';
import type { SyncTransport } from './transport.ts';

export interface PushOptions {
  db: SyncDb;
  transport: SyncTransport;
  signal: AbortSignal;
  now: () => Date;
  /** Mutations per request; at most PUSH_BATCH_MAX (the server's limit). */
  batchSize?: number;
}

/** Pushes until the queue is empty; network and server errors propagate with the rest queued. */
export async function pushAll(options: PushOptions): Promise<void> {
  const { db, transport, signal } = options;
  const size = Math.min(options.batchSize ?? PUSH_BATCH_MAX, PUSH_BATCH_MAX);
  for (;;) {
    const batch = await db._mutations.orderBy('seq').limit(size).toArray();
    if (batch.length === 0) return;
    await db._mutations
      .where('seq')
      .anyOf(batch.map((m) => m.seq as number))
      .modify({ status: 'sent' });
    const response = await transport.push({ mutations: batch.map(toWire) }, signal);
    if (response.schemaVersion !== SYNC_SCHEMA_VERSION) throw new SyncSchemaError();
    const settled = await applyResults(db, batch, response.results, options.now());
    // An answer without results for our mutations would otherwise be asked again for ever.
    if (settled === 0) throw new Error('The server did not answer for the changes sent.');
  }
}

function toWire(m: QueuedMutation): Mutation {
  return {
    id: m.id,
    name: m.name,
    args: m.args,
    ...(m.baseVersion ? { baseVersion: m.baseVersion } : {}),
    ...(m.after ? { after: m.after } : {}),
  };
}

/** Settles a push answer in one transaction; returns how many queued mutations it settled. */
export async function applyResults(
  db: SyncDb,
  batch: readonly QueuedMutation[],
  results: readonly MutationResult[],
  now: Date,
): Promise<number> {
  const byId = new Map(results.map((r) => [r.id, r]));
  const tables = [...syncedTables(db), db._mutations, db._shadows, db._notices, db._applied];
  return db.transaction('rw', tables, async () => {
    let settled = 0;
    for (const m of batch) {
      const result = byId.get(m.id);
      // No answer yet, or already settled (e.g. by another tab): leave it as it is.
      if (!result || !(await db._mutations.get(m.seq as number))) continue;
      await db._mutations.delete(m.seq as number);
      settled += 1;
      if (result.status === 'applied') {
        await rememberApplied(db, m, result.row, now);
        await takeServerRow(db, m, result.row);
        continue;
      }
      const shadow = await shadowOf(db, m.table, m.rowId);
      if (result.status === 'conflict') await takeServerRow(db, m, result.row);
      else await rebase(db, m.table, m.rowId, shadow);
      await tell(db, m, result, shadow, now);
    }
    return settled;
  });
}

/**
 * The server's row becomes the base of the visible row. If it is older than what this client
 * already has (a late or repeated answer), the current base stays; either way the settled
 * mutation no longer counts in the replay.
 */
async function takeServerRow(db: SyncDb, m: QueuedMutation, row: SyncRow): Promise<void> {
  if (await settleRow(db, m.table, row)) return;
  const base =
    (await shadowOf(db, m.table, m.rowId)) ?? (await db.rows(m.table).get(m.rowId)) ?? null;
  await rebase(db, m.table, m.rowId, base);
}

async function tell(
  db: SyncDb,
  m: QueuedMutation,
  result: Exclude<MutationResult, { status: 'applied' }>,
  shadow: SyncRow | null,
  now: Date,
): Promise<void> {
  const row = result.status === 'conflict' ? result.row : shadow;
  const deleted = result.status === 'conflict' && isTombstone(result.row);
  // A change the record's state no longer allows (a mutation's `guard`) keeps the server's
  // reason, e.g. "already unsubscribed": trying again would not help.
  // The same for a value another record holds (e.g. a slug already used): said as the field's.
  const refusedByState =
    result.status === 'rejected' && (result.code === 'not_allowed' || result.code === 'taken');
  // A save from an older version (base-version tables) keeps the server's reason too: the
  // screen shows its own failure text with it.
  const message = deleted
    ? SYNC_MESSAGES.deletedElsewhere
    : refusedByState || result.status === 'conflict'
      ? result.message
      : (MUTATIONS.get(m.name)?.failureMessage ?? result.message);
  if (deleted) {
    // Several changes to one record someone deleted: one notice says it.
    const told = await db._notices
      .filter((n) => n.rowId === m.rowId && n.table === m.table && n.message === message)
      .count();
    if (told > 0) return;
  }
  await addNotice(
    db,
    {
      kind: result.status,
      mutation: m.name,
      table: m.table,
      rowId: m.rowId,
      message,
      row,
      mutationId: m.id,
      attempted: m.patch,
    },
    now,
  );
}
