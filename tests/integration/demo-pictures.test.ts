/**
 * The demo's pictures (issue #26): every person and team member has a portrait, every investor
 * and partner a logo, and two posts a featured image, each uploaded as an editor's upload is
 * (served from /media in its sizes, described in both languages). /about, /partners and the
 * technology partners' profiles show the logos at a size known before they load; a person without
 * a photo is shown with their initials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionSql } from '../../server/db/client.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { seedDemoPictures } from '../../server/db/seed-pictures.ts';
import { mediaHashOf } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const SEEDED_AT = new Date('2025-11-01T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db.sql, SEEDED_AT);
  // Read a little later: the demo's posts are out by then.
  ctx.clock.set('2025-11-20T10:00:00Z');
});
afterAll(() => ctx.close());

/** A bound on waiting for the change feed to empty the page cache (it polls every 250 ms). */
const WAIT = { timeout: 5_000, interval: 100 };

async function page(path: string): Promise<string> {
  const res = await ctx.app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The addresses an image column holds, by the row's name. */
async function addresses(table: string, name: string, column: string) {
  const sql = ctx.db.sql;
  const rows = await sql<{ name: string; url: string | null }[]>`
    select ${sql(name)}::text as name, ${sql(column)} as url from ${sql(table)} order by 1`;
  return rows;
}

/** Each one is an upload whose every size is served, in AVIF, WebP and JPEG. */
async function expectServedInItsSizes(url: string | null, what: string) {
  const hash = mediaHashOf(url);
  expect(hash, what).not.toBeNull();
  const variants = await ctx.db.sql<{ width: number; format: string }[]>`
    select v.width, v.format from media_variants v join media m on m.id = v.media_id
     where m.hash = ${hash ?? ''} and m.deleted_at is null order by v.width, v.format`;
  const widths = [...new Set(variants.map((v) => v.width))];
  expect(widths.length, what).toBeGreaterThanOrEqual(2);
  expect(variants.map((v) => v.format).sort(), what).toEqual(
    widths.flatMap(() => ['avif', 'jpeg', 'webp']).sort(),
  );
  const original = await ctx.app.request(url ?? '');
  expect(original.status, what).toBe(200);
  const largest = await ctx.app.request(`/media/${hash}-${widths.at(-1)}.avif`);
  expect(largest.status, what).toBe(200);
  expect(largest.headers.get('content-type'), what).toBe('image/avif');
}

describe('the demo’s pictures', () => {
  it('give every person, team member, investor and partner a picture served in its sizes', async () => {
    const people = await addresses('people', 'slug', 'photo_url');
    const team = await addresses('team_members', 'name', 'image_url');
    const investors = await addresses('investors', 'name', 'logo_url');
    const partners = await addresses('partners', 'slug', 'logo_url');
    for (const [what, rows] of Object.entries({ people, team, investors, partners })) {
      expect(rows.length, what).toBeGreaterThan(0);
      for (const row of rows) await expectServedInItsSizes(row.url, `${what}: ${row.name}`);
    }
    // A team card shows its person's portrait: the same upload.
    const [mismatch] = await ctx.db.sql`
      select t.name from team_members t join people p on p.slug = t.person_slug
       where t.image_url is distinct from p.photo_url`;
    expect(mismatch).toBeUndefined();
  });

  it('give two posts a featured image, described in both languages', async () => {
    const posts = (await addresses('blog_posts', 'slug', 'featured_image')).filter((p) => p.url);
    expect(posts.map((p) => p.name)).toEqual([
      'decision-support-not-legal-advice',
      'grounded-retrieval-over-estonian-case-law',
    ]);
    for (const post of posts) await expectServedInItsSizes(post.url, post.name);
    const en = await page('/blog/decision-support-not-legal-advice');
    expect(en).toMatch(
      /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{32}-160\.avif 160w, [^"]+-640\.avif 640w"/,
    );
    expect(en).toMatch(/width="640" height="360" alt="A pair of scales drawn over blue and green/);
    // Shared links show the picture's 1200×630 crop around its focal point.
    expect(en).toMatch(
      /<meta property="og:image" content="[^"]+\/media\/[0-9a-f]{32}-card-\d{1,3}-\d{1,3}\.jpg" \/>\s*<meta property="og:image:width" content="1200" \/>/,
    );
    const et = await page('/et/blog/decision-support-not-legal-advice');
    expect(et).toContain('alt="Kaalud sinistel ja rohelistel ringidel"');
  });

  it('are drawn the same every time: the same seed gives the same files', async () => {
    const stored = await ctx.db.sql<{ hash: string }[]>`select hash from media order by hash`;
    const again = await ctx.db.sql.begin((tx: TransactionSql) => seedDemoPictures(tx, SEEDED_AT));
    expect([...new Set([...again.values()].map(mediaHashOf))].sort()).toEqual(
      stored.map((r) => r.hash),
    );
  });
});

describe('a post’s featured picture, the largest thing on its page', () => {
  it('is preloaded from the head at high priority, with the sources and sizes its picture uses', async () => {
    for (const path of [
      '/blog/decision-support-not-legal-advice',
      '/et/blog/decision-support-not-legal-advice',
    ]) {
      const html = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      expect(preloads, path).toHaveLength(1);
      const preload = preloads[0] ?? '';
      expect(preload).toContain('fetchpriority="high"');
      expect(preload).toContain('type="image/avif"');
      // The browser must preload the very file the page then shows: the AVIF source's list and sizes.
      const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(html);
      expect(source, path).not.toBeNull();
      const attr = (name: string) =>
        new RegExp(` ${name}="([^"]+)"`).exec(preload)?.[1]?.replaceAll('&amp;', '&');
      expect(attr('imagesrcset')).toBe(source?.[1]);
      expect(attr('imagesizes')).toBe(source?.[2]);
      // The picture itself is fetched eagerly at high priority too.
      expect(html).toMatch(
        /<img class="post__image"[^>]* loading="eager"[^>]* fetchPriority="high"/,
      );
    }
    // A post without a picture preloads none.
    const noPicture = await ctx.db.sql<{ slug: string }[]>`
      select slug from blog_posts where featured_image is null and published limit 1`;
    const other = await page(`/blog/${noPicture[0]?.slug}`);
    expect(other).not.toContain('rel="preload" as="image"');
  });

  it('is answered with the headers a picture needs, without the documents’ ones', async () => {
    const html = await page('/blog/decision-support-not-legal-advice');
    const file = /\/media\/[0-9a-f]{32}-640\.avif/.exec(html)?.[0];
    expect(file).toBeDefined();
    const res = await ctx.app.request(file ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).not.toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ]) {
      expect(res.headers.get(name), name).toBeNull();
    }
    // A page keeps them all, and so does an SVG, which can be opened as a document.
    for (const path of ['/blog/decision-support-not-legal-advice', '/images/hero-scales.svg']) {
      const doc = await ctx.app.request(path);
      expect(doc.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(doc.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('logos on the public pages', () => {
  /** The <img> of each `<picture>` on the page, by its alt text. */
  function logos(html: string): Map<string, string> {
    const found = new Map<string, string>();
    for (const [img] of html.matchAll(/<img class="logo[^"]*"[^>]*>/g)) {
      found.set(/alt="([^"]*)"/.exec(img)?.[1] ?? '', img);
    }
    return found;
  }

  it('/about shows each investor’s logo with its size, and its name', async () => {
    for (const [path, lang] of [
      ['/about', 'en'],
      ['/et/about', 'et'],
    ] as const) {
      const html = await page(path);
      const shown = logos(html);
      for (const name of [
        'Northgate Ventures',
        'Baltic Legal Angels',
        'Digital Innovation Grant Programme',
      ]) {
        const img = shown.get(`${name} logo`);
        expect(img, `${lang}: ${name}`).toMatch(/ width="\d+" height="96"/);
        expect(img).toMatch(/ src="\/media\/[0-9a-f]{32}-320\.jpg"/);
        expect(img).toContain('loading="lazy"');
        expect(html).toMatch(new RegExp(`</picture>${name}</li>`));
      }
    }
  });

  it('an investor without a logo is shown by its name alone', async () => {
    await ctx.db.sql`update investors set logo_url = null where name = 'Baltic Legal Angels'`;
    await expect.poll(async () => logos(await page('/about')).size, WAIT).toBe(2);
    const html = await page('/about');
    expect(logos(html).has('Baltic Legal Angels logo')).toBe(false);
    expect(html).toContain('<li>Baltic Legal Angels</li>');
    expect(logos(html).has('Northgate Ventures logo')).toBe(true);
  });

  it('/partners shows the partners’ logos, from the partners as edited', async () => {
    const before = logos(await page('/partners'));
    // The four technology partners, the three platform and the two hardware partners.
    expect(before.size).toBe(9);
    for (const name of [
      'Redline AI',
      'Qatalis',
      'Deepware',
      'Skudo Tech',
      'Aurora Cloud',
      'Keystone HSM',
    ]) {
      expect(before.get(`${name} logo`), name).toMatch(/ width="\d+" height="96"/);
    }
    // A partner's logo taken away in the back office leaves the page with the next request.
    await ctx.db.sql`update partners set logo_url = null where slug = 'qatalis'`;
    await expect.poll(async () => logos(await page('/partners')).size, WAIT).toBe(before.size - 1);
    const after = logos(await page('/partners'));
    expect(after.has('Qatalis logo')).toBe(false);
    expect(after.has('Deepware logo')).toBe(true);
  });

  it('a technology partner’s profile shows its logo; an unknown partner is still 404', async () => {
    const html = await page('/et/partners/technology/deepware');
    expect(logos(html).get('Deepware logo')).toMatch(/ width="\d+" height="96"/);
    expect(html).toContain('<h1');
    expect((await ctx.app.request('/partners/technology/acme')).status).toBe(404);
  });
});

describe('a person without a photo', () => {
  it('is shown with their initials, announced by name rather than as a picture', async () => {
    await ctx.db.sql`update people set photo_url = null where slug = 'kadri-lepik'`;
    await expect
      .poll(async () => await page('/people/kadri-lepik'), WAIT)
      .toContain('avatar--initials');
    const html = await page('/people/kadri-lepik');
    expect(html).toMatch(/<span class="avatar avatar--lg avatar--initials" aria-hidden="true">KL/);
    expect(html).not.toMatch(/alt="Photo of Kadri Lepik"/);
    // The others keep theirs.
    expect(await page('/people')).toMatch(/alt="Photo of Martin Saar"/);
  });
});
