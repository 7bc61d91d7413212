/**
 * Pull: fetch the rows changed since the cursor, page by page, and apply each page together
 * with its new cursor in one Dexie transaction, so a crash or a closed tab never leaves a page
 * half-applied or the cursor ahead of the data (ARCHITECTURE.md, "Sync protocol").
 */
import type { PullResponse, SyncChange, SyncRow } from '../../../shared/sync/protocol.ts';
import {
  isSyncedTable,
  PULL_LIMIT_MAX,
  SYNC_SCHEMA_VERSION,
  type SyncedTableName,
} from '../../../shared/sync/tables.ts';
import { getMeta, type SyncDb, setMeta, syncedTables } from './db.ts';
import { appendToPages } from './fold.ts';
import { checkOverwritten } from './lost-changes.ts';
import { SYNC_MESSAGES } from './notices.ts';
import { tombstone } from './packed.ts';
import { measureSince } from './perf.ts';
import { settleRow } from './rows.ts';
import { learnServerTime } from './server-clock.ts';
import type { CopyProgress } from './status.ts';
import { followCopy } from './table-cache.ts';
import type { SyncTransport } from './transport.ts';

export interface PullOptions {
  db: SyncDb;
  transport: SyncTransport;
  signal: AbortSignal;
  now: () => Date;
  /** Rows per page; the server's most by default (fewer round trips and transactions). */
  limit?: number;
  /**
   * How far a copy from zero is: told when the pull starts and after each page written, null
   * once the copy is complete (and all along for a pull that is not one).
   */
  onProgress?: (copying: CopyProgress | null) => void;
  /** The role whose tables the copy holds (shared/admin/access.ts syncScope); an admin's if left out. */
  scope?: string;
}

/**
 * The server reads for another role than this copy was made for (the person's role changed):
 * the copy is left as it is, and the person's session is checked again, which opens the copy
 * of their new role.
 */
export class ScopeChangedError extends Error {
  constructor(readonly scope: string) {
    super(SYNC_MESSAGES.scopeChanged);
    this.name = 'ScopeChangedError';
  }
}

/** The server speaks another schema version than this build: only a reload can fix it. */
export class SyncSchemaError extends Error {
  constructor() {
    super(SYNC_MESSAGES.schemaMismatch);
    this.name = 'SyncSchemaError';
  }
}

export const PULL_MEASURE = 'lumen:sync-pull';
/** One pulled page written to the local copy (part of a pull). */
export const APPLY_MEASURE = 'lumen:sync-apply';

/**
 * Pulls until the server has nothing more; returns the cursor reached. The next page is asked
 * for while the current one is being written (its cursor is in the answer), so the server's
 * work and the transfer overlap the IndexedDB writes. A pull from zero (a first pull, one after a
 * reset, or one of those cut short and taken up again) is a copy: its progress is kept with each
 * page and told to `onProgress`, so screens can wait for the copy instead of re-reading tables.
 */
export async function pullAll(options: PullOptions): Promise<string> {
  const { db, transport, signal, now } = options;
  const scope = options.scope ?? 'admin';
  const limit = options.limit ?? PULL_LIMIT_MAX;
  const start = performance.now();
  let resets = 0;
  let since = (await getMeta(db, 'cursor')) ?? '0';
  let copying = since === '0' ? FROM_ZERO : await copyInProgress(db);
  const report = options.onProgress ?? (() => {});
  report(copying);
  // The purge horizon this copy was made under: deletions purged before it never were in it.
  let horizon = since === '0' ? undefined : await getMeta(db, 'horizon');
  // A copy from zero begun here is followed in memory (table-cache.ts), not one taken up again.
  if (since === '0') await followCopy(db);
  // A copy asks a small first page: nothing is written until the first answer is in.
  const first = copying ? Math.min(limit, FIRST_COPY_PAGE) : limit;
  // Each answer with when it was asked for and when it arrived, so the server's clock is learnt
  // from the middle of the round trip, not from when the page is written (server-clock.ts).
  const ask = (from: string, rows: number, after: string | undefined): Promise<Heard> => {
    const sent = now();
    return transport
      .pull(from, rows, signal, after, scope)
      .then((page) => ({ page, sent, received: now() }));
  };
  let next = ask(since, first, horizon);
  for (;;) {
    const { page, ...heard } = await next;
    if (page.schemaVersion !== SYNC_SCHEMA_VERSION) throw new SyncSchemaError();
    // The person's role changed: this copy is not theirs to extend (the engine of the new role
    // opens its own); nothing of the answer is written.
    if (page.scope !== undefined && page.scope !== scope) throw new ScopeChangedError(page.scope);
    if (page.reset) {
      // A reset answered to a pull from zero would repeat for ever.
      if (since === '0' || resets > 0) throw new Error(SYNC_MESSAGES.resetLoop);
      resets += 1;
      // Told first, so screens stop reading before the tables empty.
      copying = FROM_ZERO;
      report(copying);
      await resetLocal(db);
      await followCopy(db);
      since = '0';
      horizon = undefined;
      next = ask(since, limit, undefined);
      continue;
    }
    if (page.horizon !== undefined) horizon = page.horizon;
    // A server that says "more" without moving the cursor would keep us here for ever.
    const more = page.hasMore && page.cursor !== since;
    if (more) {
      next = ask(page.cursor, limit, horizon);
      // Its failure is seen when it is awaited; until then it must not count as unhandled.
      next.catch(() => {});
    }
    const applying = performance.now();
    if (copying) {
      copying = more ? counted(copying, page) : null;
      await applyPage(db, page, now(), copying, heard);
      report(copying);
    } else await applyPage(db, page, now(), undefined, heard);
    measureSince(APPLY_MEASURE, applying);
    if (!more) break;
    since = page.cursor;
  }
  measureSince(PULL_MEASURE, start);
  return (await getMeta(db, 'cursor')) ?? '0';
}

const FROM_ZERO: CopyProgress = { copied: 0, total: null };

/** A pull answer, with when it was asked for and when it arrived (this device's clock). */
interface Heard<P extends PullResponse = PullResponse> {
  page: P;
  sent: Date;
  received: Date;
}

/**
 * Rows asked for in the first page of a copy from zero. Nothing is written until the first
 * answer is in, and 1,000 rows come back in a fraction of the time of 5,000: the local writes
 * begin while the server reads the next, full page (issue #24, `npm run bench:sync -- --rows`).
 */
export const FIRST_COPY_PAGE = 1000;

/**
 * The progress of a copy from zero that an earlier pull began and did not finish (its pages are
 * written, its cursor is past zero); null when there is none.
 */
export async function copyInProgress(db: SyncDb): Promise<CopyProgress | null> {
  const stored = await getMeta(db, 'copying');
  if (stored === undefined) return null;
  try {
    const { copied, total } = JSON.parse(stored) as Partial<CopyProgress>;
    if (typeof copied === 'number') {
      return { copied, total: typeof total === 'number' ? total : null };
    }
  } catch {
    // Unreadable: still a copy in progress, counted anew.
  }
  return FROM_ZERO;
}

/** The progress once `page` is written. */
function counted(before: CopyProgress, page: PageResponse): CopyProgress {
  const copied = before.copied + page.changes.length;
  const total = page.total ?? before.total;
  // A row changed while the copy runs comes again at its new version: the total is a floor.
  return { copied, total: total === null ? null : Math.max(total, copied) };
}

/** Drops the local copy (keeping changes not yet pushed: they replay when the rows return). */
export async function resetLocal(db: SyncDb): Promise<void> {
  await db.transaction('rw', [...syncedTables(db), db._shadows, db._meta], async () => {
    await Promise.all(syncedTables(db).map((t) => t.clear()));
    await db._shadows.clear();
    await setMeta(db, 'cursor', '0');
    await db._meta.delete('copying');
    await db._meta.delete('horizon');
  });
}

type PageResponse = Extract<PullResponse, { reset: false }>;

/**
 * Writes one page and its cursor. `copying`, on a pull from zero: the progress after this page,
 * kept with it (null: the copy is complete with this page); left out on other pulls. `heard`:
 * when the page was asked for and arrived, to learn the server's clock from (else `now`).
 * A copy's rows are written as packed pages; other pulls' rows into the delta (packed.ts).
 */
export async function applyPage(
  db: SyncDb,
  page: PageResponse,
  now: Date,
  copying?: CopyProgress | null,
  heard: Omit<Heard, 'page'> = { sent: now, received: now },
): Promise<void> {
  // Only the stores of the tables in the page: an empty pull (every reload's first) then does
  // not queue behind, nor hold up, the reads of a screen's pages.
  const inPage = new Set(page.changes.map((change) => change.table));
  const tables = [
    ...db.readable.filter((table) => inPage.has(table)).flatMap((table) => db.stores(table)),
    db._mutations,
    db._shadows,
    db._meta,
    db._applied,
    db._notices,
  ];
  await db.transaction('rw', tables, async () => {
    // Most rows of a page have nothing pending here: those are written in bulk; the few with
    // local changes (or fields being watched for lost changes) go one by one.
    const key = (table: string, id: string) => `${table}\u0000${id}`;
    const special = new Set<string>();
    for (const m of await db._mutations.toArray()) special.add(key(m.table, m.rowId));
    for (const s of await db._shadows.toArray()) special.add(key(s.table, s.rowId));
    const watched = new Set<string>();
    for (const a of await db._applied.toArray()) watched.add(key(a.table, a.rowId));

    const plain = new Map<SyncedTableName, Map<string, SyncRow>>();
    // Usually (a first copy among them) no row of the page is special: no key is made per row.
    const anySpecial = special.size > 0 || watched.size > 0;
    for (const change of page.changes) {
      if (!isKnownChange(change)) continue;
      if (anySpecial) {
        const k = key(change.table, change.row.id);
        if (watched.has(k)) await checkOverwritten(db, change.table, change.row, now);
        if (special.has(k)) {
          await settleRow(db, change.table, change.row);
          continue;
        }
      }
      let rows = plain.get(change.table);
      if (!rows) {
        rows = new Map<string, SyncRow>();
        plain.set(change.table, rows);
      }
      rows.set(change.row.id, change.row);
    }
    for (const [table, rows] of plain) {
      if (copying === undefined) await writePlain(db, table, [...rows.values()]);
      else await appendToPages(db, table, [...rows.values()]);
    }
    await setMeta(db, 'cursor', page.cursor);
    if (page.horizon !== undefined) await setMeta(db, 'horizon', page.horizon);
    if (copying) await setMeta(db, 'copying', JSON.stringify(copying));
    else if (copying === null) await db._meta.delete('copying');
    await setMeta(db, 'lastSyncedAt', now.toISOString());
    await learnServerTime(db, page.serverTime, heard.sent, heard.received);
  });
}

/** A server newer than this build may sync tables it does not know yet: skip those. */
function isKnownChange(change: SyncChange): boolean {
  return isSyncedTable(change.table) && typeof change.row?.id === 'string';
}

/**
 * Rows without local changes, after the copy: the server row is the visible row, a tombstone
 * deletes it. No version check against the local row (a read per row would slow the pull): pages
 * come in version order, and pulls and pushes take turns, so a pulled row is never older than one
 * a push answer wrote before it.
 */
async function writePlain(db: SyncDb, table: SyncedTableName, rows: SyncRow[]): Promise<void> {
  const written = rows.map((row) =>
    row.deleted_at !== null && row.deleted_at !== undefined ? tombstone(row.id, row.version) : row,
  );
  // In slices: IndexedDB copies each row on the main thread as it is put, so a page of 5,000
  // in one call held the page for a few hundred milliseconds; between slices the page answers
  // input (issue #24: no task over 200 ms during the first pull). The transaction is one.
  for (let i = 0; i < written.length; i += WRITE_SLICE) {
    await db.delta(table).bulkPut(written.slice(i, i + WRITE_SLICE));
  }
}

/** Rows put in one call while a pulled page is written. */
const WRITE_SLICE = 1000;
