/**
 * A named back-office change: its zod schema (the server is the authority, the browser checks
 * first), the row it changes and what it sets. The server applies `patch` in SQL; the browser
 * applies the same patch to its local copy at once, so a screen changes before the server knows.
 */
import { z } from 'zod';
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
   * `delete` soft-deletes the row (a tombstone).
   */
  kind: 'insert' | 'update' | 'delete';
  /** The columns to set, with dates as ISO strings. Not used for `delete`. */
  patch(args: Args, ctx: MutationContext): Record<string, unknown>;
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
    patch: () => ({ spam_reason: null, spam_at: null }),
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
