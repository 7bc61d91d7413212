/**
 * Structured data after Google's guidance, checked on every page of the sitemap in both
 * languages against a table of required and recommended properties per type
 * (tests/helpers/structured-data.ts), and by what each kind of page must say.
 */
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { jsonLdOf, schemaProblems } from '../helpers/structured-data.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const ORIGIN = 'https://lumen-legal.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set('2025-11-20T10:00:00Z');
  // A post without a featured picture.
  await ctx.db.sql`update blog_posts set featured_image = null
    where slug = 'decision-support-not-legal-advice'`;
});
afterAll(() => ctx.close());

async function dataOf(pathname: string) {
  const res = await ctx.app.request(pathname);
  expect(res.status, pathname).toBe(200);
  return jsonLdOf(await res.text());
}

const ofType = (data: Record<string, unknown>[], type: string) =>
  data.find((d) => d['@type'] === type);

describe('structured data', () => {
  it('passes the schema check on every page of the sitemap', async () => {
    const xml = await (await ctx.app.request('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => (m[1] ?? '').slice(ORIGIN.length) || '/',
    );
    expect(paths.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const pathname of paths) {
      const data = await dataOf(pathname);
      if (!ofType(data, 'Organization')) problems.push(`${pathname}: no Organization`);
      // A page under a section (a product, a post, a person, a partner) says where it sits.
      const nested = /^(\/et)?\/(products|blog|newsroom|people|partners\/technology)\/[^/]+$/;
      if (nested.test(pathname) && !ofType(data, 'BreadcrumbList')) {
        problems.push(`${pathname}: no BreadcrumbList`);
      }
      for (const block of data) problems.push(...schemaProblems(block, `${pathname} `));
    }
    expect(problems).toEqual([]);
  });

  it('gives the organisation a square logo of at least 112×112', async () => {
    const org = ofType(await dataOf('/'), 'Organization');
    const logo = org?.logo as { url: string; width: number; height: number };
    expect(logo.url).toBe(`${ORIGIN}/brand/logo-square.png`);
    const file = path.resolve(
      import.meta.dirname,
      '../../web/public',
      logo.url.slice(ORIGIN.length + 1),
    );
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([logo.width, logo.height]);
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(112);
  });

  it('types a blog post BlogPosting by its real author, linked to their profile, with breadcrumbs', async () => {
    const data = await dataOf('/et/blog/eu-ai-act-checklist-for-legal-teams');
    expect(ofType(data, 'BlogPosting')).toMatchObject({
      author: {
        '@type': 'Person',
        name: 'Liisa Kask',
        url: `${ORIGIN}/et/people/liisa-kask`,
      },
    });
    expect(ofType(data, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Lumen Legal', item: `${ORIGIN}/et` },
      { '@type': 'ListItem', position: 2, name: 'Blogi', item: `${ORIGIN}/et/blog` },
      expect.objectContaining({ '@type': 'ListItem', position: 3 }),
    ]);
  });

  it('types a team byline Organization, and gives a post without a picture the share card', async () => {
    const posting = ofType(await dataOf('/blog/decision-support-not-legal-advice'), 'BlogPosting');
    expect(posting).toMatchObject({
      author: { '@type': 'Organization', name: 'Lumen Legal Team' },
      image: `${ORIGIN}/brand/og-card.jpg`,
    });
  });

  it('types a press release NewsArticle', async () => {
    const data = await dataOf('/newsroom/lumen-legal-launches-in-tallinn');
    expect(ofType(data, 'BlogPosting')).toBeUndefined();
    expect(ofType(data, 'NewsArticle')).toMatchObject({
      author: { '@type': 'Organization', name: 'Lumen Legal Communications Team' },
    });
    expect(ofType(data, 'BreadcrumbList')).toBeDefined();
  });

  it('makes a person’s page a ProfilePage about them', async () => {
    const data = await dataOf('/people/liisa-kask');
    expect(ofType(data, 'Person')).toBeUndefined();
    expect(ofType(data, 'ProfilePage')).toMatchObject({
      mainEntity: { '@type': 'Person', name: 'Liisa Kask', url: `${ORIGIN}/people/liisa-kask` },
    });
    expect(ofType(data, 'BreadcrumbList')).toBeDefined();
  });
});
