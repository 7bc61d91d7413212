/**
 * A REST PATCH as named mutations: each body field maps to the mutation that changes it (or to
 * the reason it cannot be sent so), all field messages are given at once, and the steps are
 * applied in one transaction by the same function as the sync push (apply.ts).
 */
import type { SyncRow } from '../../../shared/sync/protocol.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { isUuid } from '../leads/idempotency.ts';
import { applyMutations, type MutationStep, parseSteps, type RecordMessages } from './apply.ts';
import type { LinkReceiver } from './effect.ts';
import type { Actor } from './mutations.ts';

/** PATCH body field → its mutation step, or the message saying why that value cannot be sent. */
export type PatchFields = Record<string, (id: string, value: unknown) => MutationStep | string>;

type Deps = Parameters<typeof applyMutations>[0];

export async function patchByFields(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
  patchFields: PatchFields,
  messages: RecordMessages,
  /** The order the fields are applied in, when it matters (others after, as sent). */
  order: readonly string[] = [],
): Promise<SyncRow> {
  if (!isUuid(id)) throw new NotFoundError(messages.notFound);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send a JSON object.' });
  }
  const steps: MutationStep[] = [];
  const fields: Record<string, string> = {};
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(body).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    const step = Object.hasOwn(patchFields, key) ? patchFields[key]?.(id, value) : undefined;
    if (step === undefined) fields[key] = 'This field cannot be changed here.';
    else if (typeof step === 'string') fields[key] = step;
    else steps.push(step);
  }
  // All field messages at once: those of the body's shape and those of the mutations' schemas.
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

/**
 * One mutation that takes only the record's id (DELETE as the resource's delete mutation, or an
 * action such as partner.createAccount); returns the row after it (for a delete, the tombstone).
 */
export async function applyToRecord(
  deps: Deps,
  actor: Actor,
  id: string,
  mutation: string,
  messages: RecordMessages,
  receiver?: LinkReceiver,
): Promise<SyncRow> {
  if (!isUuid(id)) throw new NotFoundError(messages.notFound);
  return applyMutations(deps, actor, [{ name: mutation, args: { id } }], messages, receiver);
}
