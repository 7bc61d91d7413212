import { Dexie, type EntityTable } from 'dexie';
import { ApiError, apiFetch, messageFromServer } from '../lib/api.ts';
import { OUTBOX_DB_NAME, type OutboxEntry } from './outbox-writer.ts';

export type OutboxDb = Dexie & { entries: EntityTable<OutboxEntry, 'id'> };

/**
 * Reads and sends the outbox. Submissions are written into it by outbox-writer.ts, with the bare
 * IndexedDB API and exactly this schema, so the forms queue without loading Dexie.
 */
export function createOutboxDb(name = OUTBOX_DB_NAME): OutboxDb {
  const db = new Dexie(name) as OutboxDb;
  db.version(1).stores({ entries: '++id, &idempotencyKey, state, createdAt' });
  return db;
}

let shared: OutboxDb | undefined;
export function outboxDb(): OutboxDb {
  shared ??= createOutboxDb();
  return shared;
}

export type Send = (entry: OutboxEntry) => Promise<unknown>;

const sendWithApi: Send = (entry) =>
  apiFetch(entry.endpoint, { body: entry.body, idempotencyKey: entry.idempotencyKey });

export interface DrainReport {
  sent: number;
  /** Still waiting (network or server unavailable). */
  pending: number;
  /** Refused by the server, with the reason; kept until dismissed. */
  failed: OutboxEntry[];
}

/** A refusal that sending again would not change (bad input, gone, …); 408 and 429 are retried. */
function isPermanent(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Why a try failed. For a refusal, the one case the person is shown, only the server's own words
 * (its field messages, in the submission's language, or its message): none without them.
 */
function reasonOf(error: unknown): string | null {
  if (error instanceof ApiError) {
    return Object.values(error.fields ?? {}).join(' ') || messageFromServer(error) || null;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends every pending entry, oldest first, one at a time. Success marks the entry sent; a permanent
 * refusal marks it failed; anything else (offline, 5xx, 429) stops the run and leaves the rest
 * for the next `online`, page load or `sync`. Runs under a Web Lock so the page and the service
 * worker never send the same entry at once (the idempotency key covers any overlap that remains).
 */
export async function drainOutbox(db: OutboxDb = outboxDb(), send: Send = sendWithApi) {
  const run = async (): Promise<DrainReport> => {
    let sent = 0;
    const pending = await db.entries.where('state').equals('pending').sortBy('createdAt');
    for (const entry of pending) {
      try {
        await send(entry);
        await db.entries.update(entry.id as number, { state: 'sent' });
        sent += 1;
      } catch (error) {
        const changes = { attempts: entry.attempts + 1, lastError: reasonOf(error) };
        if (isPermanent(error)) {
          await db.entries.update(entry.id as number, { ...changes, state: 'failed' });
        } else {
          await db.entries.update(entry.id as number, changes);
          break;
        }
      }
    }
    const left = await db.entries.where('state').equals('pending').count();
    const failed = await db.entries.where('state').equals('failed').sortBy('createdAt');
    return { sent, pending: left, failed };
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('lumen-outbox-drain', run) : run();
}

/**
 * The entries delivered since a page last said so, removed as this page says it: how many. Whoever
 * sent them (this page, another tab, the service worker's `sync`), the person hears it once.
 */
export async function takeDelivered(db: OutboxDb = outboxDb()): Promise<number> {
  return db.transaction('rw', db.entries, () => db.entries.where('state').equals('sent').delete());
}

/** The person has read why these could not be sent. */
export async function dismissFailed(db: OutboxDb = outboxDb()): Promise<void> {
  await db.entries.where('state').equals('failed').delete();
}
