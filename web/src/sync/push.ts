/**
 * Push: send the queued mutations in order, in batches, and settle each answer. An applied
 * change makes the server's row the visible one (with any later local changes replayed over
 * it); a refused one is rolled back and the person is told why. The mutation id is the
 * idempotency key, so a batch resent after a lost answer changes nothing twice.
 */
import { MUTATIONS } from '../../../shared/admin/mutations.ts';
import type {
  Mutation,
  MutationResult,
  PushResponse,
  SyncRow,
} from '../../../shared/sync/protocol.ts';
import {
  PUSH_BATCH_BYTES,
  PUSH_BATCH_MAX,
  SYNC_SCHEMA_VERSION,
} from '../../../shared/sync/tables.ts';
import { ApiError } from '../lib/api.ts';
import type { QueuedMutation, SyncDb } from './db.ts';
import { syncedTables } from './db.ts';
import { forgetApplied, rememberApplied } from './lost-changes.ts';
import { addNotice, isTombstone, SYNC_MESSAGES } from './notices.ts';
import { SyncSchemaError } from './pull.ts';
import { rebase, settleRow, shadowOf } from './rows.ts';
import { serverNow } from './server-clock.ts';
import type { SyncTransport } from './transport.ts';
import { uploadPending } from './uploads.ts';

export interface PushOptions {
  db: SyncDb;
  transport: SyncTransport;
  signal: AbortSignal;
  now: () => Date;
  /** Mutations per request; at most PUSH_BATCH_MAX (the server's limit). */
  batchSize?: number;
  /** Bytes per request, PUSH_BATCH_BYTES when left out; one larger mutation goes alone. */
  batchBytes?: number;
}

/**
 * Pushes until the queue is empty; network and server errors propagate with the rest queued.
 * A request the server refuses whole (413, 422) would meet the same answer however often it
 * is sent, and would hold up every change behind it: a batch of several is sent again one
 * mutation at a time, to find the one at fault, and a single one refused so is settled as
 * rejected (rolled back, the person told), so the changes behind it go through.
 */
export async function pushAll(options: PushOptions): Promise<void> {
  const { db, transport, signal } = options;
  const size = Math.min(options.batchSize ?? PUSH_BATCH_MAX, PUSH_BATCH_MAX);
  const budget = options.batchBytes ?? PUSH_BATCH_BYTES;
  // The seq of the last mutation of a refused batch: up to it, one mutation per request.
  let aloneThrough = 0;
  for (;;) {
    const queued = await db._mutations.orderBy('seq').limit(size).toArray();
    const first = queued[0];
    if (!first) return;
    // Pictures chosen offline go up before the changes that use them (uploads.ts).
    const pictures = await uploadPending(db, queued, (file, name) => {
      if (!transport.upload) throw new Error('This connection cannot upload pictures.');
      return transport.upload(file, name, signal);
    });
    if (pictures.refused.size > 0) {
      const refused = queued.filter((m) => pictures.refused.has(m.seq as number));
      const reasons = refused.map(
        (m): MutationResult => ({
          id: m.id,
          status: 'rejected',
          code: REQUEST_REFUSED,
          message: pictures.refused.get(m.seq as number) ?? SYNC_MESSAGES.unprocessable,
        }),
      );
      await applyResults(db, refused, reasons, options.now());
    }
    if (pictures.rewritten) continue;
    const batch = (first.seq as number) <= aloneThrough ? [first] : fitting(queued, budget);
    const sentAt = (await serverNow(db, options.now())).toISOString();
    await db._mutations
      .where('seq')
      .anyOf(batch.map((m) => m.seq as number))
      .modify((m) => {
        m.status = 'sent';
        m.firstSentAt ??= sentAt;
      });
    let response: PushResponse;
    try {
      response = await transport.push({ mutations: batch.map(toWire) }, signal);
    } catch (err) {
      if (!refusedWhole(err)) throw err;
      if (batch.length > 1) {
        aloneThrough = batch.at(-1)?.seq as number;
        continue;
      }
      // One mutation refused whole was never applied (see refusedWhole): it is rolled back.
      await applyResults(db, batch, [refusal(first, err)], options.now());
      continue;
    }
    if (response.schemaVersion !== SYNC_SCHEMA_VERSION) throw new SyncSchemaError();
    const settled = await applyResults(db, batch, response.results, options.now());
    // An answer without results for our mutations would otherwise be asked again for ever.
    if (settled === 0) throw new Error('The server did not answer for the changes sent.');
  }
}

const encoder = new TextEncoder();
/** What JSON.stringify puts around the mutations of a request: `{"mutations":[` and `]}`. */
const ENVELOPE_BYTES = '{"mutations":[]}'.length;

/**
 * The oldest queued mutations whose request body (as JSON, in UTF-8 bytes, as the server's
 * limit counts it) stays within `budget`; always at least the first.
 */
function fitting(queued: readonly QueuedMutation[], budget: number): QueuedMutation[] {
  const batch: QueuedMutation[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const m of queued) {
    // The comma before every mutation but the first.
    const size = encoder.encode(JSON.stringify(toWire(m))).byteLength + (batch.length > 0 ? 1 : 0);
    if (batch.length > 0 && bytes + size > budget) break;
    batch.push(m);
    bytes += size;
  }
  return batch;
}

/**
 * The server refused the whole request and would refuse it again as it is: too large (413) or
 * not one it can process (422). A request of one mutation refused so was never applied: the
 * server reads and checks the whole body before running any mutation, and a mutation that
 * fails rolls back its own transaction.
 */
function refusedWhole(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 413 || err.status === 422);
}

/** Not a server code: marks the answer given for a mutation whose request was refused whole. */
const REQUEST_REFUSED = 'request_refused';

/** A mutation refused with its request, settled as a rejection that says what to do. */
function refusal(m: QueuedMutation, err: ApiError): MutationResult {
  // `http_error`: the answer had no error body of ours (e.g. from a proxy), so no reason to show.
  const reason = err.code !== 'http_error' && err.message !== '' ? err.message : null;
  const message =
    err.status === 413 ? SYNC_MESSAGES.tooLarge : (reason ?? SYNC_MESSAGES.unprocessable);
  return { id: m.id, status: 'rejected', code: REQUEST_REFUSED, message };
}

/**
 * The mutation as the server takes it. One an earlier push already carried says when that was
 * (`resentFrom`; for a change queued before that was recorded, when it was made, which is
 * earlier and so errs towards refusing): see protocol.ts.
 */
function toWire(m: QueuedMutation): Mutation {
  return {
    id: m.id,
    name: m.name,
    args: m.args,
    ...(m.baseVersion ? { baseVersion: m.baseVersion } : {}),
    ...(m.madeAt ? { madeAt: m.madeAt } : {}),
    ...(m.after ? { after: m.after } : {}),
    ...(m.status === 'sent' ? { resentFrom: m.firstSentAt ?? m.createdAt } : {}),
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
      if (result.status === 'conflict') {
        await takeServerRow(db, m, result.row);
        const fields = result.newer?.map((c) => c.field) ?? [];
        if (fields.length > 0) await forgetApplied(db, m.table, m.rowId, fields);
      }
      // Gone from the server (deleted, then purged): gone here too, as a deletion would be.
      else if (isPurged(m, result)) await rebase(db, m.table, m.rowId, null);
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

/**
 * A change to a record the server no longer has at all: deleted, and its tombstone purged (30
 * days on) while this device was away. Told and shown as a deletion by someone else.
 */
function isPurged(m: QueuedMutation, result: MutationResult): boolean {
  return m.kind !== 'insert' && result.status === 'rejected' && result.code === 'not_found';
}

async function tell(
  db: SyncDb,
  m: QueuedMutation,
  result: Exclude<MutationResult, { status: 'applied' }>,
  shadow: SyncRow | null,
  now: Date,
): Promise<void> {
  const purged = isPurged(m, result);
  const row =
    result.status === 'conflict'
      ? result.row
      : purged && shadow
        ? { ...shadow, deleted_at: now.toISOString() }
        : shadow;
  const deleted = (result.status === 'conflict' && isTombstone(result.row)) || purged;
  // A change the record's state no longer allows (a mutation's `guard`) keeps the server's
  // reason, e.g. "already unsubscribed": trying again would not help.
  // The same for a value another record holds (e.g. a slug already used): said as the field's.
  // A change whose request was refused whole (too large, unprocessable) keeps what to do about it.
  // A resend the server could no longer match to its first answer says so (outcome_unknown).
  // A change outside the person's role says so (forbidden).
  const refusedByState =
    result.status === 'rejected' &&
    (result.code === 'not_allowed' ||
      result.code === 'forbidden' ||
      result.code === 'taken' ||
      result.code === REQUEST_REFUSED ||
      result.code === 'outcome_unknown');
  // A save from an older version (base-version tables) keeps the server's reason too: the
  // screen shows its own failure text with it. So does a change the server's own checks refused
  // under a field (this device's schema had let it through: e.g. an assignee no longer among
  // the staff who may see the lead), which a screen may know and say in its own words.
  const checkedByServer =
    result.status === 'rejected' &&
    result.code === 'validation_failed' &&
    Object.keys(result.fields ?? {}).length > 0;
  const message = deleted
    ? SYNC_MESSAGES.deletedElsewhere
    : refusedByState || checkedByServer || result.status === 'conflict'
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
      // A purged record is told as a deleted one is: a conflict with its tombstone.
      kind: purged ? 'conflict' : result.status,
      mutation: m.name,
      table: m.table,
      rowId: m.rowId,
      message,
      row,
      mutationId: m.id,
      attempted: m.patch,
      ...(refusedByState && !deleted ? { final: true } : {}),
      ...(result.status === 'conflict' && result.newer?.length
        ? { newer: result.newer, args: m.args, ...(m.madeAt ? { madeAt: m.madeAt } : {}) }
        : {}),
    },
    now,
  );
}
