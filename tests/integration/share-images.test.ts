/**
 * Every page in the sitemap names a picture for shared links (og:image): the post's featured
 * image, the person's photo, or the site's 1200×630 card; posts and profiles carry their
 * structured data with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ORIGIN = 'https://lumen-legal.example';
const CARD = `${ORIGIN}/brand/og-card.jpg`;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set('2025-11-20T10:00:00Z');
  await ctx.db.sql`update blog_posts set featured_image = 'https://images.example/eu-ai-act.jpg'
    where slug = 'decision-support-not-legal-advice'`;
  await ctx.db.sql`update people set photo_url = '/media/kadri-lepik.jpg'
    where slug = 'kadri-lepik'`;
  // An address a page must never name.
  await ctx.db.sql`update people set photo_url = 'javascript:alert(1)'
    where slug = 'erik-lindqvist'`;
});
afterAll(() => ctx.close());

function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replaceAll('&amp;', '&') ?? null;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

async function page(pathname: string): Promise<string> {
  const res = await ctx.app.request(pathname);
  expect(res.status, pathname).toBe(200);
  return res.text();
}

describe('og:image', () => {
  it('is on every page of the sitemap, in both languages, with a large summary card', async () => {
    const xml = await (await ctx.app.request('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      (m[1] ?? '').slice(ORIGIN.length),
    );
    expect(paths.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const pathname of paths) {
      const html = await page(pathname || '/');
      const image = metaOf(html, 'og:image');
      if (!image?.startsWith('https://') || !metaOf(html, 'og:image:alt')) missing.push(pathname);
      if (metaOf(html, 'twitter:card') !== 'summary_large_image') missing.push(pathname);
    }
    expect(missing).toEqual([]);
  });

  it('is the site card, 1200×630, on a page without a picture of its own', async () => {
    const html = await page('/et/pricing');
    expect(metaOf(html, 'og:image')).toBe(CARD);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:image:alt')).toBe(
      'Lumen Legal: Eesti õigusel põhinev tehisintellektiga otsusetugi',
    );
    // The card itself: a 1200×630 JPEG (its size is in the first frame header).
    const card = readFileSync(
      path.resolve(import.meta.dirname, '../../web/public/brand/og-card.jpg'),
    );
    expect(card.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const sof = card.findIndex((b, i) => b === 0xff && card[i + 1] === 0xc0);
    expect([card.readUInt16BE(sof + 7), card.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
  });

  it('is a post’s featured image, with its BlogPosting data', async () => {
    const html = await page('/blog/decision-support-not-legal-advice');
    expect(metaOf(html, 'og:image')).toBe('https://images.example/eu-ai-act.jpg');
    expect(metaOf(html, 'og:image:width')).toBeNull();
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      image: 'https://images.example/eu-ai-act.jpg',
      author: { '@type': 'Organization', name: 'Lumen Legal Team' },
      inLanguage: 'en',
    });
  });

  it('is a person’s photo, as a whole address, with their ProfilePage data; a bad address is not named', async () => {
    const html = await page('/et/people/kadri-lepik');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/media/kadri-lepik.jpg`);
    expect(jsonLd(html).find((d) => d['@type'] === 'ProfilePage')?.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Kadri Lepik',
      image: `${ORIGIN}/media/kadri-lepik.jpg`,
    });
    const erik = await page('/people/erik-lindqvist');
    expect(erik).not.toContain('javascript:');
    expect(metaOf(erik, 'og:image')).toBe(CARD);
  });
});
