/**
 * Every page in the sitemap names a picture for shared links (og:image): the post's featured
 * image, the person's photo, or the site's 1200×630 card; posts and profiles carry their
 * structured data with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import type { MediaView } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, signIn } from '../helpers/sync-api.ts';

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
  it('is on every page of the sitemap, in both languages, with a large card (a person’s a summary)', async () => {
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
      const card = /\/people\/[a-z]/.test(pathname) ? 'summary' : 'summary_large_image';
      if (metaOf(html, 'twitter:card') !== card) missing.push(pathname);
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

describe('an uploaded picture shared', () => {
  /** 2000×600: red on the left half, blue on the right. */
  async function halves(): Promise<Buffer> {
    const half = (background: string) =>
      sharp({ create: { width: 1000, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
    return sharp({ create: { width: 2000, height: 600, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#ff0000'), left: 0, top: 0 },
        { input: await half('#0000ff'), left: 1000, top: 0 },
      ])
      .jpeg({ quality: 95 })
      .toBuffer();
  }

  /** The colour at a point of a JPEG, as the larger of its red and blue. */
  async function colourAt(bytes: Buffer, x: number, y: number): Promise<'red' | 'blue'> {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return (data[at] ?? 0) > (data[at + 2] ?? 0) ? 'red' : 'blue';
  }

  it('is a 1200×630 crop around its focal point, with its size, and follows the point when it moves', async () => {
    const admin = await signIn(ctx);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await halves())]), 'halves.jpg');
    const uploaded = await ctx.app.request('/api/admin/media', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: ORIGIN },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const media = ((await uploaded.json()) as { media: MediaView }).media;
    const focus = async (focalX: number) =>
      expect(
        (await call(ctx, admin.cookie, 'PATCH', `/api/admin/media/${media.id}`, { focalX })).status,
      ).toBe(200);
    await focus(0.9);
    await ctx.db.sql`update blog_posts set featured_image = ${media.url}
      where slug = 'measuring-the-return-on-legal-ai'`;
    await ctx.db.sql`update people set photo_url = ${media.url} where slug = 'liisa-kask'`;

    const shared = async (pathname: string) => {
      const html = await page(pathname);
      const image = metaOf(html, 'og:image') ?? '';
      const res = await ctx.app.request(image.slice(ORIGIN.length));
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      return {
        image,
        bytes,
        declared: [metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')],
        actual: [String(meta.width), String(meta.height)],
        card: metaOf(html, 'twitter:card'),
      };
    };
    const right = await shared('/blog/measuring-the-return-on-legal-ai');
    expect(right.image).toMatch(
      /^https:\/\/lumen-legal\.example\/media\/[0-9a-f]{32}-card-90-50\.jpg$/,
    );
    expect(right.declared).toEqual(['1200', '630']);
    expect(right.actual).toEqual(['1200', '630']);
    expect(right.card).toBe('summary_large_image');
    // The right-hand (blue) part is kept: its centre and right edge are blue.
    expect(await colourAt(right.bytes, 600, 315)).toBe('blue');
    expect(await colourAt(right.bytes, 1190, 315)).toBe('blue');

    // A person's page: a square summary card of their photo.
    const person = await shared('/people/liisa-kask');
    expect(person.declared).toEqual(['600', '600']);
    expect(person.actual).toEqual(['600', '600']);
    expect(person.card).toBe('summary');

    // The focal point moved to the left: a new address, and the crop shows the red part.
    await focus(0.1);
    const left = await shared('/blog/measuring-the-return-on-legal-ai');
    expect(left.image).toMatch(/-card-10-50\.jpg$/);
    expect(await colourAt(left.bytes, 600, 315)).toBe('red');
    expect(await colourAt(left.bytes, 10, 315)).toBe('red');
    // The old address names a crop no longer offered.
    expect((await ctx.app.request(right.image.slice(ORIGIN.length))).status).toBe(404);
  });
});
