/**
 * The one way a named back-office change is applied, whether it arrives through the sync push or
 * through the REST API: its arguments validated by the mutation's own schema, the row checked
 * against its table's conflict rule, only the fields the mutation names written, and one audit
 * entry (before → after) in the same transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { mayRun } from '../../../shared/admin/access.ts';
import type { MutationDef } from '../../../shared/admin/mutation.ts';
import { MUTATIONS, type MutationName } from '../../../shared/admin/mutations.ts';
import type { UserRole } from '../../../shared/constants.ts';
import type { NewerChange, SyncRow } from '../../../shared/sync/protocol.ts';
import type { SyncedTableName, SyncedTableSpec } from '../../../shared/sync/tables.ts';
import type { TransactionSql } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { parseBody } from '../../http/body.ts';
import { type AuditValue, recordAudit } from '../audit.ts';
import { selectRow, syncedTable, toJsonValue, toSyncRow } from '../sync/rows.ts';
import { type CheckDeps, MUTATION_CHECKS } from './checks.ts';
import type { EffectInput, EffectResult, LinkReceiver } from './effect.ts';
import { MUTATION_EFFECTS } from './effects.ts';
import { madeAtOf, unseenChanges } from './stale.ts';
import { purgeRow, undeleteRow } from './trash.ts';

/** Who makes a change, for the mutation's context and the audit entry. */
export interface Actor {
  id: string;
  email: string;
  ip: string | null;
  /**
   * The role the change is made under: a change it may not make is refused (`forbidden`).
   * Every request passes it (http/actor.ts); only the server's own callers leave it out.
   */
  role?: UserRole;
}

/** Told when a change is outside the person's role (shared/admin/access.ts). */
export const FORBIDDEN_MESSAGE =
  'Your role does not allow this change, so it was not saved. Ask an administrator if you need it.';

export type MutationRegistry = typeof MUTATIONS;

export interface ParsedMutation {
  def: MutationDef<{ id: string }>;
  args: { id: string };
}

export type ConflictReason = 'deleted' | 'moved' | 'newer';

export type MutationOutcome =
  | { status: 'applied'; table: SyncedTableName; row: SyncRow }
  | {
      status: 'rejected';
      code:
        | 'unknown_mutation'
        | 'validation_failed'
        | 'not_found'
        | 'invalid'
        | 'not_allowed'
        | 'taken'
        | 'forbidden';
      message: string;
      fields?: Record<string, string>;
    }
  | {
      status: 'conflict';
      table: SyncedTableName;
      row: SyncRow;
      reason: ConflictReason;
      message: string;
      newer?: NewerChange[];
    };

export type MutationRefusal = Extract<MutationOutcome, { status: 'rejected' }>;

export const CONFLICT_MESSAGES: Record<ConflictReason, string> = {
  deleted: 'This record was deleted, so the change was not made.',
  moved: 'Someone else changed this record since you opened it; your change was not made.',
  newer:
    'Someone else changed this in a way you had not seen when you made your change, so yours was not applied over theirs.',
};
const BASE_VERSION_REQUIRED = 'Send the version of the record this edit started from.';

/**
 * sync_touch (migrations/0001_init.sql) takes this transaction lock before handing out a
 * version. Taking it before the row lock keeps every writer's lock order the same (first this,
 * then rows), so a change can never deadlock with a transaction that writes several rows.
 */
const SYNC_WRITE_LOCK = 7_340_222;

/** Looks the mutation up and validates its arguments with its own schema. */
export function parseMutation(
  name: string,
  args: unknown,
  registry: MutationRegistry = MUTATIONS,
): ParsedMutation | MutationRefusal {
  const def = registry.get(name);
  if (!def) {
    return { status: 'rejected', code: 'unknown_mutation', message: `Unknown change "${name}".` };
  }
  try {
    return { def, args: parseBody(def.args, args) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return {
      status: 'rejected',
      code: 'validation_failed',
      message: def.failureMessage,
      fields: err.fields ?? {},
    };
  }
}

export function isParsed(value: ParsedMutation | MutationRefusal): value is ParsedMutation {
  return 'def' in value;
}

/**
 * The mutation's checks that take time (checks.ts, e.g. a published post's text rendering within
 * its budget), run before its transaction: the refusal with its field messages, or null.
 */
export async function checkMutation(
  deps: CheckDeps,
  { def, args }: ParsedMutation,
): Promise<MutationRefusal | null> {
  const fields = await MUTATION_CHECKS.get(def.name)?.(deps, args);
  if (!fields) return null;
  // One reason is the message itself (e.g. an assignee who may not see the lead): "Please try
  // again" would not help.
  const reasons = Object.values(fields);
  const message = reasons.length === 1 && reasons[0] ? reasons[0] : def.failureMessage;
  return { status: 'rejected', code: 'validation_failed', message, fields };
}

/**
 * The table's conflict rule (shared/sync/tables.ts) for a change to `row`: a tombstone always
 * conflicts; on `base-version` tables the edit must start from the row's current version;
 * `fields` tables take the change whatever happened to the row's other fields.
 */
export function conflictOf(
  rule: SyncedTableSpec['conflict'],
  row: Readonly<Record<string, unknown>>,
  baseVersion: string | undefined,
  chainVersion: string | null = null,
): ConflictReason | 'base_version_missing' | null {
  if (row.deleted_at !== null && row.deleted_at !== undefined) return 'deleted';
  if (rule !== 'base-version') return null;
  if (baseVersion === undefined) return 'base_version_missing';
  const version = BigInt(String(row.version));
  if (version === BigInt(baseVersion)) return null;
  // The row moved on only by this person's own previous change: still their base.
  return chainVersion !== null && version === BigInt(chainVersion) ? null : 'moved';
}

/**
 * The version the row had right after the actor's change `after` was applied, or null when that
 * change is unknown, someone else's, or was not applied.
 */
async function chainVersionOf(
  tx: TransactionSql,
  after: string | undefined,
  actor: Actor,
): Promise<string | null> {
  if (!after) return null;
  const [row] = await tx<{ version: string | null }[]>`
    select result -> 'row' ->> 'version' as version from sync_mutations
     where id = ${after} and user_id = ${actor.id} and result ->> 'status' = 'applied'`;
  return row?.version ?? null;
}

export interface ApplyContext {
  actor: Actor;
  /** The server's clock. */
  now: Date;
  /** The client's id of the change (push), recorded in the audit entry; null for REST. */
  mutationId: string | null;
  baseVersion?: string | undefined;
  /** When the change was made, as the client says (protocol.ts, `madeAt`); now when absent. */
  madeAt?: string | undefined;
  /** The actor's previous unconfirmed change to the row (protocol.ts, `after`). */
  after?: string | undefined;
  /** Where links in mail point (config.publicOrigin), for mutations with a server effect. */
  publicOrigin?: string | undefined;
  /** The team's shared address (config.replyTo), for mutations that mail on staff's behalf. */
  replyTo?: string | undefined;
  /** Takes a mailed link for the admin when mail is off (effect.ts LinkReceiver; REST only). */
  receiver?: LinkReceiver | undefined;
}

/** Applies a validated mutation inside the caller's transaction. */
export async function applyMutation(
  tx: TransactionSql,
  { def, args }: ParsedMutation,
  ctx: ApplyContext,
): Promise<MutationOutcome> {
  const table = def.table;
  if (ctx.actor.role !== undefined && !mayRun(ctx.actor.role, def)) {
    return { status: 'rejected', code: 'forbidden', message: FORBIDDEN_MESSAGE };
  }
  const madeAt = madeAtOf(ctx.madeAt, ctx.now);
  // Who makes the change and when, for the trigger that keeps field_changes (migration 0018).
  await tx`select pg_advisory_xact_lock(${SYNC_WRITE_LOCK}),
    set_config('lumen.actor_id', ${ctx.actor.id}, true),
    set_config('lumen.actor_email', ${ctx.actor.email}, true),
    set_config('lumen.made_at', ${madeAt.toISOString()}, true)`;
  const current = await selectRow(tx, table, args.id, true);
  if (def.kind === 'insert') return insertRow(tx, def, args, current, ctx);
  // Deleted for good by someone else already: what was asked is done.
  if (!current && def.kind === 'purge') {
    return {
      status: 'applied',
      table,
      row: { id: args.id, version: '0', deleted_at: ctx.now.toISOString() } as SyncRow,
    };
  }
  if (!current) return { status: 'rejected', code: 'not_found', message: def.failureMessage };
  if (def.kind === 'undelete') return undeleteRow(tx, def, args, current, ctx);
  if (def.kind === 'purge') return purgeRow(tx, def, args, current, ctx);

  const conflict = conflictOf(
    syncedTable(table).conflict,
    current,
    ctx.baseVersion,
    await chainVersionOf(tx, ctx.after, ctx.actor),
  );
  if (conflict === 'base_version_missing') {
    return {
      status: 'rejected',
      code: 'validation_failed',
      message: def.failureMessage,
      fields: { baseVersion: BASE_VERSION_REQUIRED },
    };
  }
  if (conflict) {
    const row = toSyncRow(table, current);
    return {
      status: 'conflict',
      table,
      row,
      reason: conflict,
      message: CONFLICT_MESSAGES[conflict],
    };
  }

  // The row's state must allow the change (e.g. a review's state machine): refused, not a conflict.
  const disallowed = def.guard?.(current, args);
  if (disallowed) return { status: 'rejected', code: 'not_allowed', message: disallowed };

  const target =
    def.kind === 'delete'
      ? { deleted_at: ctx.now.toISOString() }
      : def.patch(args, { now: ctx.now, actorEmail: ctx.actor.email, row: current });
  const set: Record<string, unknown> = {};
  const before: Record<string, AuditValue> = {};
  const after: Record<string, AuditValue> = {};
  for (const [column, value] of Object.entries(target)) {
    const old = toJsonValue(current[column]);
    const next = toJsonValue(value);
    if (isDeepStrictEqual(old, next)) continue;
    set[column] = value;
    // Column values are JSON once dates are ISO text (toJsonValue): the driver read them so.
    before[column] = old as AuditValue;
    after[column] = next as AuditValue;
  }
  // A change made without having seen a colleague's change to the same field (stale.ts).
  if (syncedTable(table).conflict === 'fields' && ctx.baseVersion !== undefined) {
    const newer = unseenChanges(current, Object.keys(set), {
      actorId: ctx.actor.id,
      baseVersion: ctx.baseVersion,
    });
    if (newer.length > 0) {
      return {
        status: 'conflict',
        table,
        row: toSyncRow(table, current),
        reason: 'newer',
        message: CONFLICT_MESSAGES.newer,
        newer,
      };
    }
  }
  // Nothing to change (e.g. the status it already has): no new version, nothing to audit.
  if (Object.keys(set).length === 0) {
    return { status: 'applied', table, row: toSyncRow(table, current) };
  }

  // Server-side work beyond the patch (an account, a mail), in this transaction, before anything
  // is written, so that its refusal leaves the row as it was.
  const effects = MUTATION_EFFECTS.get(def.name);
  const effectInput = effectInputOf(current, args, ctx);
  const done: EffectResult = (await effects?.before?.(tx, effectInput)) ?? {};
  if ('refused' in done) {
    return { status: 'rejected', code: 'not_allowed', message: done.refused };
  }

  set.updated_at = ctx.now;
  const [row] = await tx<Record<string, unknown>[]>`
    update ${tx(table)} set ${tx(set)} where id = ${args.id} returning *`;
  if (!row) throw new Error(`${table} ${args.id} vanished while locked.`);
  await recordAudit(
    tx,
    {
      // Every def applied here comes from the registry, whose names are the MutationName union.
      action: def.name as MutationName,
      actorId: ctx.actor.id,
      actorEmail: ctx.actor.email,
      entity: table,
      entityId: args.id,
      ip: ctx.actor.ip,
      details: {
        mutationId: ctx.mutationId,
        ...(ctx.madeAt !== undefined ? { madeAt: madeAt.toISOString() } : {}),
        before,
        after,
        ...done.details,
      },
    },
    ctx.now,
  );
  await effects?.after?.(tx, { ...effectInput, after: row });
  return { status: 'applied', table, row: toSyncRow(table, row) };
}

/** What a mutation's server-side effects are told: the row before, the change and its context. */
function effectInputOf(
  row: Readonly<Record<string, unknown>>,
  args: { id: string },
  ctx: ApplyContext,
): EffectInput {
  return {
    row,
    args,
    actor: ctx.actor,
    now: ctx.now,
    publicOrigin: ctx.publicOrigin,
    replyTo: ctx.replyTo,
    receiver: ctx.receiver,
  };
}

/** Makes the row a create mutation names; the id is the client's, so a retry finds it taken. */
async function insertRow(
  tx: TransactionSql,
  def: MutationDef<{ id: string }>,
  args: { id: string },
  existing: Record<string, unknown> | null | undefined,
  ctx: ApplyContext,
): Promise<MutationOutcome> {
  if (existing) {
    return { status: 'rejected', code: 'invalid', message: RECORD_EXISTS };
  }
  const table = def.table;
  const effects = MUTATION_EFFECTS.get(def.name);
  const effectInput = effectInputOf({}, args, ctx);
  // Server-side work a create needs (e.g. a reply's mail), in this transaction; it may refuse,
  // and may set columns only the server knows.
  const done: EffectResult = (await effects?.before?.(tx, effectInput)) ?? {};
  if ('refused' in done) {
    return { status: 'rejected', code: 'not_allowed', message: done.refused };
  }
  const values = { ...def.patch(args, { now: ctx.now, actorEmail: ctx.actor.email }), ...done.set };
  const after: Record<string, AuditValue> = {};
  for (const [column, value] of Object.entries(values)) {
    after[column] = toJsonValue(value) as AuditValue;
  }
  const [row] = await tx<Record<string, unknown>[]>`
    insert into ${tx(table)} ${tx({ ...values, id: args.id, created_at: ctx.now, updated_at: ctx.now })}
    returning *`;
  if (!row) throw new Error(`${table} ${args.id} was not inserted.`);
  await recordAudit(
    tx,
    {
      action: def.name as MutationName,
      actorId: ctx.actor.id,
      actorEmail: ctx.actor.email,
      entity: table,
      entityId: args.id,
      ip: ctx.actor.ip,
      details: { mutationId: ctx.mutationId, before: {}, after, ...done.details },
    },
    ctx.now,
  );
  await effects?.after?.(tx, { ...effectInput, after: row });
  return { status: 'applied', table, row: toSyncRow(table, row) };
}

const RECORD_EXISTS = 'A record with this id exists already.';

/**
 * The field message a mutation gives for a unique index the database found taken (e.g. another
 * post's slug), or null when the error is another one.
 */
export function uniqueRefusal(
  def: MutationDef<{ id: string }> | undefined,
  err: unknown,
): MutationRefusal | null {
  const e = err as { code?: unknown; constraint_name?: unknown } | null;
  if (!def?.unique || e?.code !== '23505' || typeof e.constraint_name !== 'string') return null;
  const hit = def.unique[e.constraint_name];
  if (!hit) return null;
  return {
    status: 'rejected',
    code: 'taken',
    message: hit.message,
    fields: { [hit.field]: hit.message },
  };
}

/**
 * A value the database refused although the schema accepted it (SQLSTATE class 22, data
 * exception, or 23, integrity constraint): the same change would fail every time, so it is
 * answered as refused rather than as a server error that a client would retry forever.
 */
export function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
