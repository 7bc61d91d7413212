/**
 * Markdown is rendered in the worker pool with a time budget (RENDER_BUDGET_MS): a text that
 * takes longer is answered with a clear error while the server goes on answering everyone else,
 * and a post with such a text cannot be published.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_COMPLEX_TO_PUBLISH } from '../../server/services/admin/checks.ts';
import { renderMarkdown } from '../../server/services/markdown.ts';
import { TOO_COMPLEX_MESSAGE, TOO_COMPLEX_REASON } from '../../server/services/text-render.ts';
import type { MutationResult } from '../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { blogPostArgs } from '../helpers/blog-post-args.ts';
import { call, mutation, push, type Session, signIn, versionOf } from '../helpers/sync-api.ts';
import { ENV, postJson, startedAgo } from './leads-helpers.ts';

/**
 * Some forty seconds of parsing in 60 KB (the time grows with the square of such a run), far over
 * the budget here, and within the API's body limit.
 */
const PATHOLOGICAL = '_*a'.repeat(20_000);

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ ...ENV, RENDER_BUDGET_MS: '500', WORKER_THREADS: '2' });
  admin = await signIn(ctx);
  // A thread started, so the first render below is not also the thread's start.
  await preview('warm');
});
afterAll(() => ctx.close());

function preview(markdown: string) {
  return call(ctx, admin.cookie, 'POST', '/api/admin/content/preview', { markdown });
}

const contact = () =>
  postJson(ctx, '/api/contact', {
    name: 'Mari Maasikas',
    email: `mari-${randomUUID().slice(0, 8)}@firma.ee`,
    subject: 'Sales Enquiry',
    message: 'Please call me back.',
    started_at: startedAgo(ctx),
    website: '',
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the preview of a text too complex to render', () => {
  it('is answered with the clear error, while a lead and health are answered', async () => {
    const [res, lead, health] = await Promise.all([
      preview(PATHOLOGICAL),
      sleep(50).then(contact),
      sleep(50).then(() => ctx.app.request('/api/health')),
    ]);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { fields: Record<string, string>; reasons: Record<string, string> };
    };
    expect(error.fields.markdown).toBe(TOO_COMPLEX_MESSAGE);
    expect(error.reasons.markdown).toBe(TOO_COMPLEX_REASON);
    expect(lead.status).toBe(201);
    expect(health.status).toBe(200);
  });

  it('does not hold up a health check sent while it renders', async () => {
    const order: string[] = [];
    const rendering = preview(PATHOLOGICAL).then((res) => order.push(`preview ${res.status}`));
    // While the text renders on the request thread, this timer cannot even fire.
    await sleep(100);
    const health = Promise.resolve(ctx.app.request('/api/health')).then((res) =>
      order.push(`health ${res.status}`),
    );
    await Promise.all([rendering, health]);
    expect(order).toEqual(['health 200', 'preview 400']);
  });

  it('leaves the pool rendering: ordinary text comes out as it always has', async () => {
    await preview(PATHOLOGICAL);
    const source = '# Title\n\nSome **bold**, a [link](https://example.com) and\n\n- a\n- b';
    const res = await preview(source);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { html: string }).html).toBe(renderMarkdown(source));
  });
});

describe('publishing a post whose text is too complex', () => {
  async function one(name: string, args: unknown, extra = {}) {
    const { results } = await push(ctx, admin.cookie, [mutation(name, args, extra)]);
    return results[0] as MutationResult;
  }

  it('is refused with the message under the text, and nothing is stored', async () => {
    const args = blogPostArgs({ content: PATHOLOGICAL });
    const result = await one('blog.create', args);
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: { content: TOO_COMPLEX_TO_PUBLISH },
    });
    const rows = await ctx.db.sql`select 1 from blog_posts where id = ${args.id}`;
    expect(rows).toHaveLength(0);
  });

  it('checks the Estonian text too, and press releases the same way', async () => {
    const estonian = blogPostArgs({ title_et: 'Postitus', content_et: PATHOLOGICAL });
    expect(await one('blog.create', estonian)).toMatchObject({
      status: 'rejected',
      fields: { content_et: TOO_COMPLEX_TO_PUBLISH },
    });
    const {
      tags: _tags,
      featured: _featured,
      ...press
    } = blogPostArgs({
      content: PATHOLOGICAL,
      category: null,
    });
    expect(await one('newsroom.create', press)).toMatchObject({
      status: 'rejected',
      fields: { content: TOO_COMPLEX_TO_PUBLISH },
    });
  });

  it('keeps it as a draft, and refuses the Publish toggle on it', async () => {
    const draft = blogPostArgs({ content: PATHOLOGICAL, published: false });
    expect(await one('blog.create', draft)).toMatchObject({ status: 'applied' });
    const baseVersion = await versionOf(ctx, 'blog_posts', draft.id);
    const result = await one(
      'blog.setPublished',
      { id: draft.id, published: true },
      { baseVersion },
    );
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: { content: TOO_COMPLEX_TO_PUBLISH },
    });
    const [row] = await ctx.db.sql`select published from blog_posts where id = ${draft.id}`;
    expect(row?.published).toBe(false);
  });

  it('publishes ordinary text as before', async () => {
    expect(await one('blog.create', blogPostArgs())).toMatchObject({ status: 'applied' });
  });
});
