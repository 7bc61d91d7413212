/**
 * What the person is told about their changes that did not stick (back-office §8): the
 * server refused one, someone else deleted the record first, or a later change replaced it.
 * Notices stay in `_notices` until dismissed, so a reload does not lose them.
 */
import type { SyncRow } from '../../../shared/sync/protocol.ts';
import type { SyncDb, SyncNotice } from './db.ts';

export const SYNC_MESSAGES = {
  deletedElsewhere: 'This record was deleted by someone else, so your change was not saved.',
  deletedAfterYourChange: 'Someone else deleted this record after your change to it.',
  unknownMutation: 'This change can no longer be saved: the back office was updated.',
  schemaMismatch: 'The back office was updated. Reload the page to continue syncing.',
  resetLoop: 'The server asked for a full reload of the data twice in a row.',
  scopeChanged:
    'Your role has changed. The back office now opens the records your new role may see.',
  roleLost: 'Your role no longer allows this change, so it was not saved.',
  offline: 'You are offline. Changes are saved on this device and sent when you reconnect.',
  // The server refused the request that carried the change as a whole (413, 422): sending it
  // again would meet the same answer, so the change is taken out of the queue.
  tooLarge: 'This change is too large to save. Shorten the text and save again.',
  unprocessable: 'The server cannot accept this change as it is. Check it and save again.',
} as const;

/** "Your change to assigned to was replaced …: now anna@example.com" */
export function overwrittenMessage(field: string, value: unknown): string {
  return `Your change to ${humanField(field)} was replaced by a later change from someone else: now ${humanValue(value)}.`;
}

function humanField(field: string): string {
  return field.replaceAll('_', ' ');
}

function humanValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function addNotice(
  db: SyncDb,
  notice: Omit<SyncNotice, 'id' | 'createdAt'>,
  now: Date,
): Promise<void> {
  await db._notices.add({ ...notice, id: crypto.randomUUID(), createdAt: now.toISOString() });
}

export function isTombstone(row: SyncRow | null | undefined): boolean {
  return !!row && row.deleted_at !== null && row.deleted_at !== undefined;
}
