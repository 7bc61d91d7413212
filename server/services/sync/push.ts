import { createHash } from 'node:crypto';
import type postgres from 'postgres';
import { mayRun } from '../../../shared/admin/access.ts';
import { MUTATIONS } from '../../../shared/admin/mutations.ts';
import type { Mutation, MutationResult, PushResponse } from '../../../shared/sync/protocol.ts';
import { SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import {
  type Actor,
  applyMutation,
  checkMutation,
  FORBIDDEN_MESSAGE,
  isDataError,
  isParsed,
  type MutationOutcome,
  type MutationRegistry,
  parseMutation,
  uniqueRefusal,
} from '../admin/mutations.ts';
import { SYNC_MUTATION_RETENTION_MS } from '../maintenance.ts';

export interface PushDeps {
  sql: Sql;
  clock: Clock;
  /**
   * For mutations with a server-side effect (admin/effects.ts): links in mail (partner.createAccount,
   * support.setStatus); and the render budget of the checks (admin/checks.ts).
   */
  config?: Pick<Config, 'publicOrigin' | 'replyTo'> & Partial<Pick<Config, 'renderBudgetMs'>>;
  /** Renders a published post's text for its check (admin/checks.ts). */
  workers?: WorkerPool;
}

const ID_TAKEN =
  'This change id was already used by another account; send the change again with a new id.';
const ID_REUSED =
  'This change id was already used for a different change; send the change again with a new id.';

const OUTCOME_UNKNOWN =
  'This change was sent more than a month ago and its answer was lost, so it may have been ' +
  'saved then. It was not applied again: check the record, and make the change again if it ' +
  'is missing.';

/**
 * A resend whose first send is older than the stored answers reach back (less a day, for the
 * client's estimate of this clock and the hourly purge): its answer may have been deleted, so an
 * unknown id no longer means "never received". Applying it could apply it twice, over later
 * changes by others.
 */
export const RESEND_HORIZON_MS = SYNC_MUTATION_RETENTION_MS - 24 * 60 * 60 * 1000;

function mayBeForgotten(mutation: Mutation, now: Date): boolean {
  if (!mutation.resentFrom) return false;
  return Date.parse(mutation.resentFrom) <= now.getTime() - RESEND_HORIZON_MS;
}

/** The hash of what a mutation asks for: a retry sends the same, whatever order its keys are in. */
export function mutationBodyHash(mutation: Mutation): string {
  const { name, args, baseVersion, after, madeAt } = mutation;
  // madeAt only when sent, so the hash of a change queued before it existed stays the same.
  const body = { name, args, baseVersion: baseVersion ?? null, after: after ?? null, madeAt };
  return createHash('sha256').update(stableJson(body)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Applies queued mutations in order, each in its own transaction, through the same function as
 * the REST API. Every answer (applied, rejected or conflict) is stored under the mutation's id in
 * that transaction, so a retried push gets its first answer back and nothing is applied twice.
 */
export async function pushMutations(
  deps: PushDeps,
  actor: Actor,
  mutations: readonly Mutation[],
  registry: MutationRegistry = MUTATIONS,
): Promise<PushResponse> {
  const results: MutationResult[] = [];
  for (const mutation of mutations) {
    results.push(await pushOne(deps, actor, mutation, registry));
  }
  return { schemaVersion: SYNC_SCHEMA_VERSION, results };
}

async function pushOne(
  deps: PushDeps,
  actor: Actor,
  mutation: Mutation,
  registry: MutationRegistry,
): Promise<MutationResult> {
  const now = deps.clock.now();
  // Checks that take time run before the transaction, so no database session waits on them; a
  // retry whose answer is stored gets that answer, whatever the check says now.
  const early = parseMutation(mutation.name, mutation.args, registry);
  const mayCheck = isParsed(early) && (actor.role === undefined || mayRun(actor.role, early.def));
  const checked = mayCheck ? await checkMutation(deps, early) : null;
  try {
    return await deps.sql.begin(async (tx) => {
      const seen = await storedResult(tx, mutation, actor);
      if (seen) return seen;
      // A resend that may have been applied long ago, or a change outside the person's role
      // (refused before its arguments are even read).
      const def = registry.get(mutation.name);
      const refusal = mayBeForgotten(mutation, now)
        ? { code: 'outcome_unknown', message: OUTCOME_UNKNOWN }
        : def && actor.role !== undefined && !mayRun(actor.role, def)
          ? { code: 'forbidden', message: FORBIDDEN_MESSAGE }
          : null;
      if (refusal) {
        const result: MutationResult = { id: mutation.id, status: 'rejected', ...refusal };
        await storeResult(tx, mutation, actor, result, now);
        return result;
      }
      const outcome = !isParsed(early)
        ? early
        : (checked ??
          (await applyMutation(tx, early, {
            actor,
            now,
            mutationId: mutation.id,
            baseVersion: mutation.baseVersion,
            madeAt: mutation.madeAt,
            after: mutation.after,
            publicOrigin: deps.config?.publicOrigin,
            replyTo: deps.config?.replyTo,
          })));
      const result = toResult(mutation.id, outcome);
      await storeResult(tx, mutation, actor, result, now);
      return result;
    });
  } catch (err) {
    // The same id pushed twice at once: the other push stored its answer first; that one counts.
    if (isUniqueViolation(err)) {
      const seen = await storedResult(deps.sql, mutation, actor);
      if (seen) return seen;
      throw err;
    }
    if (!isDataError(err)) throw err;
    const def = registry.get(mutation.name);
    const failureMessage = def?.failureMessage ?? 'The change was refused.';
    const result = toResult(
      mutation.id,
      uniqueRefusal(def, err) ?? { status: 'rejected', code: 'invalid', message: failureMessage },
    );
    await deps.sql.begin((tx) => storeResult(tx, mutation, actor, result, now));
    return result;
  }
}

function toResult(id: string, outcome: MutationOutcome): MutationResult {
  switch (outcome.status) {
    case 'applied':
      return { id, status: 'applied', table: outcome.table, row: outcome.row };
    case 'conflict':
      return {
        id,
        status: 'conflict',
        table: outcome.table,
        row: outcome.row,
        message: outcome.message,
        ...(outcome.newer ? { newer: outcome.newer } : {}),
      };
    case 'rejected':
      return {
        id,
        status: 'rejected',
        code: outcome.code,
        message: outcome.message,
        ...(outcome.fields ? { fields: outcome.fields } : {}),
      };
  }
}

/**
 * The first answer to this id, for a retry of the same change. Another account's id is refused
 * without revealing its answer; the same id for a different change is refused too (it is never
 * applied, and the first answer stays stored for the change it belongs to).
 */
async function storedResult(
  sql: Sql | TransactionSql,
  mutation: Mutation,
  actor: Actor,
): Promise<MutationResult | null> {
  const { id } = mutation;
  const [row] = await sql<{ user_id: string; result: MutationResult; body_hash: string | null }[]>`
    select user_id, result, body_hash from sync_mutations where id = ${id}`;
  if (!row) return null;
  if (row.user_id !== actor.id) {
    return { id, status: 'rejected', code: 'mutation_id_taken', message: ID_TAKEN };
  }
  if (row.body_hash !== null && row.body_hash !== mutationBodyHash(mutation)) {
    return { id, status: 'rejected', code: 'mutation_id_reused', message: ID_REUSED };
  }
  return row.result;
}

async function storeResult(
  tx: TransactionSql,
  mutation: Mutation,
  actor: Actor,
  result: MutationResult,
  now: Date,
): Promise<void> {
  // Rows in a result are JSON already (toSyncRow): the cast only drops SyncRow's `unknown`.
  const json = tx.json(result as unknown as postgres.JSONValue);
  await tx`
    insert into sync_mutations (id, user_id, name, result, body_hash, created_at)
    values (${mutation.id}, ${actor.id}, ${mutation.name}, ${json}, ${mutationBodyHash(mutation)},
      ${now})`;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint_name?: string } | null;
  return e?.code === '23505' && e.constraint_name === 'sync_mutations_pkey';
}
