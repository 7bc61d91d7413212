/**
 * The trash: rows deleted from the lead, post and entity screens stay there, restorable, for
 * TOMBSTONE_RETENTION_DAYS, then the daily purge deletes them for good. Every table whose
 * mutations include a restore (`<prefix>.undelete`, mutation.ts trashMutations) has a trash.
 */
import { z } from 'zod';
import type { SyncRow } from '../sync/protocol.ts';
import type { SyncedTableName } from '../sync/tables.ts';
import { MUTATIONS } from './mutations.ts';

export interface TrashTable {
  table: SyncedTableName;
  /** The prefix of its mutations: `<prefix>.delete`, `.undelete`, `.purge`. */
  prefix: string;
}

export const TRASH_TABLES: readonly TrashTable[] = [...MUTATIONS.values()]
  .filter((m) => m.kind === 'undelete')
  .map((m) => ({ table: m.table, prefix: m.name.slice(0, -'.undelete'.length) }));

const TRASH_TABLE_NAMES = TRASH_TABLES.map((t) => t.table) as [
  SyncedTableName,
  ...SyncedTableName[],
];

export const TRASH_PAGE_SIZE = 50;

export const trashQuerySchema = z.object({
  table: z.enum(TRASH_TABLE_NAMES, 'Choose a kind of record that has a trash.').optional(),
  page: z.coerce
    .number('Enter a page number.')
    .int('Enter a whole page number.')
    .min(1, 'Enter a page number of at least 1.')
    .max(10_000, 'Enter a page number of at most 10,000.')
    .default(1),
});

export type TrashQuery = z.infer<typeof trashQuerySchema>;

export interface TrashItem {
  table: SyncedTableName;
  /** The row as it was deleted (as the sync sends it), to show again at once on restore. */
  row: SyncRow;
  deletedAt: string;
  /** Who deleted it (from the audit log); null when the server did (retention). */
  deletedBy: string | null;
  /** When the daily purge deletes it for good. */
  purgeAt: string;
}

export interface TrashPage {
  items: TrashItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The restore and permanent-delete mutations of a table with a trash. */
export function trashMutationNames(table: SyncedTableName): { undelete: string; purge: string } {
  const found = TRASH_TABLES.find((t) => t.table === table);
  if (!found) throw new Error(`${table} has no trash.`);
  return { undelete: `${found.prefix}.undelete`, purge: `${found.prefix}.purge` };
}
