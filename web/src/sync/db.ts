/**
 * The signed-in admin's local copy of the synced tables (one Dexie database per admin, apart
 * from the public form outbox, so signing out or resetting admin data never drops a visitor's
 * queued submission), plus the engine's own bookkeeping tables, whose names start with `_`.
 */
import { Dexie, type Table } from 'dexie';
import { readableTables, STAFF_ROLES, type StaffRole } from '../../../shared/admin/access.ts';
import type { MutationKind } from '../../../shared/admin/mutation.ts';
import type { NewerChange, SyncRow } from '../../../shared/sync/protocol.ts';
import { SYNC_SCHEMA_VERSION, type SyncedTableName } from '../../../shared/sync/tables.ts';
import { createLocalTable, type LocalTable } from './local-table.ts';
import type { KeptUpload } from './uploads.ts';

/** A change made here and not yet confirmed by the server, in the order it was made. */
export interface QueuedMutation {
  /** Auto-increment: the order mutations are pushed and replayed in. */
  seq?: number;
  /** The idempotency key: a retry after a lost answer is the same mutation to the server. */
  id: string;
  name: string;
  args: Record<string, unknown> & { id: string };
  table: SyncedTableName;
  rowId: string;
  kind: MutationKind;
  /**
   * The columns the mutation set, computed once when it was made: replaying it over a newer
   * server row must give the same result every time (the patch may depend on the clock).
   */
  patch: Record<string, unknown>;
  /**
   * The server version the change was made on: on base-version tables the edit's start, on
   * per-field tables the copy's (with `madeAt`).
   */
  baseVersion?: string;
  /**
   * On `undelete`: the row as this device last showed it, shown again at once when the device
   * no longer holds it (a row out of the trash); the server's copy replaces it when it comes.
   */
  restores?: SyncRow;
  /** On per-field tables: when the change was made, by the server's clock (protocol `madeAt`). */
  madeAt?: string;
  /** The previous change to this row still queued when this one was made (protocol `after`). */
  after?: string;
  createdAt: string;
  /** `sent` once a push carried it: the server may already have it (a resend is harmless). */
  status: 'pending' | 'sent';
  /**
   * When a push first carried it, by the server's clock (server-clock.ts): a resend says so, and
   * the server refuses one older than the answers it keeps rather than perhaps apply it twice.
   */
  firstSentAt?: string;
}

/** The server's copy of a row that has pending local changes (what a rollback returns to). */
export interface ShadowRecord {
  table: SyncedTableName;
  rowId: string;
  row: SyncRow;
}

export interface MetaRecord {
  /**
   * serverOffsetMs: the server's clock minus this device's, from the last pull (server-clock.ts).
   * copying: a pull from zero not finished yet, its CopyProgress as JSON (pull.ts): a copy cut
   * short (a closed tab, the network gone) is still one when it is taken up again.
   */
  key: 'cursor' | 'schemaVersion' | 'lastSyncedAt' | 'serverOffsetMs' | 'horizon' | 'copying';
  value: string;
}

export type NoticeKind = 'rejected' | 'conflict' | 'overwritten';

/** Something the person must be told: a change of theirs the server refused or replaced. */
export interface SyncNotice {
  id: string;
  kind: NoticeKind;
  /** The mutation's name (e.g. `contact.setStatus`). */
  mutation: string;
  table: SyncedTableName;
  rowId: string;
  message: string;
  /** The server's row as it now stands; null when the server sent none. */
  row: SyncRow | null;
  /** For `overwritten`: the column whose value was replaced. */
  field?: string;
  /**
   * A refusal that trying again would not change (the record's state, a value taken, a request
   * refused whole): `message` is the server's reason, and screens show it instead of their
   * "Please try again" failure text.
   */
  final?: boolean;
  /** The queued change this notice is about (absent on `overwritten`). */
  mutationId?: string;
  /**
   * For a refused or conflicting change: the columns it tried to set, so an editor can show
   * the person's version beside the server's and nothing typed is lost.
   */
  attempted?: Record<string, unknown>;
  /**
   * For a change a colleague's newer one kept from applying (protocol `newer`): their changes,
   * and this change's arguments and time, so the person can apply it anyway.
   */
  newer?: NewerChange[];
  args?: Record<string, unknown>;
  madeAt?: string;
  createdAt: string;
}

/**
 * A field this client set that the server accepted, kept for a while: a later pull that brings
 * another value for it means someone else's later change replaced it.
 */
export interface AppliedField {
  table: SyncedTableName;
  rowId: string;
  field: string;
  value: unknown;
  /** The row's version right after this client's change. */
  version: string;
  mutation: string;
  appliedAt: string;
}

export type LocalRow = SyncRow;

/**
 * One record of a table's packed pages (packed.ts): many rows in one IndexedDB record, since
 * IndexedDB's cost is per record, not per byte. Page -1 is the header.
 */
export interface PageRecord {
  page: number;
  /**
   * The newest copy of each of its rows this page holds (rows, and tombstones: deleted_at set), as
   * JSON text: one string is stored and read back faster than as many objects (about a quarter,
   * at 100,000 rows in Chromium), and the rows are JSON from the server in the first place.
   */
  json: string;
}

/** Page -1 of a table's pages: changed with every write to them. */
export interface PagesHeader {
  page: -1;
  /** New on every write: a reader holding the pages of another stamp reads them again. */
  stamp: string;
  /** The number the next page gets: pages are numbered in the order they were written. */
  next: number;
}

export type SyncDb = Dexie & {
  /** The synced tables this copy holds: those its user's role reads (shared/admin/access.ts). */
  readable: readonly SyncedTableName[];
  _mutations: Table<QueuedMutation, number>;
  _shadows: Table<ShadowRecord, [string, string]>;
  _meta: Table<MetaRecord, string>;
  _notices: Table<SyncNotice, string>;
  _applied: Table<AppliedField, [string, string, string]>;
  /** Pictures chosen offline, kept until uploaded (uploads.ts). */
  _uploads: Table<KeptUpload, string>;
  /**
   * The rows of the synced table called `name`, as this device shows them (local-table.ts): its
   * packed pages with the changes not yet folded into them on top.
   */
  rows(name: SyncedTableName): LocalTable;
  /** The table's changes not yet folded into its pages, a row per record (packed.ts). */
  delta(name: SyncedTableName): Table<LocalRow, string>;
  /** The table's packed pages (packed.ts). */
  pages(name: SyncedTableName): Table<PageRecord | PagesHeader, number>;
  /** What a transaction that reads or writes the table's rows must include. */
  stores(name: SyncedTableName): Table[];
};

/** Bumped when the internal tables change shape; the synced tables follow SYNC_SCHEMA_VERSION. */
const LOCAL_LAYOUT_VERSION = 5;

/**
 * The database of one person under one role: a role's copy holds only the tables it reads, so a
 * changed role opens another database (and the old one is deleted, schema.ts).
 */
export function syncDbName(userId: string, role: StaffRole = 'admin'): string {
  return role === 'admin' ? `lumen-admin-${userId}` : `lumen-admin-${userId}-${role}`;
}

/** Every database name a person's copies can have, one per staff role. */
export function syncDbNames(userId: string): string[] {
  return STAFF_ROLES.map((role) => syncDbName(userId, role));
}

export function createSyncDb(name: string, role: StaffRole = 'admin'): SyncDb {
  // 'immutable': live queries share frozen results instead of cloning them, so a list over
  // 10,000 rows re-filtered on every keystroke reads IndexedDB once, not once per keystroke.
  const db = new Dexie(name, { cache: 'immutable' }) as SyncDb;
  const stores: Record<string, string> = {
    _mutations: '++seq, &id, [table+rowId]',
    _shadows: '[table+rowId]',
    _meta: 'key',
    _notices: 'id, createdAt',
    _applied: '[table+rowId+field], [table+rowId], appliedAt',
    _uploads: 'id',
  };
  // Each synced table is two stores: its packed pages, and its changes since they were written,
  // by primary key alone (every read goes through the rows held in memory, table-cache.ts).
  // The changes' store keeps the table's name: a copy of an earlier layout, a row per record,
  // is such a store, and is folded into pages on its first start (upgrade in place).
  const readable = readableTables(role);
  for (const table of readable) {
    stores[table.name] = 'id';
    stores[pagesStoreName(table.name)] = 'page';
  }
  // The IndexedDB version follows both schemas, so a change to either upgrades the database.
  db.version(SYNC_SCHEMA_VERSION * 100 + LOCAL_LAYOUT_VERSION).stores(stores);
  db.delta = (table) => db.table<LocalRow, string>(table);
  db.pages = (table) => db.table<PageRecord | PagesHeader, number>(pagesStoreName(table));
  db.stores = (table) => [db.delta(table), db.pages(table)];
  db.rows = (table) => createLocalTable(db, table);
  db.readable = readable.map((t) => t.name);
  return db;
}

/** The store of a table's packed pages. */
export function pagesStoreName(table: SyncedTableName): string {
  return `_pages_${table}`;
}

export async function getMeta(db: SyncDb, key: MetaRecord['key']): Promise<string | undefined> {
  return (await db._meta.get(key))?.value;
}

export function setMeta(db: SyncDb, key: MetaRecord['key'], value: string): Promise<string> {
  return db._meta.put({ key, value });
}

/** Every store of the synced tables (their pages and their changes), for a transaction's scope. */
export function syncedTables(db: SyncDb): Table[] {
  return db.readable.flatMap((name) => db.stores(name));
}
