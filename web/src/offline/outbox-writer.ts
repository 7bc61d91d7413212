import { OUTBOX_SYNC_TAG, setPendingFlag } from './outbox-flag.ts';

/**
 * Queues a form submission in the outbox with the bare IndexedDB API: a few hundred bytes that
 * the forms load with their own script, so a submission is kept even when nothing else can be
 * loaded any more (offline, on a first visit with no service worker to serve the scripts). Dexie,
 * which reads and sends the outbox (outbox.ts), is loaded only once there is something to send.
 */

/** One form submission waiting to be sent; the idempotency key makes every retry the same request. */
export interface OutboxEntry {
  id?: number;
  endpoint: string;
  body: Record<string, string>;
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  /** Why the last try failed: for a refused entry, the server's own words, shown to the person. */
  lastError: string | null;
  /**
   * 'failed' = the server refused it (4xx): never retried, shown to the person until dismissed.
   * 'sent' = delivered, kept until a page has told the person (`takeDelivered`): the service
   * worker may send it while no page is listening, or before the page that queued it has loaded.
   */
  state: 'pending' | 'failed' | 'sent';
}

export interface QueuedSubmission {
  endpoint: string;
  body: Record<string, string>;
  idempotencyKey: string;
}

export const OUTBOX_DB_NAME = 'lumen-outbox';
const OUTBOX_STORE = 'entries';
/**
 * What Dexie declares in outbox.ts, as IndexedDB sees it: Dexie's `version(1)` is IndexedDB
 * version 10, and `++id, &idempotencyKey, state, createdAt` an auto-incremented `id` with three
 * indexes. Created here exactly so, Dexie opens the database without an upgrade (a unit test
 * compares the two).
 */
const IDB_VERSION = 10;

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, IDB_VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (db.objectStoreNames.contains(OUTBOX_STORE)) return;
    const store = db.createObjectStore(OUTBOX_STORE, { keyPath: 'id', autoIncrement: true });
    store.createIndex('idempotencyKey', 'idempotencyKey', { unique: true });
    store.createIndex('state', 'state');
    store.createIndex('createdAt', 'createdAt');
  };
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Keeps a submission the network could not take, flags the outbox for the next page load and asks
 * the service worker, if one is active, to send it. The same submission queued twice (one key,
 * two presses) is kept, and later sent, once.
 */
export async function queueSubmission(
  submission: QueuedSubmission,
  { name = OUTBOX_DB_NAME, now = Date.now }: { name?: string; now?: () => number } = {},
): Promise<void> {
  const db = await open(name);
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(OUTBOX_STORE, 'readwrite');
      const store = tx.objectStore(OUTBOX_STORE);
      const known = store.index('idempotencyKey').count(submission.idempotencyKey);
      known.onsuccess = () => {
        if (known.result > 0) return;
        const entry: OutboxEntry = {
          ...submission,
          createdAt: now(),
          attempts: 0,
          lastError: null,
          state: 'pending',
        };
        store.add(entry);
      };
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
  setPendingFlag(true);
  await registerSync();
}

/** Background Sync (Chromium only, absent from the DOM typings) needs an active worker. */
async function registerSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker, no sync support or no permission: the `online` event and the next load send it.
  }
}
