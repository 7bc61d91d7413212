/**
 * mutate(): a change is checked with the same zod schema the server uses, applied to the local
 * row at once (the screen changes before the server knows), and queued for the push, all in
 * one transaction, so the row, its shadow and the queue never disagree.
 */
import type { MutationDef, UndoStep } from '../../../shared/admin/mutation.ts';
import {
  MUTATIONS,
  type MutationArgs,
  type MutationName,
} from '../../../shared/admin/mutations.ts';
import type { SyncRow } from '../../../shared/sync/protocol.ts';
import { SYNCED_TABLES } from '../../../shared/sync/tables.ts';
import type { QueuedMutation, SyncDb } from './db.ts';
import { measureSince } from './perf.ts';
import { createdRow, pendingFor } from './rows.ts';
import { serverNow } from './server-clock.ts';

/** The arguments failed the mutation's schema; `fields` holds one message per argument. */
export class MutationValidationError extends Error {
  readonly fields: Record<string, string>;
  constructor(mutation: string, fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? `Invalid arguments for ${mutation}.`);
    this.name = 'MutationValidationError';
    this.fields = fields;
  }
}

export const MUTATE_MESSAGES = {
  unknownMutation: (name: string) => `There is no change called ${name}.`,
  missingRow: 'This record is no longer available. It may have been deleted.',
} as const;

/** The record's present state does not allow the change (its mutation's guard said why). */
export class MutationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MutationRefusedError';
  }
}

/** The record is not in the local copy (deleted here or elsewhere, or never pulled). */
export class MissingRowError extends Error {
  constructor() {
    super(MUTATE_MESSAGES.missingRow);
    this.name = 'MissingRowError';
  }
}

/** Options of one change. */
export interface ChangeOptions {
  /**
   * On base-version tables: the version the person's edit started from (an editor opened
   * earlier). Without it, the version of the server copy the change is made on.
   */
  baseVersion?: string;
  /** On `undelete`: the row to show again at once when this copy no longer holds it. */
  restores?: SyncRow;
  /** False for a change that must not offer its own Undo (an undo itself). */
  undoable?: boolean;
}

/**
 * After a change to one row or to many (a bulk action), what would take it back (the Undo the
 * screen offers for a while): for each row, the mutation that reverts it and the row as it was.
 */
export interface UndoOffer {
  /** The (first) change this would take back (its mutation id). */
  changeId: string;
  /** The change's name, and whether it moved the rows to the trash. */
  mutation: string;
  deleted: boolean;
  table: MutationDef['table'];
  steps: UndoOfferStep[];
}

export interface UndoOfferStep {
  before: SyncRow;
  /** The arguments of the change on this row, so a screen can say what it changed. */
  args: { id: string } & Record<string, unknown>;
  undo: UndoStep;
}

/** Queues a change; resolves with its id (the idempotency key, and the id notices name). */
export type Mutate = <N extends MutationName>(
  name: N,
  args: MutationArgs<N>,
  options?: ChangeOptions,
) => Promise<string>;

export interface MutateOptions {
  db: SyncDb;
  now: () => Date;
  actorEmail: string;
  /** Called after the change is queued: starts a push. */
  onQueued: () => void;
  /** Called after a single change that can be taken back (mutate, not mutateMany). */
  onUndoable?: (offer: UndoOffer) => void;
}

const BASE_VERSION_TABLES = new Set<string>(
  SYNCED_TABLES.filter((t) => t.conflict === 'base-version').map((t) => t.name),
);
const PER_FIELD_TABLES = new Set<string>(
  SYNCED_TABLES.filter((t) => t.conflict === 'fields').map((t) => t.name),
);

/** When a change is made: this device's clock, and the server's as this device last learnt it. */
interface MadeAt {
  now: Date;
  server: Date;
}

/** Validates with the mutation's own schema (the server's), or throws with a message per field. */
function validated<N extends MutationName>(
  name: N,
  args: unknown,
): { def: MutationDef; data: { id: string } & Record<string, unknown> } {
  const def: MutationDef | undefined = MUTATIONS.get(name);
  if (!def) throw new Error(MUTATE_MESSAGES.unknownMutation(name));
  const parsed = def.args.safeParse(args);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    throw new MutationValidationError(name, fields);
  }
  return { def, data: parsed.data as { id: string } & Record<string, unknown> };
}

/** One change written to the local copy: the row, its shadow and the queued mutation. */
export const MUTATE_MEASURE = 'lumen:sync-mutate';

const MISSING = Symbol('missing');
const EXISTS = Symbol('exists');

export const RECORD_EXISTS = 'A record with this id exists already.';

/**
 * Inside a transaction: applies the change to the local row and queues it. Resolves with the
 * queued change's id; says MISSING when the row is not in the local copy (EXISTS when a create
 * names a row that is), and the mutation guard's reason when the row's state refuses it.
 */
async function stage(
  db: SyncDb,
  def: MutationDef,
  data: { id: string } & Record<string, unknown>,
  made: MadeAt,
  actorEmail: string,
  options: ChangeOptions = {},
): Promise<{ id: string; before?: SyncRow } | typeof MISSING | typeof EXISTS | string> {
  const table = db.rows(def.table);
  const row = await table.get(data.id);
  if (def.kind === 'undelete' || def.kind === 'purge') {
    return { id: await stageTrash(db, def, data, made.now, row, options.restores) };
  }
  if (def.kind === 'insert') {
    if (row) return EXISTS;
  } else if (!row) return MISSING;
  if (row) {
    const refused = def.guard?.(row, data);
    if (refused) return refused;
  }
  const { now } = made;
  // The same patch the server computes, from the row as this copy has it, and at the server's
  // time as this device knows it: a device a day ahead would otherwise show a post it publishes
  // as scheduled, or a reply as sent tomorrow, until the server's answer.
  const patch = def.kind === 'delete' ? {} : def.patch(data, { now: made.server, actorEmail, row });
  const id = crypto.randomUUID();
  const pending = await pendingFor(db, def.table, data.id);
  if (def.kind === 'insert') {
    await queue(db, def, data, patch, now, id, {});
    await table.put(createdRow(data.id, patch, made.server.toISOString()));
    return { id };
  }
  const existing = row as SyncRow;
  const shadow = await db._shadows.get([def.table, data.id]);
  // The first pending change keeps the server's copy: what a rollback returns to. A record made
  // here has none yet (its rollback removes it).
  const created = pending.some((m) => m.kind === 'insert');
  if (!shadow && !created) {
    await db._shadows.put({ table: def.table, rowId: data.id, row: existing });
  }
  if (def.kind === 'delete') await table.delete(data.id, existing.version);
  else await table.put({ ...existing, ...patch });
  const last = pending.at(-1);
  // The server copy this change is made on: on per-field tables, with when it was made, so the
  // server can tell it from a colleague's newer change (server/services/admin/stale.ts).
  const base = (shadow?.row ?? existing).version;
  await queue(db, def, data, patch, now, id, {
    ...(BASE_VERSION_TABLES.has(def.table) ? { baseVersion: options.baseVersion ?? base } : {}),
    ...(PER_FIELD_TABLES.has(def.table)
      ? { baseVersion: base, madeAt: made.server.toISOString() }
      : {}),
    ...(last ? { after: last.id } : {}),
  });
  return { id, before: existing };
}

/**
 * A row out of the trash, or deleted for good. This copy no longer holds a row in the trash:
 * a restore shows `restores` at once (replay in rows.ts), a permanent delete has nothing to
 * remove. The server decides both; a refused restore takes the row away again.
 */
async function stageTrash(
  db: SyncDb,
  def: MutationDef,
  data: { id: string } & Record<string, unknown>,
  now: Date,
  row: SyncRow | undefined,
  restores: SyncRow | undefined,
): Promise<string> {
  const id = crypto.randomUUID();
  const last = (await pendingFor(db, def.table, data.id)).at(-1);
  const undelete = def.kind === 'undelete';
  await queue(db, def, data, undelete ? { deleted_at: null } : {}, now, id, {
    ...(undelete && restores ? { restores } : {}),
    ...(last ? { after: last.id } : {}),
  });
  if (undelete && !row && restores) await db.rows(def.table).put({ ...restores, deleted_at: null });
  if (!undelete && row) await db.rows(def.table).delete(data.id);
  return id;
}

/** The Undo of one row's change just made, when its mutation has one and it is valid. */
function undoStep(
  def: MutationDef,
  data: { id: string } & Record<string, unknown>,
  before: SyncRow,
): UndoOfferStep | null {
  const undo = def.undo?.(data, before);
  const target = undo ? MUTATIONS.get(undo.name) : undefined;
  if (!undo || !target?.args.safeParse(undo.args).success) return null;
  return { before, args: data, undo };
}

/** The Undo of the changes just made: offered only when every changed row can be taken back. */
function undoOffer(
  def: MutationDef,
  changeId: string,
  steps: readonly (UndoOfferStep | null)[],
): UndoOffer | null {
  if (steps.length === 0 || steps.some((s) => s === null)) return null;
  return {
    changeId,
    mutation: def.name,
    deleted: def.kind === 'delete',
    table: def.table,
    steps: steps as UndoOfferStep[],
  };
}

async function queue(
  db: SyncDb,
  def: MutationDef,
  data: { id: string } & Record<string, unknown>,
  patch: Record<string, unknown>,
  now: Date,
  id: string,
  extra: Pick<QueuedMutation, 'baseVersion' | 'madeAt' | 'after' | 'restores'>,
): Promise<void> {
  await db._mutations.add({
    id,
    name: def.name,
    args: data,
    table: def.table,
    rowId: data.id,
    kind: def.kind,
    patch,
    ...extra,
    createdAt: now.toISOString(),
    status: 'pending',
  });
}

async function madeAt(db: SyncDb, now: Date): Promise<MadeAt> {
  return { now, server: await serverNow(db, now) };
}

export function createMutate(options: MutateOptions): Mutate {
  const { db } = options;
  return async (name, args, change) => {
    const { def, data } = validated(name, args);
    const made = await madeAt(db, options.now());
    const start = performance.now();
    const staged = await db.transaction(
      'rw',
      [...db.stores(def.table), db._mutations, db._shadows],
      async () => {
        const staged = await stage(db, def, data, made, options.actorEmail, change);
        if (staged === MISSING) throw new MissingRowError();
        if (staged === EXISTS) throw new MutationRefusedError(RECORD_EXISTS);
        if (typeof staged === 'string') throw new MutationRefusedError(staged);
        return staged;
      },
    );
    measureSince(MUTATE_MEASURE, start);
    options.onQueued();
    if (staged.before && change?.undoable !== false) {
      const offer = undoOffer(def, staged.id, [undoStep(def, data, staged.before)]);
      if (offer) options.onUndoable?.(offer);
    }
    return staged.id;
  };
}

/**
 * The same change to many rows (a bulk action over a filtered list), all applied locally in one
 * transaction and queued as one mutation per row, so each is audited on its own. Every row's
 * arguments are validated before anything changes. Rows no longer in the local copy (deleted
 * meanwhile) and rows whose state refuses the change (the mutation's guard) are skipped;
 * resolves with how many were changed.
 */
export type MutateMany = <N extends MutationName>(
  name: N,
  argsList: readonly MutationArgs<N>[],
  options?: ManyOptions,
) => Promise<number>;

export interface ManyOptions {
  /** On `undelete`: each row (by id) to show again at once when this copy no longer holds it. */
  restores?: ReadonlyMap<string, SyncRow>;
  /** False for changes that must not offer their own Undo (an undo itself). */
  undoable?: boolean;
}

export function createMutateMany(options: MutateOptions): MutateMany {
  const { db } = options;
  return async (name, argsList, many = {}) => {
    const staged = argsList.map((args) => validated(name, args));
    const first = staged[0];
    if (!first) return 0;
    const made = await madeAt(db, options.now());
    let changed = 0;
    let firstId: string | null = null;
    const steps: (UndoOfferStep | null)[] = [];
    const tables = [...db.stores(first.def.table), db._mutations, db._shadows];
    await db.transaction('rw', tables, async () => {
      for (const { def, data } of staged) {
        const restores = many.restores?.get(data.id);
        const done = await stage(db, def, data, made, options.actorEmail, {
          ...(restores ? { restores } : {}),
        });
        if (typeof done !== 'object') continue;
        changed++;
        firstId ??= done.id;
        if (done.before) steps.push(undoStep(def, data, done.before));
      }
    });
    if (changed > 0) options.onQueued();
    if (firstId && many.undoable !== false && steps.length === changed) {
      const offer = undoOffer(first.def, firstId, steps);
      if (offer) options.onUndoable?.(offer);
    }
    return changed;
  };
}
