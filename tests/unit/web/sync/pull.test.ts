import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDb, getMeta, type SyncDb, setMeta } from '../../../../web/src/sync/db.ts';
import { createMutate } from '../../../../web/src/sync/mutate.ts';
import {
  FIRST_COPY_PAGE,
  PULL_MEASURE,
  pullAll,
  SyncSchemaError,
} from '../../../../web/src/sync/pull.ts';
import { ensureSchema } from '../../../../web/src/sync/schema.ts';
import { contact, FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
let n = 0;
function freshDb(): SyncDb {
  n += 1;
  db = createSyncDb(`pull-test-${n}`);
  return db;
}
afterEach(async () => {
  await db.delete();
});

const now = () => new Date('2025-06-01T12:00:00Z');
const signal = new AbortController().signal;

function setup(limit = 1000) {
  const server = new FakeSyncServer();
  const transport = fakeTransport(server);
  const db = freshDb();
  const pull = () => pullAll({ db, transport, signal, now, limit });
  const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
  return { server, transport, db, pull, mutate };
}

const contacts = (db: SyncDb) => db.rows('contact_submissions');

describe('pull', () => {
  it('pages until hasMore is false and stores the last cursor', async () => {
    const { server, transport, db, pull } = setup(2);
    for (let i = 0; i < 5; i++) server.insert('contact_submissions', contact());
    expect(await pull()).toBe('5');
    expect(transport.calls.pull).toEqual(['0', '2', '4']);
    expect(await contacts(db).count()).toBe(5);
    expect(await getMeta(db, 'cursor')).toBe('5');
    expect(await getMeta(db, 'lastSyncedAt')).toBe('2025-06-01T12:00:00.000Z');
  });

  it('applies a page and its cursor together: a page that fails to store leaves neither', async () => {
    const { server, transport, db, pull } = setup(2);
    server.insert('contact_submissions', contact());
    server.insert('contact_submissions', contact());
    await pull();
    server.insert('contact_submissions', contact({ id: 'good-row' }));
    server.insert('contact_submissions', contact({ id: 'bad-row' }));
    const original = transport.pull;
    transport.pull = async (since, limit, s) => {
      const page = await original(since, limit, s);
      // A value IndexedDB cannot store (a function) makes the second write of the page fail.
      if (!page.reset)
        for (const c of page.changes) if (c.row.id === 'bad-row') c.row.extra = () => 1;
      return page;
    };
    await expect(pull()).rejects.toThrow(/clone/i);
    expect(await contacts(db).get('good-row')).toBeUndefined();
    expect(await getMeta(db, 'cursor')).toBe('2');
  });

  it('keeps the cursor of the pages already applied when a later page fails', async () => {
    const { server, transport, db, pull } = setup(2);
    for (let i = 0; i < 4; i++) server.insert('contact_submissions', contact());
    const original = transport.pull;
    transport.pull = async (since, limit, s) => {
      if (since !== '0') throw new Error('network gone');
      return original(since, limit, s);
    };
    await expect(pull()).rejects.toThrow('network gone');
    expect(await getMeta(db, 'cursor')).toBe('2');
    expect(await contacts(db).count()).toBe(2);
  });

  it('asks a small first page when it copies from zero, and full pages after it', async () => {
    const { server, transport, db, pull } = setup(5000);
    const limits: number[] = [];
    const original = transport.pull.bind(transport);
    transport.pull = (since, limit, s, horizon) => {
      limits.push(limit);
      return original(since, limit, s, horizon);
    };
    server.insert('contact_submissions', contact());
    await pull();
    server.insert('contact_submissions', contact());
    await pull();
    expect(limits).toEqual([FIRST_COPY_PAGE, 5000]);
    expect(await contacts(db).count()).toBe(2);
  });

  it('deletes the local row when a tombstone arrives', async () => {
    const { server, db, pull } = setup();
    const row = server.insert('contact_submissions', contact());
    server.insert('contact_submissions', contact());
    await pull();
    server.remove(row.id);
    await pull();
    expect(await contacts(db).get(row.id)).toBeUndefined();
    expect(await contacts(db).count()).toBe(1);
  });

  it('ignores rows of tables this build does not know', async () => {
    const { server, db, transport, pull } = setup();
    server.insert('contact_submissions', contact());
    const original = transport.pull;
    transport.pull = async (since, limit, s) => {
      const page = await original(since, limit, s);
      if (!page.reset) {
        // A newer server's table, not in this build's list.
        page.changes.push({
          table: 'future_table' as never,
          row: { id: 'f', version: '99', deleted_at: null },
        });
      }
      return page;
    };
    await pull();
    expect(await contacts(db).count()).toBe(1);
  });

  it('on reset drops the local copy, keeps pending changes, and pulls from zero', async () => {
    const { server, transport, db, pull, mutate } = setup();
    const kept = server.insert('contact_submissions', contact());
    const gone = server.insert('contact_submissions', contact());
    await pull();
    await mutate('contact.setStatus', { id: kept.id, status: 'resolved' });
    // The server purged tombstones past our cursor and forgot `gone` entirely.
    server.rows.delete(gone.id);
    server.insert('contact_submissions', contact());
    server.purgedVersion = 10;
    transport.calls.pull.length = 0;
    await pull();
    expect(transport.calls.pull).toEqual(['2', '0']);
    expect(await contacts(db).get(gone.id)).toBeUndefined();
    expect((await contacts(db).get(kept.id))?.status).toBe('resolved');
    expect(await db._mutations.count()).toBe(1);
    expect((await db._shadows.get(['contact_submissions', kept.id]))?.row.status).toBe('new');
  });

  it('copies a database whose purged deletions lie among its rows, without starting over', async () => {
    const { server, transport, db, pull } = setup(2);
    for (let i = 0; i < 6; i++) server.insert('contact_submissions', contact());
    // Deletions up to version 4 were purged long before this copy began.
    server.purgedVersion = 4;
    expect(await pull()).toBe('6');
    expect(transport.calls.pull).toEqual(['0', '2', '4']);
    expect(await contacts(db).count()).toBe(6);
    expect(await getMeta(db, 'horizon')).toBe('4');
  });

  it('starts the copy over when a purge happens while it runs', async () => {
    const { server, transport, db, pull } = setup(2);
    for (let i = 0; i < 6; i++) server.insert('contact_submissions', contact());
    server.purgedVersion = 1;
    const original = transport.pull.bind(transport);
    transport.pull = async (since, limit, s, horizon) => {
      const page = await original(since, limit, s, horizon);
      // Right after the first page: the hourly purge forgets deletions up to version 3.
      if (since === '0' && server.purgedVersion === 1) server.purgedVersion = 3;
      return page;
    };
    expect(await pull()).toBe('6');
    expect(transport.calls.pull).toEqual(['0', '2', '0', '2', '4']);
    expect(await contacts(db).count()).toBe(6);
    expect(await getMeta(db, 'horizon')).toBe('3');
  });

  it('refuses to sync with a server of another schema version', async () => {
    const { server, pull } = setup();
    server.schemaVersion = 99;
    await expect(pull()).rejects.toBeInstanceOf(SyncSchemaError);
  });

  it('records a lumen:sync-pull measure around each whole pull', async () => {
    const { server, pull } = setup(1);
    server.insert('contact_submissions', contact());
    server.insert('contact_submissions', contact());
    performance.clearMeasures(PULL_MEASURE);
    await pull();
    expect(performance.getEntriesByName(PULL_MEASURE, 'measure')).toHaveLength(1);
  });
});

describe('schema version', () => {
  it('wipes a copy made under another schema version but keeps valid queued changes', async () => {
    const { server, db, pull, mutate } = setup();
    const row = server.insert('contact_submissions', contact());
    await ensureSchema(db, now());
    await pull();
    await mutate('contact.setStatus', { id: row.id, status: 'closed' });
    await db._mutations.add({
      id: crypto.randomUUID(),
      name: 'contact.retired',
      args: { id: row.id },
      table: 'contact_submissions',
      rowId: row.id,
      kind: 'update',
      patch: {},
      createdAt: now().toISOString(),
      status: 'pending',
    });
    await setMeta(db, 'schemaVersion', '0');
    await ensureSchema(db, now());
    expect(await contacts(db).count()).toBe(0);
    expect(await getMeta(db, 'cursor')).toBeUndefined();
    expect((await db._mutations.toArray()).map((m) => m.name)).toEqual(['contact.setStatus']);
    expect((await db._notices.toArray()).map((x) => x.mutation)).toEqual(['contact.retired']);
    // Pulled again from zero, the queued change is replayed over the fresh row.
    await pull();
    expect((await contacts(db).get(row.id))?.status).toBe('closed');
  });
});
