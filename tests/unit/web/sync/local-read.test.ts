import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactList } from '../../../../shared/admin/contacts.ts';
import { readDashboard } from '../../../../web/src/routes/admin/dashboard/dashboard-data.ts';
import type { SyncEngine } from '../../../../web/src/sync/engine.ts';
import { countBy, queryList } from '../../../../web/src/sync/list-query.ts';
import { liveRead } from '../../../../web/src/sync/local-read.ts';
import { countRowsReadEverywhere } from '../../../helpers/count-reads.ts';
import { startEngine } from '../../../helpers/sync-engine.ts';
import { contact, FakeSyncServer } from '../../../helpers/sync-fake-server.ts';

const waitFor = <T>(check: () => Promise<T> | T) =>
  vi.waitFor(check, { timeout: 2000, interval: 10 });

const TABLE = 'contact_submissions';

/** What the screens subscribe to while they are open, as the hooks do (hooks.ts). */
function openScreens(engine: SyncEngine) {
  const { db, status } = engine;
  const reads: Record<string, () => Promise<unknown>> = {
    // useCounts and useFlaggedCount (lead screens), useTableCount (posts), useList, dashboard.
    counts: () => countBy(db, TABLE, 'status', 'spam_reason'),
    flagged: async () => (await db.rows(TABLE).filter((row) => row.spam_reason != null)).length,
    tableCount: () => db.rows(TABLE).count(),
    list: () => queryList(db, contactList, { q: '', filters: {}, page: 1, flagged: false }),
    dashboard: () => readDashboard(db, new Date('2025-06-01T12:00:00Z')),
  };
  const values: Record<string, unknown[]> = {};
  const subscriptions = Object.entries(reads).map(([name, read]) => {
    values[name] = [];
    return liveRead(status, read).subscribe(
      (value) => values[name]?.push(value),
      (err) => values[name]?.push(err),
    );
  });
  const close = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
  return { values, close };
}

function serverWith(rows: number): FakeSyncServer {
  const server = new FakeSyncServer();
  for (let i = 0; i < rows; i++) {
    server.insert(TABLE, contact({ status: i % 2 === 0 ? 'new' : 'resolved' }));
  }
  return server;
}

/** Rows of the contacts table read from IndexedDB, and pages written to it, in every database. */
let watch: ReturnType<typeof countRowsReadEverywhere> | null = null;
function watchTable() {
  watch = countRowsReadEverywhere(TABLE);
  return watch;
}
afterEach(() => {
  watch?.stop();
  watch = null;
});

describe('live reads of the local copy', () => {
  it('read nothing while the first pull copies the tables, then once, then on each change', async () => {
    const server = serverWith(10);
    const table = watchTable();
    const { engine } = startEngine(server, { pullLimit: 3 });
    const screens = openScreens(engine);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    await waitFor(() => expect(screens.values.dashboard).toHaveLength(1));
    await waitFor(() => expect(screens.values.counts).toEqual([{ new: 5, resolved: 5 }]));

    expect(table.pages).toBe(4);
    // Not one row of the table read before the last of its four pages was written (nor after:
    // the pages the copy wrote are held as they were written).
    expect(table.readsAt.filter((pages) => pages < 4)).toEqual([]);
    expect(screens.values.tableCount).toEqual([10]);
    expect(screens.values.flagged).toEqual([0]);
    expect(screens.values.list).toEqual([expect.objectContaining({ total: 10 })]);
    expect(screens.values.dashboard).toEqual([
      expect.objectContaining({ stats: expect.objectContaining({ contacts: 10 }) }),
    ]);

    // Live from then on: someone else's change comes in and the figures follow.
    const [first] = server.rows.keys();
    server.update(first ?? '', { status: 'resolved' });
    await waitFor(() => expect(screens.values.counts?.at(-1)).toEqual({ new: 4, resolved: 6 }));
    // The changed row alone was read again.
    expect(table.readsAt.length).toBeGreaterThan(0);
    screens.close();
  });

  it('stop, say "not known", and wait again while the copy is made anew after a reset', async () => {
    const server = serverWith(6);
    const table = watchTable();
    const { engine } = startEngine(server, { pullLimit: 2 });
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    const screens = openScreens(engine);
    await waitFor(() => expect(screens.values.tableCount).toEqual([6]));

    const pagesBefore = table.pages;
    const readsBefore = table.readsAt.length;
    // A row deleted and its tombstone purged, the others changed since: this copy (cursor 6)
    // may hold the deleted row, so the next pull starts over from zero.
    const [gone = '', ...others] = server.rows.keys();
    server.remove(gone);
    for (const id of others) server.update(id, {});
    server.purge(gone);
    server.purgedVersion = Number(server.get(others[0] ?? '').row.version) - 1;
    await engine.syncNow();
    await waitFor(() => expect(screens.values.tableCount?.at(-1)).toBe(5));
    expect(table.pages - pagesBefore).toBe(3);
    const during = table.readsAt.slice(readsBefore).filter((pages) => pages < pagesBefore + 3);
    expect(during).toEqual([]);
    // The old figure, then nothing while copying (a screen shows "loading"), then the new one.
    expect(screens.values.tableCount).toEqual([6, undefined, 5]);
    screens.close();
  });
});
