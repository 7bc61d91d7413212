/**
 * A named back-office change: its zod schema (the server is the authority, the browser checks
 * first), the row it changes and what it sets. The server applies `patch` in SQL; the browser
 * applies the same patch to its local copy at once, so a screen changes before the server knows.
 */
import { z } from 'zod';
import type { StaffRole } from '../constants.ts';
import type { SyncedTableName } from '../sync/tables.ts';

export interface MutationContext {
  /** When the change was made (the browser's clock locally, the server's on the server). */
  now: Date;
  /** The signed-in admin's email. */
  actorEmail: string;
  /**
   * The row as it is before the change (the local copy in the browser, the locked row on the
   * server), for patches that depend on it (e.g. a time stamped only the first time).
   */
  row?: Readonly<Record<string, unknown>>;
}

export interface MutationDef<Args extends { id: string } = { id: string }> {
  name: string;
  table: SyncedTableName;
  args: z.ZodType<Args>;
  /**
   * `update` sets the fields `patch` returns; `insert` makes the row `args.id` names (the
   * browser chooses the id, so a new record can be made and edited offline) with those fields;
   * `delete` soft-deletes the row (a tombstone: it is in the trash until it is purged);
   * `undelete` takes a row out of the trash; `purge` removes a row in the trash for good.
   */
  kind: MutationKind;
  /** The columns to set, with dates as ISO strings. Used by `insert` and `update` only. */
  patch(args: Args, ctx: MutationContext): Record<string, unknown>;
  /**
   * The change that reverts this one, from the row as it was before it (the Undo offered after a
   * single change); left out when a change cannot be taken back (a mail sent, a final decision).
   */
  undo?(args: Args, before: Readonly<Record<string, unknown>>): UndoStep | null;
  /** What the person is told when the server refuses the change (back-office §8). */
  failureMessage: string;
  /**
   * Whether the row's present state allows the change (a state machine, e.g. Start Review only
   * from pending, Unsubscribe only while subscribed): null when it does, else why not. Checked by the server against its row (the
   * authority) and by the browser against its copy, before anything is written.
   */
  guard?(row: Readonly<Record<string, unknown>>, args: Args): string | null;
  /**
   * What to tell the person, and under which field, when the database refuses the change
   * because another row holds the value (by unique index name, e.g. a slug already used).
   */
  unique?: Readonly<Record<string, { field: string; message: string }>>;
  /**
   * The staff roles that may run it, when not its table's writers (shared/admin/access.ts).
   */
  roles?: readonly StaffRole[];
}

export type MutationKind = 'insert' | 'update' | 'delete' | 'undelete' | 'purge';

/** A change that takes another back: a mutation by name and its arguments. */
export interface UndoStep {
  name: string;
  args: { id: string } & Record<string, unknown>;
}

/** Keeps the literal `name`, so mutate('contact.setStatus', …) checks its arguments' type. */
export function defineMutation<const Name extends string, Args extends { id: string }>(
  def: MutationDef<Args> & { name: Name },
): MutationDef<Args> & { name: Name } {
  return def;
}

/**
 * "Not spam after all" of a lead table: clears the suspected-spam flag, so the row joins its
 * list, the counts and the dashboard.
 */
export function restoreMutation<const Name extends string>(
  name: Name,
  table: SyncedTableName,
  id: z.ZodType<string>,
  failureMessage: string,
) {
  return defineMutation({
    name,
    table,
    kind: 'update',
    args: z.object({ id }),
    // When it was restored stays (reports count restorations; the flag itself is gone).
    patch: (_a, ctx) => ({
      spam_reason: null,
      spam_at: null,
      spam_restored_at: ctx.now.toISOString(),
    }),
    failureMessage,
  });
}

/** Deletes a row (a tombstone, so every copy forgets it). */
export function deleteMutation<const Name extends string>(
  name: Name,
  table: SyncedTableName,
  id: z.ZodType<string>,
  failureMessage: string,
) {
  return defineMutation({
    name,
    table,
    kind: 'delete',
    args: z.object({ id }),
    patch: () => ({}),
    failureMessage,
  });
}

export const TRASH_MESSAGES = {
  undeleteFailed: 'Failed to restore the record. Please try again.',
  purgeFailed: 'Failed to delete the record permanently. Please try again.',
  notInTrash: 'This record is not in the trash.',
} as const;

/**
 * The trash of a table: `<prefix>.delete` moves a row there (its Undo is `.undelete`),
 * `<prefix>.undelete` restores it, `<prefix>.purge` deletes it for good before the 30 days are
 * up. `unique` names the indexes a restored row may collide on (a slug taken meanwhile).
 */
export function trashMutations<const Prefix extends string>(
  prefix: Prefix,
  table: SyncedTableName,
  id: z.ZodType<string>,
  deleteFailed: string,
  unique?: Readonly<Record<string, { field: string; message: string }>>,
) {
  const args = z.object({ id });
  return [
    defineMutation({
      ...deleteMutation(`${prefix}.delete`, table, id, deleteFailed),
      undo: (a) => ({ name: `${prefix}.undelete`, args: { id: a.id } }),
    }),
    defineMutation({
      name: `${prefix}.undelete`,
      table,
      kind: 'undelete',
      args,
      patch: () => ({ deleted_at: null }),
      failureMessage: TRASH_MESSAGES.undeleteFailed,
      ...(unique ? { unique } : {}),
    }),
    defineMutation({
      name: `${prefix}.purge`,
      table,
      kind: 'purge',
      args,
      patch: () => ({}),
      guard: (row) => (row.deleted_at ? null : TRASH_MESSAGES.notInTrash),
      failureMessage: TRASH_MESSAGES.purgeFailed,
    }),
  ] as const;
}

/** The Undo of a form's save: the same save, with every field as it was before. */
export function undoSave<const Name extends string>(name: Name) {
  return <A extends { id: string }>(a: A, before: Readonly<Record<string, unknown>>): UndoStep => ({
    name,
    args: {
      ...Object.fromEntries(Object.keys(a).map((field) => [field, before[field] ?? null])),
      id: a.id,
    },
  });
}

/** The Undo of a change that sets `column` from the argument `arg`: the same change, as it was. */
export function undoSetting<const Name extends string>(name: Name, arg: string, column = arg) {
  return (a: { id: string }, before: Readonly<Record<string, unknown>>): UndoStep => ({
    name,
    args: { id: a.id, [arg]: before[column] ?? null },
  });
}
