/**
 * What empties the page cache (issue 28): only a change of the public content. A contact form or a
 * newsletter signup is a change the feed announces like any other, and the triage of a lead is an
 * edit in the back office, yet no page shows them: the pages stay in memory. An edit of a post
 * shows on the next view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { contentVersion, PUBLIC_CONTENT_TABLES } from '../../server/services/content.ts';
import { SYNCED_TABLE_NAMES } from '../../shared/sync/tables.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { blogPostArgs } from '../helpers/blog-post-args.ts';
import { writtenAndAnnounced } from '../helpers/change-feed.ts';
import { mutation, push, type Session, signIn, versionOf } from '../helpers/sync-api.ts';
import { ORIGIN } from './auth-fixtures.ts';
import { postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
/** The application under test, on a database connection that counts the queries sent. */
let site: TestContext;
let admin: Session;
let queries = 0;
const post = blogPostArgs({ title: 'Held in memory' });
const postPath = `/blog/${post.slug}`;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_FORMS_PER_HOUR: '1000' });
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set('2025-11-20T10:00:00Z');
  admin = await signIn(ctx);
  const counted = new Proxy(ctx.db.sql, {
    apply(target, self, args) {
      queries += 1;
      return Reflect.apply(target, self, args);
    },
  });
  site = {
    ...ctx,
    app: createApp({
      sql: counted,
      clock: ctx.clock,
      config: ctx.config,
      mailer: ctx.mailer,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      changes: ctx.changes,
      background: ctx.background,
      workers: ctx.workers,
    }),
  };
  const created = await push(site, admin.cookie, [mutation('blog.create', post)]);
  expect(created.results[0]).toMatchObject({ status: 'applied' });
});
afterAll(() => ctx.close());

const WAIT = { timeout: 20_000 };
const page = async (p: string) => {
  const res = await site.app.request(p);
  return { status: res.status, body: await res.text() };
};

/** Database queries one view of `p` costs: 0 when it is answered from memory. */
async function queriesFor(p: string): Promise<number> {
  const before = queries;
  await page(p);
  return queries - before;
}

/** Waits until the page is served from memory. */
async function held(p: string): Promise<void> {
  // A bound on waiting for the feed (it polls PGlite every 250 ms), not a timing assertion.
  await expect.poll(() => queriesFor(p), WAIT).toBe(0);
}

/**
 * Runs a write and returns once the change feed has announced it and the cache has compared the
 * content version since. A write to the back-office API is answered only after such a comparison
 * (one begun after the request came): the empty sync push below is one, with nothing to apply.
 */
async function announcedAndCompared(write: () => Promise<string>): Promise<void> {
  await writtenAndAnnounced(ctx, write);
  const res = await site.app.request('/api/sync/push', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [] }),
  });
  expect(res.status).toBe(400);
}

async function latestVersion(table: string): Promise<string> {
  const [row] = await ctx.db.sql<{ version: string }[]>`
    select max(version)::text as version from ${ctx.db.sql(table)}`;
  return row?.version ?? '0';
}

describe('the page cache and submissions on the public site', () => {
  it('keeps a blog post in memory through a contact form and a newsletter signup', async () => {
    await held(postPath);
    await held('/blog');
    await announcedAndCompared(async () => {
      const res = await postJson(site, '/api/contact', {
        name: 'Mari Maasikas',
        email: 'mari@firma.ee',
        subject: 'Sales Enquiry',
        message: 'Please call me back.',
        started_at: startedAgo(ctx),
      });
      expect(res.status).toBe(201);
      return latestVersion('contact_submissions');
    });
    expect(await queriesFor(postPath)).toBe(0);
    await announcedAndCompared(async () => {
      const res = await postJson(site, '/api/newsletter', { email: 'liis@example.ee' });
      expect(res.status).toBe(201);
      return latestVersion('newsletter_signups');
    });
    expect(await queriesFor(postPath)).toBe(0);
    expect(await queriesFor('/blog')).toBe(0);
  });

  it('keeps it through the triage of a lead in the back office', async () => {
    await held(postPath);
    const [lead] = await ctx.db.sql<{ id: string }[]>`
      select id from contact_submissions where deleted_at is null limit 1`;
    await announcedAndCompared(async () => {
      const { results } = await push(site, admin.cookie, [
        mutation('contact.setStatus', { id: lead?.id, status: 'in_progress' }),
      ]);
      expect(results[0]).toMatchObject({ status: 'applied' });
      return latestVersion('contact_submissions');
    });
    expect(await queriesFor(postPath)).toBe(0);
  });

  it('shows an edit of the post made in the back office on the next view', async () => {
    await held(postPath);
    const baseVersion = await versionOf(ctx, 'blog_posts', post.id);
    const saved = await push(site, admin.cookie, [
      mutation('blog.save', { ...post, title: 'Edited after the leads' }, { baseVersion }),
    ]);
    expect(saved.results[0]).toMatchObject({ status: 'applied' });
    // No waiting for the feed: the edit's own answer compared the content version.
    expect((await page(postPath)).body).toContain('Edited after the leads');
    expect((await page('/blog')).body).toContain('Edited after the leads');
  });

  it('shows an edit made by another process once the feed has announced it', async () => {
    await held(postPath);
    await ctx.db.sql`update blog_posts set title = 'Edited elsewhere' where id = ${post.id}`;
    // A bound on waiting for the feed (it polls PGlite every 250 ms), not a timing assertion.
    await expect.poll(async () => (await page(postPath)).body, WAIT).toContain('Edited elsewhere');
  });

  it('takes a deleted post off the site on the next view', async () => {
    await held(postPath);
    const baseVersion = await versionOf(ctx, 'blog_posts', post.id);
    const deleted = await push(site, admin.cookie, [
      mutation('blog.delete', { id: post.id }, { baseVersion }),
    ]);
    expect(deleted.results[0]).toMatchObject({ status: 'applied' });
    expect((await page(postPath)).status).toBe(404);
  });
});

describe('the content version', () => {
  beforeAll(async () => {
    // A picture's description (the demo content may have none uploaded).
    await ctx.db.sql`insert into media (hash, file_name, content_type, width, height, byte_size)
      values ('0123456789abcdef0123456789abcdef', 'touched.png', 'image/png', 10, 10, 100)
      on conflict (hash) do nothing`;
    // An issue of the newsletter (the demo content has none).
    await ctx.db.sql`insert into newsletter_issues (subject, body) values ('Touched', 'Text')`;
  });

  const touch = async (table: string) => {
    const res = await ctx.db.sql`
      update ${ctx.db.sql(table)} set updated_at = updated_at
       where id = (select id from ${ctx.db.sql(table)} limit 1)`;
    expect({ table, touched: res.count }).toEqual({ table, touched: 1 });
  };

  it('moves with an edit of each table public pages are read from', async () => {
    for (const table of PUBLIC_CONTENT_TABLES) {
      const before = await contentVersion(ctx.db.sql);
      await touch(table);
      expect({ table, moved: (await contentVersion(ctx.db.sql)) !== before }).toEqual({
        table,
        moved: true,
      });
    }
  });

  it('stays put when any other synced table changes (leads, signups, tickets)', async () => {
    const others = SYNCED_TABLE_NAMES.filter(
      (t) => !(PUBLIC_CONTENT_TABLES as readonly string[]).includes(t),
    );
    expect(others).toContain('contact_submissions');
    for (const table of others) {
      const before = await contentVersion(ctx.db.sql);
      await touch(table);
      expect({ table, version: await contentVersion(ctx.db.sql) }).toEqual({
        table,
        version: before,
      });
    }
  });
});
