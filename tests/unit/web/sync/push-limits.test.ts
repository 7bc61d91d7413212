import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushRequest } from '../../../../shared/sync/protocol.ts';
import { PUSH_BATCH_BYTES } from '../../../../shared/sync/tables.ts';
import { ApiError, NetworkError } from '../../../../web/src/lib/api.ts';
import type { SyncDb } from '../../../../web/src/sync/db.ts';
import { SYNC_MESSAGES } from '../../../../web/src/sync/notices.ts';
import { blogPostArgs } from '../../../helpers/blog-post-args.ts';
import { fakeDevice, serverPost } from '../../../helpers/sync-device.ts';
import { contact } from '../../../helpers/sync-fake-server.ts';

// Pushes sized by bytes, and requests the server refuses whole (413, 422): a change that can
// never be saved is taken out of the queue instead of holding up every change behind it.

let db: SyncDb;
afterEach(async () => {
  await db.delete();
});

const _now = () => new Date('2025-06-01T12:00:00Z');
const _signal = new AbortController().signal;
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

const TOO_LARGE = new ApiError(413, 'payload_too_large', 'The request body is too large.');

async function setup() {
  const { server, transport, mutate, ...device } = fakeDevice('push-limits-test');
  db = device.db;
  const lead = server.insert('contact_submissions', contact());
  const post = serverPost(server);
  await device.pull();
  /** Every request the engine makes: its mutation ids, and its body's size in bytes. */
  const sent: { ids: string[]; bytes: number }[] = [];
  /** Answers a request instead of the server; undefined lets the server answer. */
  let refuse: (request: PushRequest, bytes: number) => Error | undefined = () => undefined;
  const serve = transport.push;
  transport.push = async (request, s) => {
    const bytes = bytesOf(request);
    sent.push({ ids: request.mutations.map((m) => m.id), bytes });
    const error = refuse(request, bytes);
    if (error) throw error;
    return serve(request, s);
  };
  /** A save of the post with `content` in both languages. */
  const savePost = (content: string, over: Record<string, unknown> = {}) =>
    mutate('blog.save', {
      ...blogPostArgs({ ...postFields(post), content, title_et: 'Postitus', content_et: content }),
      ...over,
    });
  return {
    server,
    db,
    mutate,
    lead,
    post,
    sent,
    savePost,
    refuseWith(answer: typeof refuse) {
      refuse = answer;
    },
    push: (batchBytes?: number) => device.push(batchBytes ? { batchBytes } : {}),
    queuedIds: async () => (await db._mutations.orderBy('seq').toArray()).map((m) => m.id),
  };
}

/** The save arguments a post row stands for. */
function postFields(row: Record<string, unknown>): Record<string, unknown> {
  const args = blogPostArgs();
  return Object.fromEntries(
    Object.keys(args).map((k) => [k, row[k] ?? args[k as keyof typeof args]]),
  );
}

describe('push batches by size', () => {
  it('puts mutations in a request, in order, while it stays within PUSH_BATCH_BYTES', async () => {
    const { db, sent, savePost, push, queuedIds, post, server } = await setup();
    // About 300 KB each: three fit in one request, not four.
    for (let i = 0; i < 5; i += 1) await savePost(`${i}`.repeat(150_000));
    const ids = await queuedIds();
    await push();
    expect(sent.map((r) => r.ids)).toEqual([ids.slice(0, 3), ids.slice(3)]);
    for (const request of sent) expect(request.bytes).toBeLessThanOrEqual(PUSH_BATCH_BYTES);
    expect(await db._mutations.count()).toBe(0);
    expect((await db.rows('blog_posts').get(post.id))?.content).toBe('4'.repeat(150_000));
    expect(server.appliedCount).toBe(5);
  });

  it('sends a mutation larger than the budget alone, and the others around it in order', async () => {
    const { sent, mutate, savePost, push, queuedIds, lead } = await setup();
    await mutate('contact.setStatus', { id: lead.id, status: 'in_progress' });
    // '€' is 3 bytes of UTF-8: 1.2 MB of content in the two languages.
    await savePost('€'.repeat(200_000));
    await mutate('contact.setPriority', { id: lead.id, priority: 'high' });
    await mutate('contact.setStatus', { id: lead.id, status: 'resolved' });
    const ids = await queuedIds();
    await push();
    expect(sent.map((r) => r.ids)).toEqual([ids.slice(0, 1), ids.slice(1, 2), ids.slice(2)]);
    expect(sent[1]?.bytes).toBeGreaterThan(PUSH_BATCH_BYTES);
  });
});

describe('a request the server refuses whole', () => {
  it('413 on a batch of several: sent again one by one; only the one at fault is dropped', async () => {
    const { server, db, sent, mutate, savePost, push, queuedIds, lead, post, refuseWith } =
      await setup();
    await mutate('contact.setStatus', { id: lead.id, status: 'in_progress' });
    await savePost('x'.repeat(200_000));
    await mutate('contact.setPriority', { id: lead.id, priority: 'high' });
    const [first, big, last] = await queuedIds();
    // A server (or a proxy in front of it) taking less than one post: 100 KB.
    refuseWith((_request, bytes) => (bytes > 100_000 ? TOO_LARGE : undefined));
    await push();

    expect(sent.map((r) => r.ids)).toEqual([[first, big, last], [first], [big], [last]]);
    expect(await db._mutations.count()).toBe(0);
    expect(server.appliedCount).toBe(2);
    // The changes before and after it went through; the post is back to the server's.
    expect(await db.rows('contact_submissions').get(lead.id)).toEqual(server.get(lead.id).row);
    expect(server.get(lead.id).row).toMatchObject({ status: 'in_progress', priority: 'high' });
    expect(await db.rows('blog_posts').get(post.id)).toEqual(post);
    expect(await db._shadows.count()).toBe(0);
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        mutation: 'blog.save',
        table: 'blog_posts',
        rowId: post.id,
        mutationId: big,
        message: SYNC_MESSAGES.tooLarge,
        attempted: expect.objectContaining({ content: 'x'.repeat(200_000) }),
      }),
    ]);
  });

  it('413 on a single mutation: rolled back, the person told, and the next change sent', async () => {
    const { server, db, sent, mutate, savePost, push, queuedIds, post, refuseWith } = await setup();
    await savePost('€'.repeat(200_000), { title: 'Too long' });
    await mutate('blog.setFeatured', { id: post.id, featured: true });
    const [big, featured] = await queuedIds();
    refuseWith((request) => (request.mutations.some((m) => m.id === big) ? TOO_LARGE : undefined));
    await push();

    expect(sent.map((r) => r.ids)).toEqual([[big], [featured]]);
    expect(await db._mutations.count()).toBe(0);
    // The save never happened; the change queued after it did.
    const shown = await db.rows('blog_posts').get(post.id);
    expect(shown).toEqual(server.get(post.id).row);
    expect(shown).toMatchObject({ title: 'A post', content: post.content, featured: true });
    const notices = await db._notices.toArray();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'rejected',
      mutationId: big,
      message: SYNC_MESSAGES.tooLarge,
    });
  });

  it('422: the server’s reason when it gives one, else a general one', async () => {
    const { db, mutate, push, queuedIds, lead, refuseWith } = await setup();
    await mutate('contact.setStatus', { id: lead.id, status: 'in_progress' });
    await mutate('contact.setPriority', { id: lead.id, priority: 'high' });
    await mutate('contact.setStatus', { id: lead.id, status: 'resolved' });
    const [first, , third] = await queuedIds();
    const reason = 'This change id was already used for a different request.';
    refuseWith((request) => {
      const ids = request.mutations.map((m) => m.id);
      if (ids.includes(first as string)) return new ApiError(422, 'idempotency_key_reused', reason);
      // No error body of ours (e.g. a proxy): the status text is no reason to show.
      if (ids.includes(third as string))
        return new ApiError(422, 'http_error', 'Unprocessable Entity');
      return undefined;
    });
    await push();

    expect(await db._mutations.count()).toBe(0);
    const told = new Map((await db._notices.toArray()).map((x) => [x.mutationId, x]));
    expect(told.size).toBe(2);
    expect(told.get(first)).toMatchObject({ kind: 'rejected', message: reason });
    expect(told.get(third)).toMatchObject({
      kind: 'rejected',
      message: SYNC_MESSAGES.unprocessable,
    });
    // Only the priority change stands.
    expect(await db.rows('contact_submissions').get(lead.id)).toMatchObject({
      status: 'new',
      priority: 'high',
    });
  });

  it('a server error or a lost network keeps every change queued, to be sent again', async () => {
    const { db, sent, mutate, savePost, push, queuedIds, lead, refuseWith } = await setup();
    await mutate('contact.setStatus', { id: lead.id, status: 'in_progress' });
    await savePost('x'.repeat(200_000));
    const ids = await queuedIds();
    const failures = [
      new ApiError(500, 'internal_error', 'Something went wrong on our side.'),
      new ApiError(503, 'unavailable', 'The service is briefly unavailable.'),
      new NetworkError(),
    ];
    for (const failure of failures) {
      refuseWith(() => failure);
      await expect(push()).rejects.toBe(failure);
    }
    // One request each: nothing split, nothing dropped, nobody told.
    expect(sent.map((r) => r.ids)).toEqual([ids, ids, ids]);
    expect(await queuedIds()).toEqual(ids);
    expect(await db._notices.count()).toBe(0);
    expect((await db.rows('contact_submissions').get(lead.id))?.status).toBe('in_progress');
    refuseWith(() => undefined);
    await push();
    expect(await db._mutations.count()).toBe(0);
  });
});
