/**
 * mutate(): a change is checked with the same zod schema the server uses, applied to the local
 * row at once (the screen changes before the server knows), and queued for the push, all in
 * one transaction, so the row, its shadow and the queue never disagree.
 */
import type { MutationDef } from '../../../shared/admin/mutation.ts';
import {
  MUTATIONS,
  type MutationArgs,
  type MutationName,
} from '../../../shared/admin/mutations.ts';
import { SYNCED_TABLES } from '../../../shared/sync/tables.ts';
import type { SyncDb } from './db.ts';

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

/** The record is not in the local copy (deleted here or elsewhere, or never pulled). */
export class MissingRowError extends Error {
  constructor() {
    super(MUTATE_MESSAGES.missingRow);
    this.name = 'MissingRowError';
  }
}

export type Mutate = <N extends MutationName>(name: N, args: MutationArgs<N>) => Promise<void>;

export interface MutateOptions {
  db: SyncDb;
  now: () => Date;
  actorEmail: string;
  /** Called after the change is queued: starts a push. */
  onQueued: () => void;
}

const BASE_VERSION_TABLES = new Set<string>(
  SYNCED_TABLES.filter((t) => t.conflict === 'base-version').map((t) => t.name),
);

export function createMutate(options: MutateOptions): Mutate {
  const { db } = options;
  return async (name, args) => {
    const def: MutationDef | undefined = MUTATIONS.get(name);
    if (!def) throw new Error(MUTATE_MESSAGES.unknownMutation(name));
    const parsed = def.args.safeParse(args);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      throw new MutationValidationError(name, fields);
    }
    const data = parsed.data;
    const now = options.now();
    const table = db.rows(def.table);
    await db.transaction('rw', [table, db._mutations, db._shadows], async () => {
      const row = await table.get(data.id);
      if (!row) throw new MissingRowError();
      // The same patch the server computes, from the row as this copy has it.
      const patch =
        def.kind === 'update' ? def.patch(data, { now, actorEmail: options.actorEmail, row }) : {};
      const shadow = await db._shadows.get([def.table, data.id]);
      // The first pending change keeps the server's copy: what a rollback returns to.
      if (!shadow) await db._shadows.put({ table: def.table, rowId: data.id, row });
      if (def.kind === 'delete') await table.delete(data.id);
      else await table.put({ ...row, ...patch });
      await db._mutations.add({
        id: crypto.randomUUID(),
        name,
        args: data,
        table: def.table,
        rowId: data.id,
        kind: def.kind,
        patch,
        ...(BASE_VERSION_TABLES.has(def.table)
          ? { baseVersion: (shadow?.row ?? row).version }
          : {}),
        createdAt: now.toISOString(),
        status: 'pending',
      });
    });
    options.onQueued();
  };
}
