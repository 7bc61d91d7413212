/**
 * A triage change queued offline must not undo a colleague's newer decision. Per-field tables
 * keep, in `field_changes` (migrations/0018_field_changes.sql), who last changed each field,
 * when that change was made and the version it produced. A change is stale for a field when
 * someone else changed that field after the copy the change was made on (a higher version than
 * its base) and later than the change was made. Online, a change is made after everything its
 * copy has seen and lands at once, so later really is later and it applies as before.
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
  /** The version of the row the change was made on. */
  baseVersion: string;
  /** When it was made (the server's clock). */
  madeAt: Date;
}

/**
 * When a change was made: the client's word for it (its estimate of this server's clock), but
 * never later than now; a missing or unreadable time is now.
 */
export function madeAtOf(sent: string | undefined, now: Date): Date {
  const at = sent === undefined ? Number.NaN : Date.parse(sent);
  return Number.isFinite(at) && at < now.getTime() ? new Date(at) : now;
}

/** The colleagues' changes to `columns` of `row` that are newer than the change `origin` describes. */
export function newerChanges(
  row: Readonly<Record<string, unknown>>,
  columns: readonly string[],
  origin: ChangeOrigin,
): NewerChange[] {
  const changes = (row.field_changes ?? {}) as Readonly<Record<string, FieldChange | undefined>>;
  const base = BigInt(origin.baseVersion);
  const newer: NewerChange[] = [];
  for (const field of columns) {
    const change = changes[field];
    if (!change || change.uid === origin.actorId) continue;
    if (BigInt(change.v) <= base || Date.parse(change.at) <= origin.madeAt.getTime()) continue;
    newer.push({ field, value: toJsonValue(row[field]), by: change.by, at: change.at });
  }
  return newer;
}
