/**
 * A REST PATCH as named mutations: each body field maps to the mutation that changes it (or to
 * the reason it cannot be sent so), all field messages are given at once, and the steps are
 * applied in one transaction by the same function as the sync push (apply.ts).
 */
import type { SyncRow } from '../../../shared/sync/protocol.ts';
import type { Clock } from '../../clock.ts';
import type { Sql } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { isUuid } from '../leads/idempotency.ts';
import { applyMutations, type MutationStep, parseSteps, type RecordMessages } from './apply.ts';
import type { Actor } from './mutations.ts';

/** PATCH body field → its mutation step, or the message saying why that value cannot be sent. */
export type PatchFields = Record<string, (id: string, value: unknown) => MutationStep | string>;

type Deps = { sql: Sql; clock: Clock };

export async function patchByFields(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
  patchFields: PatchFields,
  messages: RecordMessages,
): Promise<SyncRow> {
  if (!isUuid(id)) throw new NotFoundError(messages.notFound);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send a JSON object.' });
  }
  const steps: MutationStep[] = [];
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const step = Object.hasOwn(patchFields, key) ? patchFields[key]?.(id, value) : undefined;
    if (step === undefined) fields[key] = 'This field cannot be changed here.';
    else if (typeof step === 'string') fields[key] = step;
    else steps.push(step);
  }
  if (Object.keys(fields).length > 0) {
    throw new ValidationError({ ...fields, ...parseSteps(steps).fields });
  }
  if (steps.length === 0) {
    throw new ValidationError(
      { body: `Send at least one of: ${Object.keys(patchFields).join(', ')}.` },
      'Nothing to change.',
    );
  }
  return applyMutations(deps, actor, steps, messages);
}

/** DELETE as the resource's delete mutation; returns the tombstone. */
export async function deleteByMutation(
  deps: Deps,
  actor: Actor,
  id: string,
  mutation: string,
  messages: RecordMessages,
): Promise<SyncRow> {
  if (!isUuid(id)) throw new NotFoundError(messages.notFound);
  return applyMutations(deps, actor, [{ name: mutation, args: { id } }], messages);
}
