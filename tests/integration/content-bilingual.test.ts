import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import type {
  AboutContent,
  BlogPostSummary,
  PersonCard,
  PersonProfile,
  PostDetail,
  PostSummary,
} from '../../shared/content-types.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writtenAndAnnounced } from '../helpers/change-feed.ts';
import { XSS_CORPUS } from '../helpers/xss-corpus.ts';

const ORIGIN = 'https://lumen-legal.example';
const NOW = '2025-11-20T10:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set(NOW);
  await insertPost('blog_posts', {
    slug: 'both-languages',
    title: 'In English',
    content: 'The English body.',
    excerpt: 'English excerpt',
    title_et: 'Eesti keeles',
    content_et: 'Eestikeelne sisu.',
    excerpt_et: 'Eestikeelne kokkuvõte',
  });
  await insertPost('blog_posts', {
    slug: 'english-only',
    title: 'Only in English',
    content: 'Nothing translated yet.',
    excerpt: 'An English excerpt',
  });
  // Late evening in UTC is already the next day in Tallinn (UTC+3 in summer).
  await insertPost('blog_posts', {
    slug: 'midsummer-night',
    title: 'Published at night',
    content: 'Body.',
    title_et: 'Avaldatud öösel',
    content_et: 'Sisu.',
    published_at: new Date('2025-06-17T21:30:00Z'),
  });
  // Half a translation is no translation: the post stays English throughout.
  await insertPost('blog_posts', {
    slug: 'half-translated',
    title: 'Half translated',
    content: 'The English body.',
    title_et: 'Pool tõlgitud',
    content_et: '   ',
  });
  await insertPost('blog_posts', {
    slug: 'no-estonian-excerpt',
    title: 'Excerpt not translated',
    content: 'Body.',
    excerpt: 'Still English',
    title_et: 'Kokkuvõte tõlkimata',
    content_et: 'Sisu.',
  });
});
afterAll(() => ctx.close());

type PostFields = Record<string, string | boolean | Date | null>;

/** Inserts a post as another process would, and waits for the change feed to announce it. */
async function insertPost(table: 'blog_posts' | 'newsroom_posts', fields: PostFields) {
  const row = {
    author: 'Test Author',
    published: true,
    published_at: new Date(new Date(NOW).getTime() - HOUR_MS),
    ...fields,
  };
  await writtenAndAnnounced(ctx, async () => {
    const [added] = await ctx.db.sql<{ version: string }[]>`
      insert into ${ctx.db.sql(table)} ${ctx.db.sql(row)} returning version::text as version`;
    return added?.version ?? '0';
  });
}

async function json<T>(path: string): Promise<T> {
  const res = await ctx.app.request(path);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return (await res.json()) as T;
}

async function html(path: string): Promise<string> {
  const res = await ctx.app.request(path);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return res.text();
}

const hreflangs = (page: string) =>
  [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

describe('posts in Estonian', () => {
  it('reads a translated post in Estonian, marked et, with both languages', async () => {
    const post = await json<PostDetail>('/api/content/blog/both-languages?lang=et');
    expect(post).toMatchObject({
      title: 'Eesti keeles',
      excerpt: 'Eestikeelne kokkuvõte',
      lang: 'et',
      languages: ['en', 'et'],
      englishFields: [],
    });
    expect(post.html.trim()).toBe('<p>Eestikeelne sisu.</p>');
    const english = await json<PostDetail>('/api/content/blog/both-languages');
    expect(english).toMatchObject({ title: 'In English', lang: 'en', languages: ['en', 'et'] });
    expect(english.html.trim()).toBe('<p>The English body.</p>');
  });

  it('reads an untranslated or half-translated post whole in English, marked en', async () => {
    for (const slug of ['english-only', 'half-translated']) {
      const post = await json<PostDetail>(`/api/content/blog/${slug}?lang=et`);
      expect(post).toMatchObject({ lang: 'en', languages: ['en'], englishFields: [] });
      expect(post.title).not.toMatch(/tõlgitud/);
      expect(post.html).toMatch(/English|Nothing translated/);
    }
  });

  it('uses the English excerpt of a translated post without an Estonian one, and says so', async () => {
    const post = await json<PostDetail>('/api/content/blog/no-estonian-excerpt?lang=et');
    expect(post).toMatchObject({
      title: 'Kokkuvõte tõlkimata',
      excerpt: 'Still English',
      lang: 'et',
      englishFields: ['excerpt'],
    });
  });

  it('lists each post in Estonian where it can, English where it cannot', async () => {
    const list = await json<BlogPostSummary[]>('/api/content/blog?lang=et');
    const bySlug = new Map(list.map((p) => [p.slug, p]));
    expect(bySlug.get('both-languages')).toMatchObject({ title: 'Eesti keeles', lang: 'et' });
    expect(bySlug.get('english-only')).toMatchObject({ title: 'Only in English', lang: 'en' });
    // The demo seed: two blog posts translated, the others not.
    expect(bySlug.get('decision-support-not-legal-advice')?.lang).toBe('et');
    expect(bySlug.get('measuring-the-return-on-legal-ai')?.lang).toBe('en');
    const news = await json<PostSummary[]>('/api/content/newsroom?lang=et');
    expect(news.find((p) => p.slug === 'lumen-legal-launches-in-tallinn')?.title).toBe(
      'Lumen Legal alustab Tallinnas pärast kolmeaastast teadusprogrammi',
    );
  });

  it("dates posts on Tallinn's calendar in the page's language, on the page and in the list", async () => {
    const page = await html('/blog/midsummer-night');
    expect(page).toContain(
      '<time dateTime="2025-06-17T21:30:00.000Z">Published 18 June 2025</time>',
    );
    const estonian = await html('/et/blog/midsummer-night');
    expect(estonian).toContain(
      '<time dateTime="2025-06-17T21:30:00.000Z">Avaldatud 18. juuni 2025</time>',
    );
    const list = await json<BlogPostSummary[]>('/api/content/blog?lang=et');
    expect(list.find((p) => p.slug === 'midsummer-night')?.dateLabel).toBe('18. juuni 2025');
    expect(await html('/blog')).toContain(
      '<time dateTime="2025-06-17T21:30:00.000Z">18 June 2025</time>',
    );
  });

  it('refuses a language it does not know', async () => {
    const res = await ctx.app.request('/api/content/blog?lang=ru');
    expect(res.status).toBe(400);
  });

  it('renders the Estonian page of a translated post in Estonian, with both alternates', async () => {
    const page = await html('/et/blog/both-languages');
    expect(page).toContain('<html lang="et">');
    expect(page).toMatch(/<h1 id="post-title" lang="et">Eesti keeles<\/h1>/);
    expect(page).toContain('<div class="prose" lang="et"><p>Eestikeelne sisu.</p>\n</div>');
    expect(canonical(page)).toBe(`${ORIGIN}/et/blog/both-languages`);
    expect(hreflangs(page)).toEqual([
      `en-gb ${ORIGIN}/blog/both-languages`,
      `et ${ORIGIN}/et/blog/both-languages`,
      `x-default ${ORIGIN}/blog/both-languages`,
    ]);
  });

  it('marks the English text of an untranslated post on its Estonian page and lists no Estonian alternate', async () => {
    const page = await html('/et/blog/english-only');
    expect(page).toContain('<html lang="et">');
    expect(page).toMatch(/<h1 id="post-title" lang="en">Only in English<\/h1>/);
    expect(page).toContain('<div class="prose" lang="en"><p>Nothing translated yet.</p>\n</div>');
    expect(hreflangs(page)).toEqual([
      `en-gb ${ORIGIN}/blog/english-only`,
      `x-default ${ORIGIN}/blog/english-only`,
    ]);
    expect(canonical(page)).toBe(`${ORIGIN}/blog/english-only`);
    // The English page of the same post announces no Estonian version either.
    expect(hreflangs(await html('/blog/english-only'))).not.toContainEqual(
      expect.stringMatching(/^et /),
    );
  });

  it('marks list cards by the language of their texts', async () => {
    const page = await html('/et/blog');
    expect(page).toMatch(/<h2 id="post-both-languages" class="post-card__title" lang="et">/);
    expect(page).toMatch(/<h2 id="post-english-only" class="post-card__title" lang="en">/);
    expect(page).toContain('<p lang="en">Still English</p>');
  });
});

describe('people and the about page in Estonian, field by field', () => {
  it('falls back per field and names the English ones', async () => {
    const people = await json<PersonCard[]>('/api/content/people?lang=et');
    const kadri = people.find((p) => p.slug === 'kadri-lepik');
    expect(kadri).toMatchObject({ title: 'Kaasasutaja ja tegevjuht', englishFields: [] });
    const erik = people.find((p) => p.slug === 'erik-lindqvist');
    expect(erik?.title).toBe('Head of Infrastructure and Security');
    expect(erik?.englishFields).toEqual(['title', 'shortBio']);
    const profile = await json<PersonProfile>('/api/content/people/kadri-lepik?lang=et');
    expect(profile.englishFields).toEqual(['longBio']);
    expect(profile.longBioHtml).toContain('Kadri Lepik is co-founder');
    const english = await json<PersonProfile>('/api/content/people/kadri-lepik');
    expect(english).toMatchObject({
      title: 'Co-founder and Chief Executive Officer',
      englishFields: [],
    });
  });

  it('marks English roles and biographies with lang="en" and keeps both alternates', async () => {
    const profile = await html('/et/people/kadri-lepik');
    expect(profile).toContain('<p class="person-profile__title">Kaasasutaja ja tegevjuht</p>');
    expect(profile).toMatch(/<div class="prose" lang="en"><p>Kadri Lepik is co-founder/);
    expect(hreflangs(profile).map((h) => h.split(' ')[0])).toEqual(['en-gb', 'et', 'x-default']);
    const people = await html('/et/people');
    expect(people).toContain(
      '<p class="person-card__title" lang="en">Head of Infrastructure and Security</p>',
    );
    expect(people).toContain('<p class="person-card__title">Kaasasutaja ja tehnoloogiajuht</p>');
  });

  it('gives the about page Estonian roles and investor types, marking the English ones', async () => {
    const about = await json<AboutContent>('/api/content/about?lang=et');
    expect(about.team.find((m) => m.name === 'Martin Saar')).toMatchObject({
      position: 'Kaasasutaja ja tehnoloogiajuht',
      englishFields: [],
    });
    expect(about.team.find((m) => m.name === 'Erik Lindqvist')).toMatchObject({
      position: 'Head of Infrastructure and Security',
      englishFields: ['position'],
    });
    expect(about.investors.find((i) => i.name === 'Northgate Ventures')?.type).toBe('Riskikapital');
    const page = await html('/et/about');
    expect(page).toContain(
      '<p class="person-card__title" lang="en">Head of Infrastructure and Security</p>',
    );
  });
});

describe('scheduled publishing', () => {
  const slug = 'scheduled-for-later';
  const at = new Date(new Date(NOW).getTime() + 2 * HOUR_MS);

  const visible = async () => {
    const list = await json<BlogPostSummary[]>('/api/content/blog');
    const news = await json<PostSummary[]>('/api/content/newsroom?lang=et');
    const sitemap = await (await ctx.app.request('/sitemap.xml')).text();
    const rss = await (await ctx.app.request('/blog/rss.xml')).text();
    const rssEt = await (await ctx.app.request('/et/blog/rss.xml')).text();
    const newsRss = await (await ctx.app.request('/et/newsroom/rss.xml')).text();
    return {
      listed: list.some((p) => p.slug === slug),
      newsListed: news.some((p) => p.slug === slug),
      api: (await ctx.app.request(`/api/content/blog/${slug}`)).status,
      page: (await ctx.app.request(`/blog/${slug}`)).status,
      pageEt: (await ctx.app.request(`/et/blog/${slug}`)).status,
      newsPage: (await ctx.app.request(`/newsroom/${slug}`)).status,
      sitemap: sitemap.includes(`${ORIGIN}/blog/${slug}<`),
      sitemapEt: sitemap.includes(`${ORIGIN}/et/blog/${slug}<`),
      newsSitemap: sitemap.includes(`${ORIGIN}/newsroom/${slug}<`),
      rss: rss.includes(`${ORIGIN}/blog/${slug}<`),
      rssEt: rssEt.includes(`${ORIGIN}/et/blog/${slug}<`),
      newsRss: newsRss.includes(`${ORIGIN}/et/newsroom/${slug}<`),
    };
  };

  it('keeps a post off the site, the sitemap and the feeds until its time, then shows it everywhere', async () => {
    await insertPost('blog_posts', {
      slug,
      title: 'Scheduled',
      content: 'Later.',
      title_et: 'Ajastatud',
      content_et: 'Hiljem.',
      published_at: at,
    });
    await insertPost('newsroom_posts', {
      slug,
      title: 'Scheduled release',
      content: 'Later.',
      published_at: at,
    });
    expect(await visible()).toEqual({
      listed: false,
      newsListed: false,
      api: 404,
      page: 404,
      pageEt: 404,
      newsPage: 404,
      sitemap: false,
      sitemapEt: false,
      newsSitemap: false,
      rss: false,
      rssEt: false,
      newsRss: false,
    });

    ctx.clock.set(new Date(at.getTime() - 1000));
    expect((await visible()).listed).toBe(false);

    // Nobody acts: the time comes, and the next reads include it.
    ctx.clock.set(at);
    expect(await visible()).toEqual({
      listed: true,
      newsListed: true,
      api: 200,
      page: 200,
      pageEt: 200,
      newsPage: 200,
      sitemap: true,
      sitemapEt: true,
      newsSitemap: true,
      rss: true,
      rssEt: true,
      newsRss: true,
    });
    ctx.clock.set(NOW);
  });

  it('keeps an unpublished post hidden whatever its publication time', async () => {
    await insertPost('blog_posts', {
      slug: 'draft-with-a-past-time',
      title: 'Draft',
      content: 'Not out.',
      published: false,
    });
    expect((await ctx.app.request('/api/content/blog/draft-with-a-past-time')).status).toBe(404);
    expect(await (await ctx.app.request('/sitemap.xml')).text()).not.toContain(
      'draft-with-a-past-time',
    );
  });
});

describe('what is edited is what visitors see', () => {
  it('answers content with no-cache and an ETag, 304 while unchanged and the edit once changed', async () => {
    const path = '/api/content/blog/both-languages?lang=et';
    const first = await ctx.app.request(path);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await ctx.app.request(path, { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);

    await ctx.db.sql`update blog_posts set title_et = 'Muudetud pealkiri'
      where slug = 'both-languages'`;
    const edited = await ctx.app.request(path, { headers: { 'If-None-Match': tag ?? '' } });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as PostDetail).title).toBe('Muudetud pealkiri');
    expect(await html('/et/blog/both-languages')).toContain('Muudetud pealkiri');
  });

  it('revalidates the sitemap and the feeds on every request', async () => {
    for (const path of ['/sitemap.xml', '/blog/rss.xml', '/et/newsroom/rss.xml']) {
      const res = await ctx.app.request(path);
      expect({ path, cache: res.headers.get('cache-control') }).toEqual({
        path,
        cache: 'no-cache',
      });
      expect(res.headers.get('etag')).toBeTruthy();
    }
  });
});

/** Tags, handlers, styles and script or data URLs that must not survive sanitising. */
const DANGEROUS =
  /<(script|iframe|object|embed|style|svg|math|form|input|button|meta|base|details|video|source|body|noscript)\b|<[a-z][^>]*\s(on[a-z]+|style)\s*=|<[a-z][^>]*\s(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i;

describe('Markdown that tries to run script', () => {
  it('comes out of every corpus case inert', async () => {
    for (const [i, c] of XSS_CORPUS.entries()) {
      const slug = `xss-${i}`;
      await insertPost('blog_posts', { slug, title: c.name, content: c.markdown });
      const post = await json<PostDetail>(`/api/content/blog/${slug}`);
      const survived = DANGEROUS.exec(post.html)?.[0] ?? null;
      expect({ case: c.name, survived }).toEqual({ case: c.name, survived: null });
    }
  });
});
