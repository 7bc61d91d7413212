import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  publicRoutePatterns,
  robotsTxt,
  rssXml,
  sitemapPaths,
  sitemapXml,
} from '../../../server/services/site-files.ts';

const page = { page: 'public/home' };
const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        id: 'en',
        path: '/',
        children: [
          { index: true, handle: page },
          { path: 'about', handle: page },
          { path: 'blog/:slug', handle: page },
          { path: 'people/:slug', handle: page },
          { path: 'partners/technology/:partner', handle: page },
          { path: 'error/:code', handle: page },
          { path: 'error/500', handle: page },
          { path: 'partners/login', handle: page },
          { path: 'partners/reset-password', handle: page },
          { path: 'private', handle: { ...page, noindex: true } },
          { path: 'products', children: [{ path: 'paas', handle: page }] },
          // A route without a page (a loader that only redirects or answers 404) is no address.
          { path: 'legacy' },
          { path: '*', handle: page },
        ],
      },
      { id: 'admin', path: '/admin', handle: page },
    ],
  },
];

describe('publicRoutePatterns', () => {
  it('walks the English tree, skipping the catch-all, error, partner account and noindex pages', () => {
    expect(publicRoutePatterns(tree)).toEqual([
      '/',
      '/about',
      '/blog/:slug',
      '/partners/technology/:partner',
      '/people/:slug',
      '/products/paas',
    ]);
  });
});

describe('sitemap', () => {
  it('expands dynamic routes per row and lists every page in both languages once', () => {
    const paths = sitemapPaths({
      origin: 'https://x.example',
      patterns: publicRoutePatterns(tree),
      entries: {
        blog: [{ slug: 'a-post', date: '2025-07-01T10:00:00.000Z', languages: ['en', 'et'] }],
        newsroom: [],
        people: ['kadri-lepik'],
      },
      partnerSlugs: ['redline'],
    });
    expect(paths.map((p) => p.path)).toEqual([
      '/',
      '/about',
      '/blog/a-post',
      '/partners/technology/redline',
      '/people/kadri-lepik',
      '/products/paas',
      '/et',
      '/et/about',
      '/et/blog/a-post',
      '/et/partners/technology/redline',
      '/et/people/kadri-lepik',
      '/et/products/paas',
    ]);
    const xml = sitemapXml('https://x.example', paths.slice(0, 3));
    expect(xml).toContain('<url><loc>https://x.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://x.example/blog/a-post</loc><lastmod>2025-07-01</lastmod></url>',
    );
  });
});

describe('sitemap of posts in one language', () => {
  it('lists the Estonian address of a post only when it has its Estonian version', () => {
    const paths = sitemapPaths({
      origin: 'https://x.example',
      patterns: ['/blog/:slug', '/people/:slug'],
      entries: {
        blog: [
          { slug: 'both', date: '2025-07-01T10:00:00.000Z', languages: ['en', 'et'] },
          { slug: 'english-only', date: '2025-07-02T10:00:00.000Z', languages: ['en'] },
        ],
        newsroom: [],
        people: ['kadri-lepik'],
      },
      partnerSlugs: [],
    });
    expect(paths.map((p) => p.path)).toEqual([
      '/blog/both',
      '/blog/english-only',
      '/people/kadri-lepik',
      '/et/blog/both',
      '/et/people/kadri-lepik',
    ]);
  });
});

describe('robots.txt', () => {
  it('disallows the back office and the partner dashboard', () => {
    const text = robotsTxt('https://x.example');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Disallow: /admin',
        'Disallow: /partners/dashboard',
        'Sitemap: https://x.example/sitemap.xml',
      ]),
    );
  });
});

describe('rssXml', () => {
  it('escapes titles and excerpts', () => {
    const xml = rssXml(
      'https://x.example',
      'en',
      'blog',
      [
        {
          slug: 'a',
          title: 'Tom & Jerry <script>',
          excerpt: '"quoted"',
          author: 'A',
          category: null,
          date: '2025-07-01T10:00:00.000Z',
          picture: null,
          dateLabel: '1 July 2025',
          lang: 'en',
          englishFields: [],
        },
      ],
      new Date('2025-08-01T00:00:00Z'),
    );
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;script&gt;</title>');
    expect(xml).toContain('<description>&quot;quoted&quot;</description>');
    expect(xml).toContain('<pubDate>Tue, 01 Jul 2025 10:00:00 GMT</pubDate>');
    expect(xml).not.toContain('<category>');
    expect(xml).not.toContain('<dc:language>');
  });

  it('marks an English item of the Estonian feed as English', () => {
    const post = {
      slug: 'a',
      title: 'Only in English',
      excerpt: null,
      author: 'A',
      category: null,
      date: '2025-07-01T10:00:00.000Z',
      picture: null,
      dateLabel: '1 July 2025',
      englishFields: [],
    };
    const xml = rssXml(
      'https://x.example',
      'et',
      'blog',
      [
        { ...post, lang: 'en' },
        { ...post, slug: 'b', title: 'Eesti keeles', lang: 'et' },
      ],
      new Date('2025-08-01T00:00:00Z'),
    );
    expect(xml).toContain('<language>et</language>');
    expect(xml.match(/<dc:language>en-gb<\/dc:language>/g)).toHaveLength(1);
    expect(xml).toContain('<link>https://x.example/et/blog/a</link>');
  });
});
