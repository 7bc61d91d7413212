/**
 * The sync engine of one signed-in admin: pulls the server's changes, pushes local ones, and
 * keeps doing so while the screens are open (events stream, with polling while it is down;
 * `online` events; retries with backoff). Screens never talk to it directly except through
 * mutate() and the hooks; everything they show comes from the local database.
 */
import { Dexie, liveQuery, type Subscription } from 'dexie';
import { isStaff, screenAccess, syncScope } from '../../../shared/admin/access.ts';
import { compareVersions } from '../../../shared/sync/protocol.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { SessionUser } from '../features/auth/session.ts';
import { NetworkError } from '../lib/api.ts';
import { createSyncDb, getMeta, type SyncDb, syncDbName, syncDbNames } from './db.ts';
import { foldLarge } from './fold.ts';
import { createMutate, createMutateMany, type Mutate, type MutateMany } from './mutate.ts';
import { Backoff, browserNetwork, type NetworkMonitor, sleep } from './network.ts';
import { copyInProgress, pullAll, ScopeChangedError } from './pull.ts';
import { pushAll } from './push.ts';
import { adoptOtherCopies, prepareSyncDb } from './schema.ts';
import { createStatusStore, type StatusStore } from './status.ts';
import { forgetTables, tableRows } from './table-cache.ts';
import { createWebTransport, type SyncTransport } from './transport.ts';
import { createUndoStore, type UndoStore } from './undo.ts';

export interface SyncTiming {
  /** First and longest wait before retrying after a failure. */
  retryMinMs: number;
  retryMaxMs: number;
  /** Pull interval while the events stream is down. */
  pollMs: number;
  /** Second look after a pull that did not reach an announced version (commit still in flight). */
  recheckMs: number;
}

const DEFAULT_TIMING: SyncTiming = {
  retryMinMs: 1_000,
  retryMaxMs: 30_000,
  pollMs: 30_000,
  recheckMs: 1_000,
};

export interface SyncEngineOptions {
  user: SessionUser;
  transport?: SyncTransport;
  now?: () => Date;
  timing?: Partial<SyncTiming>;
  network?: NetworkMonitor;
  /** Rows per pull request; the server's most when left out (fewer round trips on a first pull). */
  pullLimit?: number;
  /**
   * The server now reads for another role than this engine's (the person's role changed): the
   * engine stops pulling; the session should be checked again, which starts the new role's.
   */
  onScopeChanged?: () => void;
}

export interface SyncEngine {
  /** The signed-in admin whose copy this is. */
  user: SessionUser;
  db: SyncDb;
  mutate: Mutate;
  /** The same change to many rows at once (bulk actions), see createMutateMany. */
  mutateMany: MutateMany;
  /** The Undo of the latest single change that can be taken back. */
  undo: UndoStore;
  /** Pushes what is queued, then pulls; resolves when done (failures show in `status`). */
  syncNow(): Promise<void>;
  status: StatusStore;
  pendingCount(): Promise<number>;
  /** Pushes what it can before the session ends; says how many changes would be lost. */
  flushBeforeSignOut(): Promise<{ pending: number }>;
  /** Stops and deletes this admin's local database (after sign-out). */
  destroyLocal(): Promise<void>;
  stop(): void;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { user } = options;
  const transport = options.transport ?? createWebTransport();
  const now = options.now ?? (() => new Date());
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const network = options.network ?? browserNetwork();
  if (!isStaff(user.role)) throw new Error('Only staff accounts sync the back office.');
  const role = user.role;
  const db = createSyncDb(syncDbName(user.id, role), role);
  const abort = new AbortController();
  const { signal } = abort;
  const status = createStatusStore({
    online: network.isOnline(),
    deviceOnline: network.isOnline(),
    phase: 'idle',
    lastSyncedAt: null,
    pending: 0,
    error: null,
    ready: false,
    copying: null,
  });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  let cursor = '0';
  let announced = '0';
  let recheckedFor = '';
  let streamUp = false;
  const retry = new Backoff(timing.retryMinMs, timing.retryMaxMs);
  let retryScheduled = false;

  const opened = prepareSyncDb(db, now()).then(async () => {
    // A copy kept a row per record (before packed pages, or changes piled up): packed first.
    await foldLarge(db);
    cursor = (await getMeta(db, 'cursor')) ?? '0';
    // A copy from zero cut short (a closed tab) is not data to show yet: it goes on first.
    const copying = cursor === '0' ? null : await copyInProgress(db);
    const ready = cursor !== '0' && copying === null;
    // The pages of every table are read now, one table after another, while the screen's own
    // code still loads: the screen then finds its rows in memory (table-cache.ts), and its own
    // table, asked for meanwhile, shares the main thread with one other at most. Begun before
    // the copies of other roles are looked for, which writes none of the tables read here.
    if (ready) void readAhead(db);
    await adoptOtherCopies(db, syncDbNames(user.id), role, now());
    status.set({ lastSyncedAt: (await getMeta(db, 'lastSyncedAt')) ?? null, ready, copying });
  });

  // Pulls and pushes take turns: a pull answer computed before a push was applied on the
  // server must not be written after that push's answer. Across tabs too (each tab runs an
  // engine on the same database), through a Web Lock where there is one.
  const lockName = `lumen-sync-${user.id}`;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = (run: () => Promise<void>): Promise<void> => {
    if (locks) return locks.request(lockName, { signal }, run);
    const next = turn.then(run);
    turn = next.catch(() => {});
    return next;
  };

  let scopeChanged = false;
  const failed = (err: unknown) => {
    if (signal.aborted) return;
    if (err instanceof ScopeChangedError) {
      // Pulling again would meet the same answer: this copy waits for the new role's engine.
      status.set({ phase: 'error', error: errorMessage(err) });
      if (!scopeChanged) options.onScopeChanged?.();
      scopeChanged = true;
      return;
    }
    // Not reached: the device's own network, or (online) the server or a proxy before it.
    if (err instanceof NetworkError) {
      status.set({ online: false, deviceOnline: network.isOnline(), phase: 'idle' });
    } else status.set({ phase: 'error', error: errorMessage(err) });
    if (retryScheduled) return;
    retryScheduled = true;
    later(retry.next(), () => {
      retryScheduled = false;
      void syncNow();
    });
  };
  const succeeded = () => {
    retry.reset();
    status.set({ online: true, deviceOnline: true, phase: 'idle', error: null });
  };
  /**
   * The server refused the last push (not the network): a pull going through afterwards proves
   * the connection, not the push, so it must neither hide the push's error nor reset its backoff
   * (else a push failing for good is retried every second, with nothing shown).
   */
  let pushRefused = false;

  const singleFlight = (run: () => Promise<void>) => {
    let running: Promise<void> | null = null;
    let again = false;
    return (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await exclusive(run).catch(failed);
          } while (again && !signal.aborted);
        } finally {
          // Cleared in the same tick as the last check of `again`: a request arriving after
          // that check starts a new run instead of joining one that is already over.
          running = null;
        }
      })();
      return running;
    };
  };

  const pull = singleFlight(async () => {
    await opened;
    status.set({ phase: 'pulling' });
    if (scopeChanged) return;
    cursor = await pullAll({
      db,
      transport,
      signal,
      now,
      scope: syncScope(role),
      ...limit(options.pullLimit),
      // Once per page: while a copy from zero runs the screens wait (not ready) and show this.
      onProgress: (copying) => status.set(copying ? { copying, ready: false } : { copying }),
    });
    status.set({ lastSyncedAt: (await getMeta(db, 'lastSyncedAt')) ?? null, ready: true });
    if (pushRefused) status.set({ online: true, deviceOnline: true, phase: 'error' });
    else succeeded();
    // The pull's rows went to the delta: once it has grown, into the pages (packed.ts).
    await foldLarge(db);
    // The announced version's row may not have been committed when we asked: look once more.
    if (compareVersions(announced, cursor) > 0 && recheckedFor !== announced) {
      recheckedFor = announced;
      later(timing.recheckMs, () => void pull());
    }
  });

  const push = singleFlight(async () => {
    await opened;
    // The queue is the new role's engine's to send now (schema.ts adoptOtherCopies).
    if (scopeChanged) return;
    if ((await db._mutations.count()) === 0) return;
    status.set({ phase: 'pushing' });
    try {
      await pushAll({ db, transport, signal, now });
    } catch (err) {
      pushRefused = !(err instanceof NetworkError);
      throw err;
    }
    pushRefused = false;
    succeeded();
  });

  async function syncNow(): Promise<void> {
    await push();
    await pull();
  }

  const undo = createUndoStore();
  const mutateOptions = {
    db,
    now,
    actorEmail: user.email,
    onQueued: () => void push(),
    onUndoable: undo.offer,
  };
  const mutateLocally = createMutate(mutateOptions);
  const mutateManyLocally = createMutateMany(mutateOptions);
  const mutate: Mutate = async (name, args, change) => {
    await opened;
    return mutateLocally(name, args, change);
  };
  const mutateMany: MutateMany = async (name, argsList, many) => {
    await opened;
    return mutateManyLocally(name, argsList, many);
  };

  const onChanged = ({ version }: { version: string }) => {
    if (compareVersions(version, announced) > 0) announced = version;
    if (compareVersions(version, cursor) > 0) void pull();
  };

  let wakeListen: (() => void) | null = null;
  // While the events stream is down, poll; once it is back, catch up on what was missed.
  async function listen(): Promise<void> {
    const reconnect = new Backoff(timing.retryMinMs, timing.retryMaxMs);
    let opens = 0;
    const onOpen = () => {
      streamUp = true;
      reconnect.reset();
      if (opens++ > 0) void pull();
    };
    while (!signal.aborted) {
      try {
        await transport.events(onChanged, signal, onOpen);
      } catch {
        // Reconnected below; polling covers the gap.
      }
      streamUp = false;
      // Back online: reconnect at once instead of waiting out the backoff (up to 30 s).
      await Promise.race([
        sleep(reconnect.next(), signal),
        new Promise<void>((resolve) => {
          wakeListen = resolve;
        }),
      ]);
      wakeListen = null;
    }
  }
  const poll = setInterval(() => {
    if (!streamUp) void syncNow();
  }, timing.pollMs);

  const pendingWatch: Subscription = liveQuery(() => db._mutations.count()).subscribe({
    next: (pending) => status.set({ pending }),
    error: () => {},
  });
  const unsubscribeNetwork = network.subscribe((online) => {
    status.set({ online, deviceOnline: online });
    if (online) {
      retry.reset();
      wakeListen?.();
      void syncNow();
    }
  });

  opened.then(
    async () => {
      await pull();
      await push();
      await listen();
    },
    (err: unknown) => status.set({ phase: 'error', error: errorMessage(err) }),
  );

  function stop(): void {
    if (signal.aborted) return;
    abort.abort();
    clearInterval(poll);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    pendingWatch.unsubscribe();
    unsubscribeNetwork();
    db.close();
    forgetTables(db.name);
  }

  return {
    user,
    db,
    mutate,
    mutateMany,
    undo,
    syncNow,
    status,
    pendingCount: async () => {
      await opened;
      return db._mutations.count();
    },
    async flushBeforeSignOut() {
      await opened;
      await push();
      return { pending: await db._mutations.count() };
    },
    async destroyLocal() {
      stop();
      await db.delete();
      // A copy of an earlier role that was never opened since.
      await Promise.all(
        syncDbNames(user.id).map((name) => {
          forgetTables(name);
          return Dexie.delete(name);
        }),
      );
    },
    stop,
  };
}

/** The tables in the order a reload reads them: the table of the screen at `path` first. */
export function readOrder(
  readable: readonly SyncedTableName[],
  path: string,
): readonly SyncedTableName[] {
  const access = screenAccess(path);
  const first = access && 'table' in access ? access.table : undefined;
  if (first === undefined || !readable.includes(first)) return readable;
  return [first, ...readable.filter((table) => table !== first)];
}

async function readAhead(db: SyncDb): Promise<void> {
  const path = typeof location === 'undefined' ? '' : location.pathname;
  for (const table of readOrder(db.readable, path)) await tableRows(db, table).catch(() => {});
}

function limit(pullLimit: number | undefined): { limit?: number } {
  return pullLimit === undefined ? {} : { limit: pullLimit };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
