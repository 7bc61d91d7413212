import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate } from '../../../../web/src/sync/mutate.ts';
import { pullAll } from '../../../../web/src/sync/pull.ts';
import { tableRows } from '../../../../web/src/sync/table-cache.ts';
import { countRowsRead } from '../../../helpers/count-reads.ts';
import { contact, FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

/**
 * A copy from zero hands the pages it wrote to the table cache, so the first screen after it
 * (the dashboard) does not read them all back; a row anything else wrote meanwhile is read again
 * by its key. Either way the rows are those IndexedDB holds.
 */
let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

const now = () => new Date('2025-06-01T12:00:00Z');
const signal = new AbortController().signal;

function setup() {
  n += 1;
  db = createSyncDb(`copy-cache-test-${n}`);
  const read = countRowsRead(db, 'contact_submissions');
  const server = new FakeSyncServer();
  const transport = fakeTransport(server);
  const ids = Array.from(
    { length: 9 },
    (_, i) => server.insert('contact_submissions', contact({ name: `Person ${i}` })).id,
  );
  const pull = () => pullAll({ db, transport, signal, now, limit: 4 });
  return { server, transport, read, pull, ids };
}

const sorted = (rows: readonly { id: string }[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));
const stored = () => db.rows('contact_submissions').toArray();

describe('the first read after a copy from zero', () => {
  it('gets the rows the copy wrote without reading them back', async () => {
    const { server, read, pull } = setup();
    const gone = server.insert('contact_submissions', contact({ name: 'Deleted soon' }));
    server.remove(gone.id);
    await pull();
    const before = read.rows;
    const rows = await tableRows(db, 'contact_submissions');
    // One row: the read that subscribes a live query to the table.
    expect(read.rows - before).toBeLessThanOrEqual(1);
    expect(rows).toHaveLength(9);
    expect(sorted(rows)).toEqual(sorted(await stored()));
  });

  it('reads by key alone a row another write changed during the copy', async () => {
    const { transport, read, pull, ids } = setup();
    const [first] = ids;
    const original = transport.pull;
    transport.pull = async (since, limit, s, horizon) => {
      // Between two pages, a row the copy wrote is changed by something else (another tab).
      if (since === '8') {
        await db.rows('contact_submissions').update(first ?? '', { name: 'Other tab' });
      }
      return original(since, limit, s, horizon);
    };
    await pull();
    const before = read.rows;
    const rows = await tableRows(db, 'contact_submissions');
    expect(rows.map((r) => r.name)).toContain('Other tab');
    expect(rows).toHaveLength(9);
    expect(read.rows - before).toBeLessThanOrEqual(2);
  });

  it('reads again, by key, a row the copy wrote with a local change on it', async () => {
    const { server, read, pull } = setup();
    const mine = server.insert('contact_submissions', contact({ name: 'Mine', status: 'new' }));
    await pull();
    const mutate = createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
    await mutate('contact.setStatus', { id: mine.id, status: 'resolved' });
    // Tombstones past the cursor were purged: the copy starts over from zero, with the change
    // still queued.
    server.insert('contact_submissions', contact());
    server.purgedVersion = 20;
    await pull();
    const before = read.rows;
    const rows = await tableRows(db, 'contact_submissions');
    expect(read.rows - before).toBeLessThanOrEqual(2);
    expect(rows).toHaveLength(11);
    expect(rows.find((r) => r.id === mine.id)?.status).toBe('resolved');
    expect(sorted(rows)).toEqual(sorted(await stored()));
  });
});
