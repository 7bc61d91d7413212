import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushResponse, SyncRow } from '../../../shared/sync/protocol.ts';
import { PUSH_BODY_MAX_BYTES } from '../../../shared/sync/tables.ts';
import { createSyncDb } from '../../../web/src/sync/db.ts';
import { createMutate } from '../../../web/src/sync/mutate.ts';
import { SYNC_MESSAGES } from '../../../web/src/sync/notices.ts';
import { pullAll } from '../../../web/src/sync/pull.ts';
import { pushAll } from '../../../web/src/sync/push.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { blogPostArgs } from '../../helpers/blog-post-args.ts';
import {
  call,
  insertContact,
  mutation,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';
import { adminTransport } from '../../helpers/sync-transport.ts';
import { ADMIN, desktopLogin, ORIGIN } from '../auth-fixtures.ts';

// The sync push takes the largest valid change in one request; every other endpoint keeps the
// API's body limit (BODY_LIMIT_BYTES, 64 KB by default).

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/** A control character: written `\u0001` in JSON, 6 bytes, the most any character takes. */
const widest = (length: number) => '\u0001'.repeat(length);

/** A post save with every text field at its longest, in the characters JSON writes widest. */
function largestPost() {
  return blogPostArgs({
    title: widest(300),
    author: widest(200),
    excerpt: widest(2000),
    content: widest(200_000),
    tags: Array.from({ length: 30 }, (_, i) => `t${i}`.padEnd(50, '\u0001')),
    featured_image: `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`,
    seo_title: widest(300),
    seo_description: widest(1000),
    title_et: widest(300),
    content_et: widest(200_000),
    excerpt_et: widest(2000),
    seo_title_et: widest(300),
    seo_description_et: widest(1000),
  });
}

/** POST /api/sync/push with the body as given, with its Content-Length or streamed without. */
function pushText(body: string, withLength: boolean): Promise<Response> {
  return Promise.resolve(
    ctx.app.request('/api/sync/push', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: admin.cookie,
        'content-type': 'application/json',
        ...(withLength ? { 'content-length': String(bytesOf(body)) } : {}),
      },
      body,
    }),
  );
}

describe('POST /api/sync/push body size', () => {
  it.each([
    ['with', true],
    ['without', false],
  ])('applies the largest valid post save, sent %s Content-Length', async (_, withLength) => {
    const args = largestPost();
    const m = mutation('blog.create', args);
    const body = JSON.stringify({ mutations: [m] });
    // The arithmetic of PUSH_BODY_MAX_BYTES: well over the API's 64 KB, well under the limit.
    expect(bytesOf(body)).toBeGreaterThan(2_400_000);
    expect(bytesOf(body)).toBeLessThan(PUSH_BODY_MAX_BYTES);
    const res = await pushText(body, withLength);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as PushResponse;
    expect(results).toEqual([
      expect.objectContaining({ id: m.id, status: 'applied', table: 'blog_posts' }),
    ]);
    const [row] = await ctx.db.sql<{ content: string; content_et: string }[]>`
      select content, content_et from blog_posts where id = ${args.id}`;
    expect(row?.content).toBe(widest(200_000));
    expect(row?.content_et).toBe(widest(200_000));
  });

  it.each([
    ['with', true],
    ['without', false],
  ])(
    'refuses a body over the limit, sent %s Content-Length: 413, nothing applied',
    async (_, withLength) => {
      const id = await insertContact(ctx);
      const before = await versionOf(ctx, 'contact_submissions', id);
      const small = mutation('contact.setStatus', { id, status: 'in_progress' });
      const big = mutation(
        'blog.create',
        blogPostArgs({ content: 'x'.repeat(PUSH_BODY_MAX_BYTES) }),
      );
      const res = await pushText(JSON.stringify({ mutations: [small, big] }), withLength);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload_too_large', message: 'The request body is too large.' },
      });
      // The request was refused whole: the change before the large one was not applied either.
      expect(await versionOf(ctx, 'contact_submissions', id)).toBe(before);
      const answers = await ctx.db.sql`select 1 from sync_mutations where id = ${small.id}`;
      expect(answers).toHaveLength(0);
    },
  );

  it('keeps the API body limit on every other endpoint', async () => {
    const id = await insertContact(ctx);
    const requests = [
      ['POST', '/api/auth/login', { email: ADMIN.email, password: 'x'.repeat(64 * 1024) }],
      ['PATCH', `/api/admin/contacts/${id}`, { notes: 'x'.repeat(64 * 1024) }],
    ] as const;
    for (const [method, path, body] of requests) {
      const res = await call(ctx, admin.cookie, method, path, body);
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toEqual({
        error: { code: 'payload_too_large', message: 'The request body is too large.' },
      });
    }
  });
});

describe('the browser engine against the server', () => {
  it('saves a post over 64 KB, and drops a change the server refuses as too large', async () => {
    const { accessToken } = await desktopLogin(ctx, ADMIN);
    const transport = adminTransport(ctx.app, accessToken);
    const db = createSyncDb('push-size-engine');
    const now = () => ctx.clock.now();
    const signal = new AbortController().signal;
    const mutate = createMutate({ db, now, actorEmail: ADMIN.email, onQueued: () => {} });
    const { id: postId, slug } = blogPostArgs();
    const lead = await insertContact(ctx);
    const created = await pushText(
      JSON.stringify({ mutations: [mutation('blog.create', blogPostArgs({ id: postId, slug }))] }),
      true,
    );
    expect(created.status).toBe(200);
    await pullAll({ db, transport, signal, now });

    // 1.2 MB: '€' is 3 bytes of UTF-8.
    const long = '€'.repeat(200_000);
    await mutate(
      'blog.save',
      blogPostArgs({ id: postId, slug, content: long, title_et: 'Postitus', content_et: long }),
    );
    await pushAll({ db, transport, signal, now });
    expect(await db._mutations.count()).toBe(0);
    expect(await db._notices.count()).toBe(0);
    const [saved] = await ctx.db.sql<{ content: string }[]>`
      select content from blog_posts where id = ${postId}`;
    expect(saved?.content).toBe(long);

    // A change over PUSH_BODY_MAX_BYTES (no form makes one: queued here directly, as mutate()
    // would: the server's row kept as the shadow, the change shown), then another.
    const shown = (await db.rows('blog_posts').get(postId)) as SyncRow;
    await db._shadows.put({ table: 'blog_posts', rowId: postId, row: shown });
    await db.rows('blog_posts').put({ ...shown, featured: true });
    await db._mutations.add({
      id: crypto.randomUUID(),
      name: 'blog.setFeatured',
      args: { id: postId, featured: true, padding: 'x'.repeat(PUSH_BODY_MAX_BYTES) },
      table: 'blog_posts',
      rowId: postId,
      kind: 'update',
      patch: { featured: true },
      baseVersion: shown.version,
      createdAt: now().toISOString(),
      status: 'pending',
    });
    await mutate('contact.setStatus', { id: lead, status: 'in_progress' });
    await pushAll({ db, transport, signal, now });

    expect(await db._mutations.count()).toBe(0);
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({ kind: 'rejected', rowId: postId, message: SYNC_MESSAGES.tooLarge }),
    ]);
    expect(await db.rows('blog_posts').get(postId)).toEqual(shown);
    const [contact] = await ctx.db.sql<{ status: string }[]>`
      select status from contact_submissions where id = ${lead}`;
    expect(contact?.status).toBe('in_progress');
    await db.delete();
  });
});
