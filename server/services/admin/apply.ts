import type { SyncRow } from '../../../shared/sync/protocol.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import type { LinkReceiver } from './effect.ts';
import {
  type Actor,
  applyMutation,
  checkMutation,
  isDataError,
  isParsed,
  type MutationOutcome,
  type ParsedMutation,
  parseMutation,
  uniqueRefusal,
} from './mutations.ts';

export interface MutationStep {
  name: string;
  args: unknown;
  baseVersion?: string;
}

/** What the REST API says when a record is not there or no longer there. */
export interface RecordMessages {
  notFound: string;
  deleted: string;
}

/**
 * The REST API's way to run named mutations (e.g. one PATCH setting status and priority): every
 * step validated first (all field messages at once, nothing applied), then all applied in one
 * transaction through the same function as the sync push, so a refusal undoes the earlier steps.
 * Returns the row after the last step.
 */
export async function applyMutations(
  deps: {
    sql: Sql;
    clock: Clock;
    config?: Pick<Config, 'publicOrigin'> & Partial<Pick<Config, 'replyTo' | 'renderBudgetMs'>>;
    /** For the checks that render a text (checks.ts). */
    workers?: WorkerPool;
  },
  actor: Actor,
  steps: readonly MutationStep[],
  messages: RecordMessages,
  receiver?: LinkReceiver,
): Promise<SyncRow> {
  const { parsed, fields } = parseSteps(steps);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const first = parsed[0];
  if (!first) throw new BadRequestError('Nothing to change.');
  // Checks that take time, before the transaction (checks.ts).
  for (const { mutation } of parsed) {
    const checked = await checkMutation(deps, mutation);
    if (checked) throw refusal(checked, messages);
  }

  const now = deps.clock.now();
  try {
    return await deps.sql.begin(async (tx) => {
      let row: SyncRow | null = null;
      for (const { step, mutation } of parsed) {
        const outcome = await applyMutation(tx, mutation, {
          actor,
          now,
          mutationId: null,
          baseVersion: step.baseVersion,
          publicOrigin: deps.config?.publicOrigin,
          replyTo: deps.config?.replyTo,
          receiver,
        });
        if (outcome.status !== 'applied') throw refusal(outcome, messages);
        row = outcome.row;
      }
      return row as SyncRow;
    });
  } catch (err) {
    if (err instanceof AppError || !isDataError(err)) throw err;
    const taken = parsed.map(({ mutation }) => uniqueRefusal(mutation.def, err)).find(Boolean);
    if (taken) throw new ValidationError(taken.fields ?? {}, taken.message);
    throw new BadRequestError(first.mutation.def.failureMessage);
  }
}

/** Each step validated by its mutation's schema; the field messages of all that fail. */
export function parseSteps(steps: readonly MutationStep[]): {
  parsed: { step: MutationStep; mutation: ParsedMutation }[];
  fields: Record<string, string>;
} {
  const parsed: { step: MutationStep; mutation: ParsedMutation }[] = [];
  const fields: Record<string, string> = {};
  for (const step of steps) {
    const result = parseMutation(step.name, step.args);
    if (isParsed(result)) parsed.push({ step, mutation: result });
    else if (result.code === 'validation_failed') Object.assign(fields, result.fields);
    else throw new Error(`REST asked for a mutation the registry lacks: ${step.name}`);
  }
  return { parsed, fields };
}

function refusal(
  outcome: Exclude<MutationOutcome, { status: 'applied' }>,
  messages: RecordMessages,
) {
  if (outcome.status === 'conflict') {
    return outcome.reason === 'deleted'
      ? new ConflictError(messages.deleted, 'deleted')
      : new ConflictError(outcome.message, 'version_conflict');
  }
  if (outcome.code === 'not_found') return new NotFoundError(messages.notFound);
  // The record's state does not allow the change (a mutation's `guard`, e.g. Start Review once
  // the review has started, or Unsubscribe once unsubscribed).
  if (outcome.code === 'not_allowed') return new ConflictError(outcome.message, 'not_allowed');
  if (outcome.code === 'forbidden') return new ForbiddenError(outcome.message);
  return new ValidationError(outcome.fields ?? {}, outcome.message);
}
