/**
 * The sync protocol's shapes (GET /api/sync/pull, POST /api/sync/push, GET /api/sync/events),
 * shared by the server, the browser engine and the desktop app.
 *
 * Versions are PostgreSQL bigints from one sequence; they travel as decimal strings so no
 * precision is lost. Compare them with `compareVersions`, never as text.
 */
import { z } from 'zod';
import type { SyncedTableName } from './tables.ts';

/** A row as the server stores it: every column (minus the table's `omit`), dates as ISO text. */
export type SyncRow = Record<string, unknown> & {
  id: string;
  /** Decimal string. */
  version: string;
  /** ISO time of the soft delete; a row with it set is a tombstone. */
  deleted_at: string | null;
};

export interface SyncChange {
  table: SyncedTableName;
  row: SyncRow;
}

/** GET /api/sync/pull?since=<cursor>&limit=<n> → 200 */
export type PullResponse =
  | {
      reset: false;
      schemaVersion: number;
      /** Changed rows of every synced table in version order, tombstones included. */
      changes: SyncChange[];
      /** Pass as `since` next time: the version of the last change, or `since` when none. */
      cursor: string;
      hasMore: boolean;
      /**
       * Only on a pull from '0' (a first pull, or one after a reset): how many changes the whole
       * pull will bring, every synced table's rows with tombstones, counted in this page's
       * snapshot. For progress ("Copying 40,000 of 100,000 records…"); rows changed while the
       * pull runs may bring a few more.
       */
      total?: number;
      /** The server's clock when it answered (ISO): what "now" is for published-at and resends. */
      serverTime?: string;
      /** On a pull from zero: the purge horizon now; send it back as `horizon` on later pulls. */
      horizon?: string;
      /**
       * The scope the rows were read under (the user's role: which tables and columns it reads);
       * send it back as `scope` on later pulls.
       */
      scope?: string;
    }
  | {
      /**
       * The cursor is older than the tombstone horizon, or the copy was made under another scope
       * (`scope`, the user's role now): drop the local copy, pull from '0'.
       */
      reset: true;
      scope?: string;
      schemaVersion: number;
      message: string;
      serverTime?: string;
    };

export const versionString = z.string().regex(/^\d{1,19}$/, 'A version is a whole number.');

export const pullQuery = z.object({
  since: versionString.default('0'),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  /**
   * The purge horizon this copy was made under (`horizon` of its pull from zero). Deletions purged
   * before the copy began were never in it: a cursor below them is no reason to start over.
   */
  horizon: versionString.optional(),
  /** The scope this copy was made under (`scope` of its pulls); an administrator's when absent. */
  scope: z.string().max(40).optional(),
});

/** One queued change, named and with its arguments; `id` makes a retry safe (idempotent). */
export const mutationSchema = z.object({
  id: z.uuid(),
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'A change is named with letters, digits, dots and dashes.'),
  args: z.unknown(),
  /**
   * The row's version the edit started from: on base-version tables the whole row's, on
   * per-field tables the copy's the change was made on. That is what the device had seen of each
   * field: a colleague's change to the same field at a higher version is one it had not, so the
   * server keeps the colleague's value and answers a conflict (`newer`), whatever the clocks say.
   */
  baseVersion: versionString.optional(),
  /**
   * On per-field tables: when the change was made, by the server's clock as the client last
   * learnt it. Only told (the conflict notice's times, the audit log): it never decides which
   * change stands, since a device's estimate may be seconds or days off.
   */
  madeAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * This client's previous change to the same row, still unconfirmed when this one was made.
   * On base-version tables, the version that change produced counts as this one's base too:
   * two edits in a row by one person never conflict with each other.
   */
  after: z.uuid().optional(),
  /**
   * Present on a resend (an earlier push carried this mutation and its answer was lost): when it
   * was first sent, by the server's clock as the client last learnt it. Answers are kept for 30
   * days; a resend older than that cannot be told apart from a change never received, so it is
   * refused (`outcome_unknown`) rather than perhaps applied twice.
   */
  resentFrom: z.iso.datetime({ offset: true }).optional(),
});
export type Mutation = z.infer<typeof mutationSchema>;

export const pushRequestSchema = z.object({
  mutations: z.array(mutationSchema).min(1).max(100),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export type MutationResult =
  | { id: string; status: 'applied'; table: SyncedTableName; row: SyncRow }
  | {
      id: string;
      status: 'rejected';
      code: string;
      message: string;
      fields?: Record<string, string>;
    }
  | {
      id: string;
      status: 'conflict';
      table: SyncedTableName;
      /** The server's current row (a tombstone when it was deleted). */
      row: SyncRow;
      message: string;
      /** The colleagues' changes, unseen by the device, to the fields this one would overwrite. */
      newer?: NewerChange[];
    };

/** A colleague's change to a field that the device making a change had not seen (stale.ts). */
export interface NewerChange {
  field: string;
  /** The field's value now (JSON, as in a SyncRow). */
  value: unknown;
  /** The colleague's email; null for a change the server made itself (e.g. retention). */
  by: string | null;
  /** When it was made (ISO). */
  at: string;
}

/** POST /api/sync/push → 200 (results in the order of the mutations) */
export interface PushResponse {
  schemaVersion: number;
  results: MutationResult[];
}

/**
 * GET /api/sync/events: server-sent events. `event: changed` with data `{"version":"123"}`
 * whenever rows reach a new version; a `: ping` comment every 25 s keeps proxies from closing it.
 */
export interface ChangedEvent {
  version: string;
}
export const SYNC_EVENTS_HEARTBEAT_MS = 25_000;

/** Numeric order of two decimal version strings. */
export function compareVersions(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
