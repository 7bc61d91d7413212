import { ENTITY_TABLES, type EntityKind } from '../../../../../shared/admin/entities.ts';
import type { MutationName } from '../../../../../shared/admin/mutations.ts';
import type { ChangeOptions, Mutate, MutateMany } from '../../../sync/mutate.ts';

export type EntityAction = 'create' | 'save' | 'setActive' | 'setOrder' | 'delete';

/** `teamMember.save`, `person.delete`, …: the mutation of one kind's action. */
export function entityMutation(kind: EntityKind, action: EntityAction): MutationName {
  return `${ENTITY_TABLES[kind].prefix}.${action}` as MutationName;
}

/**
 * One kind's change. The name is chosen at run time, so its arguments cannot be typed here:
 * mutate() validates them with the mutation's own schema before anything happens.
 */
export function mutateEntity(
  mutate: Mutate,
  kind: EntityKind,
  action: EntityAction,
  args: Record<string, unknown>,
  options?: ChangeOptions,
): Promise<string> {
  return mutate(entityMutation(kind, action), args as never, options);
}

export function mutateEntities(
  mutateMany: MutateMany,
  kind: EntityKind,
  action: EntityAction,
  argsList: readonly Record<string, unknown>[],
): Promise<number> {
  return mutateMany(entityMutation(kind, action), argsList as never);
}
