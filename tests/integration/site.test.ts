import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import { PRERENDER_PATHS } from '../../web/src/app/routes.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const ORIGIN = 'https://lumen-legal.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set('2025-11-20T10:00:00Z');
});
afterAll(() => ctx.close());

describe('permanent redirects of aliases and legacy paths', () => {
  it('answers every entry of the table, in both languages, with 301 and the right Location', async () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      for (const [path, location] of [
        [from, to],
        [`/et${from}`, `/et${to}`],
      ] as const) {
        const res = await ctx.app.request(path);
        expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({
          path,
          status: 301,
          location,
        });
      }
    }
  });

  it('keeps the query string', async () => {
    const res = await ctx.app.request('/contact-us?utm_source=mail');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact?utm_source=mail');
  });

  it('sends /people?to=X to /people/X', async () => {
    for (const [path, location] of [
      ['/people?to=martin-saar', '/people/martin-saar'],
      ['/et/people?to=martin-saar', '/et/people/martin-saar'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(location);
    }
  });
});

describe('canonical addresses', () => {
  it('sends capitals and the /en prefix to the lower-case English address, keeping the query', async () => {
    for (const [path, location] of [
      ['/ET', '/et'],
      ['/Pricing', '/pricing'],
      ['/et/FAQ?x=1', '/et/faq?x=1'],
      ['/en', '/'],
      ['/EN/pricing', '/pricing'],
      ['/en/Contact-Us', '/contact'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({
        path,
        status: 301,
        location,
      });
    }
  });

  it('leaves canonical pages, the API and the back office alone', async () => {
    expect((await ctx.app.request('/et')).status).toBe(200);
    expect((await ctx.app.request('/pricing')).status).toBe(200);
    expect((await ctx.app.request('/admin/Contacts')).status).toBe(200);
  });
});

describe('GET /.well-known/security.txt', () => {
  it('publishes the security contact, an expiry, the languages and its canonical address', async () => {
    const res = await ctx.app.request('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(
      [
        'Contact: mailto:security@lumen-legal.example',
        'Expires: 2026-11-20T00:00:00Z',
        'Preferred-Languages: en, et',
        `Canonical: ${ORIGIN}/.well-known/security.txt`,
        '',
      ].join('\n'),
    );
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of /admin and the partner dashboard and names the sitemap', async () => {
    const res = await ctx.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/partners\/dashboard$/m);
    expect(text).toMatch(/^Disallow: \/et\/partners\/dashboard$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  let locs: string[];
  beforeAll(async () => {
    const res = await ctx.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  });

  it('lists every prerendered static route in both languages', () => {
    expect(PRERENDER_PATHS.length).toBeGreaterThan(0);
    for (const path of PRERENDER_PATHS) {
      if (/^(\/et)?\/(error|offline|partners\/(login|forgot-password|reset-password))/.test(path))
        continue;
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
  });

  it('lists the database pages and every published post and person, each in its languages', () => {
    for (const path of [
      '/about',
      '/blog',
      '/newsroom',
      '/people',
      '/blog/decision-support-not-legal-advice',
      '/newsroom/lumen-legal-launches-in-tallinn',
      '/people/kadri-lepik',
      '/people/erik-lindqvist',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/et${path}`);
    }
    // Posts without their Estonian version are listed in English only.
    for (const path of [
      '/blog/measuring-the-return-on-legal-ai',
      '/newsroom/partnership-with-deepware',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).not.toContain(`${ORIGIN}/et${path}`);
    }
    expect(locs.filter((l) => /\/blog\/[a-z0-9-]+$/.test(l) && !l.includes('/et/'))).toHaveLength(
      5,
    );
    expect(
      locs.filter((l) => /\/newsroom\/[a-z0-9-]+$/.test(l) && !l.includes('/et/')),
    ).toHaveLength(3);
  });

  it('leaves out drafts, admin, error pages, the partner login and duplicates', () => {
    expect(locs.some((l) => l.includes('product-update-clause-comparison-audit-trails'))).toBe(
      false,
    );
    expect(locs.some((l) => l.includes('seed-funding-baltic-nordic-expansion'))).toBe(false);
    expect(
      locs.some((l) =>
        /\/(admin|error|partners\/(login|dashboard|forgot-password|reset-password))/.test(l),
      ),
    ).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('placeholders and error pages are kept out of search', () => {
  const robots = async (app: TestContext, path: string) => {
    const html = await (await app.app.request(path)).text();
    return {
      noindex: html.includes('<meta name="robots" content="noindex" />'),
      canonical: html.includes('rel="canonical"'),
    };
  };

  it('the error pages are noindex, in both languages', async () => {
    for (const path of ['/error/500', '/error/403', '/et/error/503']) {
      expect(await robots(ctx, path), path).toEqual({ noindex: true, canonical: false });
    }
  });

  it('an embed page is noindex and out of the sitemap until its address is configured', async () => {
    const sitemap = await (await ctx.app.request('/sitemap.xml')).text();
    for (const path of ['/docs', '/api', '/status', '/et/docs']) {
      expect(await robots(ctx, path), path).toEqual({ noindex: true, canonical: false });
      expect(sitemap).not.toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    const configured = await createTestApp({
      PUBLIC_ORIGIN: ORIGIN,
      STATUS_PAGE_URL: 'https://status.lumen-legal.example',
    });
    try {
      expect(await robots(configured, '/status')).toEqual({ noindex: false, canonical: true });
      expect(await robots(configured, '/docs')).toEqual({ noindex: true, canonical: false });
      const listed = await (await configured.app.request('/sitemap.xml')).text();
      expect(listed).toContain(`<loc>${ORIGIN}/status</loc>`);
      expect(listed).toContain(`<loc>${ORIGIN}/et/status</loc>`);
      expect(listed).not.toContain(`<loc>${ORIGIN}/docs</loc>`);
    } finally {
      await configured.close();
    }
  });
});

describe('RSS feeds', () => {
  it('serves the blog as RSS 2.0, newest first, with links to the posts', async () => {
    const res = await ctx.app.request('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Blog | Lumen Legal</title>');
    expect(xml).toContain(`<atom:link href="${ORIGIN}/blog/rss.xml" rel="self"`);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(5);
    expect(links[0]).toBe(`${ORIGIN}/blog/measuring-the-return-on-legal-ai`);
    expect(links.at(-1)).toBe(`${ORIGIN}/blog/decision-support-not-legal-advice`);
    expect(xml).not.toContain('product-update-clause-comparison-audit-trails');
  });

  it('serves the newsroom feed, and Estonian feeds linking to Estonian pages', async () => {
    const news = await (await ctx.app.request('/newsroom/rss.xml')).text();
    expect([...news.matchAll(/<item>/g)]).toHaveLength(3);
    expect(news).toContain(`${ORIGIN}/newsroom/partnership-with-deepware`);
    const et = await (await ctx.app.request('/et/blog/rss.xml')).text();
    expect(et).toContain('<title>Blogi | Lumen Legal</title>');
    expect(et).toContain('<language>et</language>');
    expect(et).toContain(`${ORIGIN}/et/blog/measuring-the-return-on-legal-ai`);
  });
});

describe('document head', () => {
  it('carries Organization structured data and the feed links on pages', async () => {
    const html = await (await ctx.app.request('/about')).text();
    const match = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
    const data = JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Organization');
    expect(data.legalName).toBe('Lumen Legal OÜ');
    expect(data.url).toBe(ORIGIN);
    expect(html).toContain('type="application/rss+xml"');
  });
});
