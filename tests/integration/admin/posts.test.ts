/**
 * Blog posts and press releases through the sync push (the only way the back office writes
 * them): create with a browser-chosen id, save, the slug rule's database side, chained edits of
 * one person, conflicts between two, revisions and the preview endpoint.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_DEFAULTS, BLOG_MESSAGES } from '../../../shared/admin/blog.ts';
import { NEWSROOM_MESSAGES } from '../../../shared/admin/newsroom.ts';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  mutation,
  push,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';

let ctx: TestContext;
let admin: Session;
let other: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
  other = await signIn(ctx, { email: 'second@lumen.example', password: 'Amber-Falcon-Meadow-58' });
});
afterAll(() => ctx.close());

function blogArgs(over: Record<string, unknown> = {}) {
  const slug = `post-${randomUUID().slice(0, 8)}`;
  return {
    id: randomUUID(),
    title: 'Contract review, faster',
    slug,
    content: '# Heading\n\nBody text.',
    author: BLOG_DEFAULTS.author,
    excerpt: 'How teams review contracts.',
    category: BLOG_DEFAULTS.category,
    tags: ['contracts', 'ai'],
    featured_image: null,
    seo_title: '',
    seo_description: null,
    published: false,
    featured: false,
    published_at: null,
    title_et: null,
    content_et: null,
    excerpt_et: null,
    seo_title_et: null,
    seo_description_et: null,
    ...over,
  };
}

async function one(session: Session, name: string, args: unknown, extra = {}) {
  const { results } = await push(ctx, session.cookie, [mutation(name, args, extra)]);
  return results[0] as MutationResult;
}

describe('blog.create', () => {
  it('makes the post under the id the browser chose, with the SEO defaults, and audits it', async () => {
    const args = blogArgs();
    const result = await one(admin, 'blog.create', args);
    expect(result).toMatchObject({
      status: 'applied',
      row: {
        id: args.id,
        title: 'Contract review, faster',
        seo_title: 'Contract review, faster',
        seo_description: 'How teams review contracts.',
        tags: ['contracts', 'ai'],
        published: false,
        published_at: null,
      },
    });
    const audit = await changeAudit(ctx, args.id);
    expect(audit.map((a) => a.action)).toEqual(['blog.create']);
    expect(audit[0]?.actor_email).toBe(admin.email);
  });

  it('says a slug another post holds as the slug field’s message, and makes nothing', async () => {
    const first = blogArgs();
    await one(admin, 'blog.create', first);
    const again = blogArgs({ slug: first.slug });
    const result = await one(admin, 'blog.create', again);
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'taken',
      message: BLOG_MESSAGES.slugTaken,
      fields: { slug: BLOG_MESSAGES.slugTaken },
    });
    const rows = await ctx.db.sql`select 1 from blog_posts where id = ${again.id}`;
    expect(rows).toHaveLength(0);
  });

  it('checks the fields in the spec’s order', async () => {
    const result = await one(
      admin,
      'blog.create',
      blogArgs({ title: ' ', slug: '', content: '  ', author: '' }),
    );
    expect(result).toMatchObject({ status: 'rejected', code: 'validation_failed' });
    const fields = (result as { fields: Record<string, string> }).fields;
    expect(Object.values(fields)).toEqual([
      BLOG_MESSAGES.titleRequired,
      BLOG_MESSAGES.slugRequired,
      BLOG_MESSAGES.contentRequired,
      BLOG_MESSAGES.authorRequired,
    ]);
  });

  it('refuses a half Estonian version: title without content', async () => {
    const result = await one(admin, 'blog.create', blogArgs({ title_et: 'Lepingud kiiremini' }));
    expect(result).toMatchObject({
      status: 'rejected',
      fields: { content_et: 'Estonian content is required for the Estonian version' },
    });
  });
});

describe('saving a post', () => {
  it('applies two edits in a row by one person, the second chained to the first', async () => {
    const args = blogArgs();
    const created = await one(admin, 'blog.create', args);
    const base = (created as { row: { version: string } }).row.version;
    const first = mutation(
      'blog.setPublished',
      { id: args.id, published: true },
      { baseVersion: base },
    );
    const second = mutation(
      'blog.setFeatured',
      { id: args.id, featured: true },
      { baseVersion: base, after: first.id },
    );
    const { results } = await push(ctx, admin.cookie, [first, second]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [row] = await ctx.db
      .sql`select published, featured, published_at from blog_posts where id = ${args.id}`;
    expect(row).toMatchObject({ published: true, featured: true });
    expect(row?.published_at).toEqual(ctx.clock.now());
  });

  it('is a conflict when someone else saved since, and the other person’s chain does not count', async () => {
    const args = blogArgs();
    const created = await one(admin, 'blog.create', args);
    const base = (created as { row: { version: string } }).row.version;
    const theirs = mutation('blog.save', { ...args, title: 'Their title' }, { baseVersion: base });
    await push(ctx, other.cookie, [theirs]);
    // Mine started from the same version; naming their change as "after" must not help.
    const mine = await one(
      admin,
      'blog.save',
      { ...args, title: 'My title' },
      { baseVersion: base, after: theirs.id },
    );
    expect(mine).toMatchObject({
      status: 'conflict',
      row: { title: 'Their title', version: await versionOf(ctx, 'blog_posts', args.id) },
    });
  });

  it('keeps a revision of every change, newest first, with who made it', async () => {
    const args = blogArgs();
    const created = await one(admin, 'blog.create', args);
    const base = (created as { row: { version: string } }).row.version;
    await one(other, 'blog.save', { ...args, title: 'Second title' }, { baseVersion: base });
    const res = await call(
      ctx,
      admin.cookie,
      'GET',
      `/api/admin/content/revisions?entity=blog_posts&id=${args.id}`,
    );
    expect(res.status).toBe(200);
    const { revisions } = (await res.json()) as {
      revisions: { action: string; actorEmail: string; snapshot: { title: string } }[];
    };
    expect(revisions.map((r) => [r.action, r.actorEmail, r.snapshot.title])).toEqual([
      ['blog.save', other.email, 'Second title'],
      ['blog.create', admin.email, 'Contract review, faster'],
    ]);
  });

  it('lists revisions newest first by number, also across 99,999 → 100,000', async () => {
    const id = randomUUID();
    for (const [revision, title] of [
      [99_999, 'Older'],
      [100_000, 'Newer'],
    ] as const) {
      await ctx.db.sql`
        insert into content_revisions (id, entity, entity_id, version, action, actor_email, snapshot)
        overriding system value
        values (${revision}, 'blog_posts', ${id}, ${revision}, 'blog.save', ${admin.email},
          ${ctx.db.sql.json({ title })})`;
    }
    const res = await call(
      ctx,
      admin.cookie,
      'GET',
      `/api/admin/content/revisions?entity=blog_posts&id=${id}`,
    );
    const { revisions } = (await res.json()) as { revisions: { snapshot: { title: string } }[] };
    expect(revisions.map((r) => r.snapshot.title)).toEqual(['Newer', 'Older']);
  });

  it('keeps a future publication time: the post is scheduled', async () => {
    const at = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    const args = blogArgs({ published: true, published_at: at });
    const result = await one(admin, 'blog.create', args);
    expect(result).toMatchObject({ status: 'applied', row: { published: true, published_at: at } });
  });
});

describe('press releases', () => {
  it('are made and refused with the newsroom’s own messages', async () => {
    const id = randomUUID();
    const bad = await one(admin, 'newsroom.create', {
      id,
      title: 'Funding',
      slug: '',
      content: '',
      author: '',
      excerpt: null,
      category: null,
      featured_image: 'not a url',
      published: false,
      published_at: null,
      title_et: null,
      content_et: null,
      excerpt_et: null,
    });
    expect(Object.values((bad as { fields: Record<string, string> }).fields)).toEqual([
      NEWSROOM_MESSAGES.slugRequired,
      NEWSROOM_MESSAGES.contentRequired,
      NEWSROOM_MESSAGES.authorRequired,
      'Featured image must be a valid URL (https://…).',
    ]);
  });
});

describe('POST /api/admin/content/preview', () => {
  it('renders and sanitises as the public page does', async () => {
    const res = await call(ctx, admin.cookie, 'POST', '/api/admin/content/preview', {
      markdown: '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) **bold**',
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/script|javascript:/i);
  });

  it('is for admins only', async () => {
    const res = await call(ctx, '', 'POST', '/api/admin/content/preview', { markdown: 'x' });
    expect(res.status).toBe(401);
  });
});
