/**
 * A triage change must not undo a colleague's decision that the person making it had not seen.
 * Per-field tables keep, in `field_changes` (migrations/0018_field_changes.sql), who last changed
 * each field, when they said they made that change and the version it produced. A change carries
 * the version of the row its device had when it was made (`baseVersion`): every field the device
 * showed was at that version or older. A colleague's change to the same field at a higher version
 * is one the device had not seen, so the two are concurrent and the colleague's value stays; the
 * person is told and may apply theirs again from the row as it is now.
 *
 * No device clock takes part: a clock estimate that is a second or a day off would otherwise
 * decide which decision stands. The times are kept only to tell the person who chose what, when.
 */
import type { NewerChange } from '../../../shared/sync/protocol.ts';
import { toJsonValue } from '../sync/rows.ts';

/** One entry of `field_changes`. */
interface FieldChange {
  v: string;
  uid: string | null;
  by: string | null;
  at: string;
}

export interface ChangeOrigin {
  actorId: string;
  /** The version of the row the change was made on: what its device had seen. */
  baseVersion: string;
}

/**
 * When a change was made, for the record and the notices: the client's word for it (its estimate
 * of this server's clock), but never later than now; a missing or unreadable time is now.
 */
export function madeAtOf(sent: string | undefined, now: Date): Date {
  const at = sent === undefined ? Number.NaN : Date.parse(sent);
  return Number.isFinite(at) && at < now.getTime() ? new Date(at) : now;
}

/**
 * The colleagues' changes to `columns` of `row` that the device making the change described by
 * `origin` had not seen: made at a version above its base. The person's own changes, from any
 * device, never count (they are ordered by the person's own queue).
 */
export function unseenChanges(
  row: Readonly<Record<string, unknown>>,
  columns: readonly string[],
  origin: ChangeOrigin,
): NewerChange[] {
  const changes = (row.field_changes ?? {}) as Readonly<Record<string, FieldChange | undefined>>;
  const base = BigInt(origin.baseVersion);
  const unseen: NewerChange[] = [];
  for (const field of columns) {
    const change = changes[field];
    if (!change || change.uid === origin.actorId || BigInt(change.v) <= base) continue;
    unseen.push({ field, value: toJsonValue(row[field]), by: change.by, at: change.at });
  }
  return unseen;
}
