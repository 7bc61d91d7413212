import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_SCHEMA_VERSION } from '../../../../shared/sync/tables.ts';
import {
  createSyncDb,
  type LocalRow,
  type SyncDb,
  syncDbName,
} from '../../../../web/src/sync/db.ts';
import { FOLD_AT, foldTable } from '../../../../web/src/sync/fold.ts';
import { createMutate } from '../../../../web/src/sync/mutate.ts';
import { PAGE_ROWS } from '../../../../web/src/sync/packed.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { forgetTables, tableRows } from '../../../../web/src/sync/table-cache.ts';
import { countRowsRead, countRowsReadEverywhere } from '../../../helpers/count-reads.ts';
import { startEngine } from '../../../helpers/sync-engine.ts';
import { contact, FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

/**
 * The local copy as packed pages with a delta on top (web/src/sync/packed.ts): a copy writes a
 * few records for many rows, a change writes one, a fold rewrites only the pages it touches, and
 * every reader sees the same rows before and after a fold, a reload, or another tab's write.
 */
const TABLE = 'contact_submissions';
const dbs: SyncDb[] = [];
let n = 0;
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    forgetTables(db.name);
    await db.delete();
  }
});

const now = () => new Date('2025-06-01T12:00:00Z');
const signal = new AbortController().signal;

function open(name = `packed-test-${++n}`): SyncDb {
  const db = createSyncDb(name);
  dbs.push(db);
  return db;
}

function setup(rows: number) {
  const server = new FakeSyncServer();
  const ids = Array.from(
    { length: rows },
    (_, i) => server.insert(TABLE, contact({ name: `Person ${i}` })).id,
  );
  const db = open();
  const watch = countRowsRead(db, TABLE);
  const pull = (limit = 600) =>
    pullAll({ db, transport: fakeTransport(server), signal, now, limit });
  const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
  return { server, ids, db, watch, pull, mutate };
}

/** The rows as IndexedDB holds them, read again from nothing (as after a reload). */
async function reloaded(db: SyncDb) {
  forgetTables(db.name);
  return byId(await tableRows(db, TABLE));
}

const byId = (rows: readonly LocalRow[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe('the packed local copy', () => {
  it('writes a copy as a few pages of many rows, and holds nothing in the delta', async () => {
    const { db, watch, pull } = setup(1200);
    await pull();
    // Two pull answers of 600 rows: two pages each (500 and 100).
    expect(watch.pages).toBe(4);
    expect(await db.delta(TABLE).count()).toBe(0);
    expect(await db.pages(TABLE).count()).toBe(5);
    expect(await tableRows(db, TABLE)).toHaveLength(1200);
    expect(await reloaded(db)).toHaveLength(1200);
    expect(PAGE_ROWS).toBe(500);
  });

  it('writes a change as one record, and a fold rewrites only the page that holds the row', async () => {
    const { db, ids, watch, pull, mutate } = setup(1200);
    await pull();
    const pagesBefore = watch.pages;
    await mutate('contact.setStatus', { id: ids[700] ?? '', status: 'closed' });
    expect(await db.delta(TABLE).count()).toBe(1);
    expect(watch.pages).toBe(pagesBefore);
    expect(await foldTable(db, TABLE)).toBe(1);
    expect(watch.pages).toBe(pagesBefore + 1);
    expect(await db.delta(TABLE).count()).toBe(0);
    const row = (await reloaded(db)).find((r) => r.id === ids[700]);
    expect(row?.status).toBe('closed');
  });

  it('shows the delta over the pages, and the same after a fold and a reload', async () => {
    const { server, db, ids, pull } = setup(10);
    await pull();
    const [changed = '', deleted = '', added] = [ids[3], ids[4], 'added-later'];
    server.update(changed, { name: 'Changed elsewhere' });
    server.remove(deleted);
    server.insert(TABLE, contact({ id: added, name: 'Added later' }));
    await pull();
    expect(await db.delta(TABLE).count()).toBe(3);
    const before = byId(await tableRows(db, TABLE));
    expect(before).toHaveLength(10);
    expect(before.find((r) => r.id === changed)?.name).toBe('Changed elsewhere');
    expect(before.some((r) => r.id === deleted)).toBe(false);
    expect(await foldTable(db, TABLE)).toBe(3);
    expect(byId(await tableRows(db, TABLE))).toEqual(before);
    expect(await reloaded(db)).toEqual(before);
    expect(await db.rows(TABLE).get(deleted)).toBeUndefined();
    expect((await db.rows(TABLE).get(changed))?.name).toBe('Changed elsewhere');
  });

  it('keeps a row deleted that the copy wrote twice, through a fold and a reload', async () => {
    const { server, db, ids } = setup(6);
    const [twice = ''] = ids;
    const transport = fakeTransport(server);
    const original = transport.pull;
    transport.pull = async (since, limit, s, horizon) => {
      // Changed while the copy runs: it comes again in a later page.
      if (since === '3') server.update(twice, { name: 'Second copy' });
      return original(since, limit, s, horizon);
    };
    await pullAll({ db, transport, signal, now, limit: 3 });
    expect((await reloaded(db)).find((r) => r.id === twice)?.name).toBe('Second copy');
    server.remove(twice);
    await pullAll({ db, transport, signal, now });
    await foldTable(db, TABLE);
    expect((await reloaded(db)).map((r) => r.id)).not.toContain(twice);
    expect(await reloaded(db)).toHaveLength(5);
  });

  it("sees another tab's change and fold, and keeps both tabs' changes to the same page", async () => {
    const { db, ids, pull } = setup(20);
    await pull();
    const other = open(db.name);
    expect(await tableRows(other, TABLE)).toHaveLength(20);
    const mine = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
    const theirs = createMutate({
      db: other,
      now,
      actorEmail: 'me@lumen.example',
      onQueued: () => {},
    });
    await Promise.all([
      mine('contact.setStatus', { id: ids[1] ?? '', status: 'resolved' }),
      theirs('contact.setStatus', { id: ids[2] ?? '', status: 'closed' }),
    ]);
    // Both tabs fold the same page at once: IndexedDB takes one after the other.
    await Promise.all([foldTable(db, TABLE), foldTable(other, TABLE)]);
    for (const tab of [db, other]) {
      const rows = await tableRows(tab, TABLE);
      expect(rows.find((r) => r.id === ids[1])?.status).toBe('resolved');
      expect(rows.find((r) => r.id === ids[2])?.status).toBe('closed');
      expect((await tab.rows(TABLE).get(ids[2] ?? ''))?.status).toBe('closed');
    }
    expect((await reloaded(db)).filter((r) => r.status !== 'new')).toHaveLength(2);
  });
});

describe('a reload with the copy held', () => {
  it("pulls nothing new without waiting for a screen that is reading a table's pages", async () => {
    const { db, pull } = setup(1200);
    await pull();
    forgetTables(db.name);
    // A screen reading Contacts' pages, one request after another, until the pull is over (or
    // for long enough to tell: a pull that waits for it ends only after it).
    let pulled = false;
    let readsAfterPull = 0;
    const reading = db.transaction('r', db.pages(TABLE), async () => {
      for (let reads = 0; reads < 400 && readsAfterPull < 3; reads++) {
        await db.pages(TABLE).get(0);
        if (pulled) readsAfterPull += 1;
      }
    });
    await pull();
    pulled = true;
    await reading;
    expect(readsAfterPull).toBe(3);
    expect(await tableRows(db, TABLE)).toHaveLength(1200);
  });
});

describe('a copy kept a row per record (before packed pages)', () => {
  it('is packed on its first start, with nothing downloaded again and its changes kept', async () => {
    const userId = `upgrade-${++n}`;
    const name = syncDbName(userId);
    // The layout of the previous version: each synced table a store of one row per record.
    const old = new Dexie(name);
    old.version(SYNC_SCHEMA_VERSION * 100 + 4).stores({
      _mutations: '++seq, &id, [table+rowId]',
      _shadows: '[table+rowId]',
      _meta: 'key',
      _notices: 'id, createdAt',
      _applied: '[table+rowId+field], [table+rowId], appliedAt',
      _uploads: 'id',
      contact_submissions: 'id, spam_reason',
      blog_posts: 'id',
    });
    const server = new FakeSyncServer();
    const rows = Array.from({ length: FOLD_AT + 100 }, (_, i) =>
      server.insert(TABLE, contact({ name: `Kept ${i}` })),
    );
    await old.table(TABLE).bulkPut(rows);
    await old.table('_meta').bulkPut([
      { key: 'schemaVersion', value: String(SYNC_SCHEMA_VERSION) },
      { key: 'cursor', value: String(rows.length) },
    ]);
    await old.table('_mutations').add({
      id: 'queued-change',
      name: 'contact.setStatus',
      args: { id: rows[0]?.id, status: 'closed' },
      table: TABLE,
      rowId: rows[0]?.id,
      kind: 'update',
      patch: { status: 'closed' },
      createdAt: now().toISOString(),
      status: 'pending',
    });
    old.close();

    // The engine's first start on it: the copy is packed before anything reads it.
    const watch = countRowsReadEverywhere(TABLE);
    const { engine, transport } = startEngine(server, {
      user: { id: userId, email: 'me@lumen.example', role: 'admin' },
    });
    await vi.waitFor(() => expect(engine.status.get().ready).toBe(true));
    watch.stop();
    const db = engine.db;
    // 600 rows in two pages; the delta holds at most the row the queued change's answer brought.
    expect(watch.pages).toBe(2);
    expect(await db.delta(TABLE).count()).toBeLessThanOrEqual(1);
    expect(await reloaded(db)).toHaveLength(rows.length);
    // Nothing downloaded again: the pull asked only for what came after the copy's cursor.
    expect(transport.calls.pull).not.toContain('0');
    // The queued change was kept, and sent.
    await vi.waitFor(() => expect(server.get(rows[0]?.id ?? '').row.status).toBe('closed'));
  });
});
