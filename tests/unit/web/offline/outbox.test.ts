import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../web/src/lib/api.ts';
import {
  createOutboxDb,
  drainOutbox,
  type OutboxDb,
  takeDelivered,
} from '../../../../web/src/offline/outbox.ts';
import { type OutboxEntry, queueSubmission } from '../../../../web/src/offline/outbox-writer.ts';

let db: OutboxDb;
let n = 0;
function freshDb(): OutboxDb {
  n += 1;
  db = createOutboxDb(`outbox-test-${n}`);
  return db;
}
afterEach(async () => {
  await db.delete();
});

let clock = 1_000;
const now = () => clock++;

async function queue(db: OutboxDb, key: string, endpoint = '/api/contact') {
  await queueSubmission(
    { endpoint, body: { name: key }, idempotencyKey: key },
    { name: db.name, now },
  );
}

describe('the form outbox', () => {
  it('keeps a queued submission with its key, time, attempts and no error', async () => {
    const db = freshDb();
    await queue(db, 'k1');
    const [entry] = await db.entries.toArray();
    expect(entry).toMatchObject({
      endpoint: '/api/contact',
      body: { name: 'k1' },
      idempotencyKey: 'k1',
      attempts: 0,
      lastError: null,
      state: 'pending',
    });
    expect(typeof entry?.createdAt).toBe('number');
  });

  it('keeps a submission queued twice under one key once, so it is sent once', async () => {
    const db = freshDb();
    await queue(db, 'same');
    await queue(db, 'same');
    await queue(db, 'other');
    expect((await db.entries.toArray()).map((e) => e.idempotencyKey)).toEqual(['same', 'other']);
  });

  it('sends entries oldest first with their idempotency keys, and keeps them until a page says so', async () => {
    const db = freshDb();
    await queue(db, 'a');
    await queue(db, 'b');
    const sent: string[] = [];
    const report = await drainOutbox(db, async (e) => {
      sent.push(e.idempotencyKey);
    });
    expect(sent).toEqual(['a', 'b']);
    expect(report).toEqual({ sent: 2, pending: 0, failed: [] });
    // Nothing is sent twice: a second drain finds nothing to send.
    expect((await drainOutbox(db, async () => Promise.reject(new Error('sent again')))).sent).toBe(
      0,
    );
    // Sent (perhaps by the service worker, with no page listening): told once, then gone.
    expect(await takeDelivered(db)).toBe(2);
    expect(await takeDelivered(db)).toBe(0);
    expect(await db.entries.count()).toBe(0);
  });

  it('stops at a network failure and keeps the entry for the next try, counting the attempt', async () => {
    const db = freshDb();
    await queue(db, 'a');
    await queue(db, 'b');
    const tried: string[] = [];
    const report = await drainOutbox(db, async (e) => {
      tried.push(e.idempotencyKey);
      throw new NetworkError();
    });
    expect(tried).toEqual(['a']);
    expect(report.pending).toBe(2);
    const a = (await db.entries.toArray()).find((e) => e.idempotencyKey === 'a') as OutboxEntry;
    expect(a.attempts).toBe(1);
    expect(a.lastError).toBe('The network is unavailable.');
    expect(a.state).toBe('pending');
  });

  it('retries server errors and rate limits later', async () => {
    const db = freshDb();
    await queue(db, 'a');
    for (const status of [500, 503, 429, 408]) {
      const report = await drainOutbox(db, async () => {
        throw new ApiError(status, 'x', 'Try later');
      });
      expect(report.pending).toBe(1);
    }
    expect((await db.entries.toArray())[0]?.attempts).toBe(4);
  });

  it('never retries a 4xx refusal and reports why, while the others still go out', async () => {
    const db = freshDb();
    await queue(db, 'bad');
    await queue(db, 'good');
    const calls: string[] = [];
    const send = async (e: OutboxEntry) => {
      calls.push(e.idempotencyKey);
      if (e.idempotencyKey === 'bad')
        throw new ApiError(400, 'validation', 'Invalid', { email: 'Email is required' });
    };
    const report = await drainOutbox(db, send);
    expect(report.sent).toBe(1);
    expect(report.pending).toBe(0);
    expect(report.failed.map((e) => [e.idempotencyKey, e.lastError])).toEqual([
      ['bad', 'Email is required'],
    ]);
    await drainOutbox(db, send);
    expect(calls).toEqual(['bad', 'good']);
  });

  it("keeps as the reason of a refusal only the server's own words", async () => {
    const db = freshDb();
    await queue(db, 'said-why');
    await queue(db, 'silent');
    await drainOutbox(db, async (e) => {
      if (e.idempotencyKey === 'said-why')
        throw new ApiError(409, 'already_subscribed', 'This address is already subscribed.');
      // A proxy's bare 404: a status line, not a reason for a person.
      throw new ApiError(404, 'http_error', 'Not Found');
    });
    const reasons = (await db.entries.orderBy('createdAt').toArray()).map((e) => e.lastError);
    expect(reasons).toEqual(['This address is already subscribed.', null]);
  });

  it('survives reopening the database (a reload or a closed tab)', async () => {
    const first = freshDb();
    await queue(first, 'a');
    first.close();
    const reopened = createOutboxDb(`outbox-test-${n}`);
    db = reopened;
    const sent: string[] = [];
    await drainOutbox(reopened, async (e) => {
      sent.push(e.idempotencyKey);
    });
    expect(sent).toEqual(['a']);
  });
});
