import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboxDb, drainOutbox, type OutboxDb } from '../../../../web/src/offline/outbox.ts';
import { queueSubmission } from '../../../../web/src/offline/outbox-writer.ts';

/**
 * The forms queue with the bare IndexedDB API (outbox-writer.ts) into the database that Dexie
 * reads and sends (outbox.ts): whichever of the two creates it, the other must open it as it is,
 * with no upgrade and no schema patch.
 */

let n = 0;
const names: string[] = [];
function freshName(): string {
  n += 1;
  const name = `outbox-writer-test-${n}`;
  names.push(name);
  return name;
}
const opened: OutboxDb[] = [];
function dexie(name: string): OutboxDb {
  const db = createOutboxDb(name);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  for (const name of names.splice(0)) {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve;
    });
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submission = (key: string) => ({
  endpoint: '/api/contact',
  body: { name: 'Mari', email: 'mari@example.com', message: key },
  idempotencyKey: key,
});

/** An existing database as IndexedDB holds it: version, stores, keys and indexes. */
async function shapeOf(name: string) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const storeNames = [...db.objectStoreNames];
    const tx = db.transaction(storeNames, 'readonly');
    const stores = storeNames.map((storeName) => {
      const store = tx.objectStore(storeName);
      const indexes = [...store.indexNames].map((indexName) => {
        const index = store.index(indexName);
        return { indexName, keyPath: index.keyPath, unique: index.unique, multi: index.multiEntry };
      });
      return { storeName, keyPath: store.keyPath, auto: store.autoIncrement, indexes };
    });
    return { version: db.version, stores };
  } finally {
    db.close();
  }
}

describe('the minimal outbox writer', () => {
  it('creates exactly the database Dexie creates', async () => {
    const byDexie = freshName();
    await dexie(byDexie).open();
    const byWriter = freshName();
    await queueSubmission(submission('a'), { name: byWriter });
    expect(await shapeOf(byWriter)).toEqual(await shapeOf(byDexie));
    expect((await shapeOf(byWriter)).version).toBe(10);
  });

  it('writes an entry that Dexie, opening the database after it, reads and sends', async () => {
    const warn = vi.spyOn(console, 'warn');
    const name = freshName();
    await queueSubmission(submission('k1'), { name, now: () => 1_000 });
    const db = dexie(name);
    expect(await db.entries.toArray()).toEqual([
      {
        id: 1,
        ...submission('k1'),
        createdAt: 1_000,
        attempts: 0,
        lastError: null,
        state: 'pending',
      },
    ]);
    const sent: string[] = [];
    const report = await drainOutbox(db, async (entry) => {
      sent.push(entry.idempotencyKey);
    });
    expect(sent).toEqual(['k1']);
    expect(report).toEqual({ sent: 1, pending: 0, failed: [] });
    // Opened as it was: no upgrade, no "schema was extended" patch.
    expect(db.verno).toBe(1);
    expect(db.backendDB().version).toBe(10);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes into a database Dexie created and holds open, and Dexie sees the entry', async () => {
    const name = freshName();
    const db = dexie(name);
    await db.entries.add({
      ...submission('by-dexie'),
      createdAt: 1,
      attempts: 0,
      lastError: null,
      state: 'pending',
    });
    await queueSubmission(submission('by-writer'), { name, now: () => 2 });
    // A key Dexie's entry already has is not written again (one lead for a double press).
    await queueSubmission(submission('by-dexie'), { name, now: () => 3 });
    const entries = await db.entries.orderBy('createdAt').toArray();
    expect(entries.map((e) => [e.idempotencyKey, e.createdAt])).toEqual([
      ['by-dexie', 1],
      ['by-writer', 2],
    ]);
    expect((await shapeOf(name)).version).toBe(10);
  });

  it('keeps one entry for a double press, even when both presses write at once', async () => {
    const name = freshName();
    await Promise.all([
      queueSubmission(submission('same'), { name }),
      queueSubmission(submission('same'), { name }),
    ]);
    expect(await dexie(name).entries.count()).toBe(1);
  });

  it('flags the outbox for the next page load and asks an active worker to send it', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
    });
    await queueSubmission(submission('a'), { name: freshName() });
    expect(storage.get('outbox:pending')).toBe('1');
    expect(register).toHaveBeenCalledWith('lumen-outbox');
  });

  it('queues with no service worker at all, and when Background Sync is refused', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => undefined } });
    const name = freshName();
    await queueSubmission(submission('a'), { name });
    vi.stubGlobal('navigator', {
      serviceWorker: {
        getRegistration: async () => ({
          sync: { register: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        }),
      },
    });
    await queueSubmission(submission('b'), { name });
    expect(await dexie(name).entries.count()).toBe(2);
  });
});
