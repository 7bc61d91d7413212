import type { RouteObject } from 'react-router-dom';
import { LANGUAGES, type Lang, SITE } from '../../shared/constants.ts';
import type { PostSummary, SitemapEntries } from '../../shared/content-types.ts';
import { messages } from '../../shared/i18n/index.ts';

/**
 * sitemap.xml, robots.txt and the RSS feeds as text. Pure functions of their inputs, so the route
 * handlers stay thin and the rules are testable without a server.
 */

export function xmlEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Pages that exist but are no use in search results. */
const NOT_LISTED = [
  /^\/error(\/|$)/,
  /^\/partners\/(login|dashboard|forgot-password|reset-password|unlock)(\/|$)/,
  /^\/support\/rate(\/|$)/,
  /^\/newsletter\/(confirm|unsubscribe)(\/|$)/,
];

/** Path patterns of the public route tree, without language prefix ('/', '/about', '/blog/:slug'). */
export function publicRoutePatterns(routes: RouteObject[]): string[] {
  const english = findRoute(routes, 'en');
  if (!english) return [];
  const out = new Set<string>();
  const walk = (children: RouteObject[] | undefined, base: string) => {
    for (const r of children ?? []) {
      const path = r.index ? base : joinPath(base, r.path ?? '');
      if (r.path === '*' || path.includes('*')) continue;
      // Pages marked noindex (personal or token-bearing) stay out of the sitemap.
      const noindex = (r.handle as { noindex?: boolean } | undefined)?.noindex === true;
      const isPage = (r.handle as { page?: string } | undefined)?.page !== undefined;
      if (isPage && !noindex) out.add(path);
      walk(r.children, path);
    }
  };
  walk(english.children, '/');
  return [...out].filter((p) => !NOT_LISTED.some((re) => re.test(p))).sort();
}

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const r of routes) {
    if (r.id === id) return r;
    const inner = findRoute(r.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

function joinPath(base: string, path: string): string {
  if (path === '') return base;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

export interface SitemapInput {
  origin: string;
  patterns: string[];
  entries: SitemapEntries;
  partnerSlugs: string[];
}

interface SitemapItem {
  path: string;
  lastmod?: string;
  /** The languages the page exists in; absent: both. */
  languages?: readonly Lang[];
}

/**
 * Every public route in both languages, each dynamic route once per published row. A post is
 * listed only in the languages it has (its /et address only with an Estonian version); pages
 * whose texts fall back field by field (people) are listed in both.
 */
export function sitemapPaths(input: SitemapInput): { path: string; lastmod?: string }[] {
  const { entries } = input;
  const expand = (pattern: string): SitemapItem[] => {
    if (!pattern.includes(':')) return [{ path: pattern }];
    const prefix = pattern.replace(/\/:[^/]+$/, '');
    if (prefix === '/blog' || prefix === '/newsroom') {
      const posts = prefix === '/blog' ? entries.blog : entries.newsroom;
      return posts.map((p) => ({
        path: `${prefix}/${p.slug}`,
        lastmod: p.date,
        languages: p.languages,
      }));
    }
    if (prefix === '/newsletter/archive') {
      return (entries.newsletter ?? []).map((p) => ({
        path: `${prefix}/${p.slug}`,
        lastmod: p.date,
        languages: p.languages,
      }));
    }
    if (prefix === '/people') return entries.people.map((s) => ({ path: `/people/${s}` }));
    if (prefix === '/partners/technology')
      return input.partnerSlugs.map((s) => ({ path: `/partners/technology/${s}` }));
    return [];
  };
  const bare = input.patterns.flatMap(expand);
  const byPath = new Map<string, { path: string; lastmod?: string }>();
  for (const lang of LANGUAGES) {
    for (const { languages, ...e } of bare) {
      if (languages && !languages.includes(lang)) continue;
      const path = withLang(lang, e.path);
      if (!byPath.has(path)) byPath.set(path, { ...e, path });
    }
  }
  return [...byPath.values()];
}

export function withLang(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? '/et' : `/et${path}`;
}

export function sitemapXml(origin: string, items: { path: string; lastmod?: string }[]): string {
  const urls = items.map((i) => {
    const lastmod = i.lastmod ? `<lastmod>${i.lastmod.slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(origin + i.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /partners/dashboard',
    'Disallow: /et/partners/dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * /.well-known/security.txt (RFC 9116): the security contact from the site constants, an expiry
 * a year after `now` (answered fresh, so it never lapses while the site runs), the languages a
 * report may be written in, and its own canonical address.
 */
export function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${SITE.email.security}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en, et',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export type FeedKind = 'blog' | 'newsroom' | 'newsletter';

/** Where each feed's pages are, without the language prefix. */
const FEED_BASE: Record<FeedKind, string> = {
  blog: '/blog',
  newsroom: '/newsroom',
  newsletter: '/newsletter/archive',
};

/**
 * An RSS 2.0 channel of the posts that are out, newest first, linking to the pages in `lang`
 * (the caller reads them at the current time, so a scheduled post joins the feed when it goes up).
 */
export function rssXml(
  origin: string,
  lang: Lang,
  kind: FeedKind,
  posts: PostSummary[],
  now: Date,
): string {
  const t =
    kind === 'newsletter'
      ? messages(lang).pages.newsletterIssue.archive
      : messages(lang).content[kind];
  const base = `${origin}${withLang(lang, FEED_BASE[kind])}`;
  const items = posts.map((p) => {
    const link = `${base}/${p.slug}`;
    return [
      '    <item>',
      `      <title>${xmlEscape(p.title)}</title>`,
      // An untranslated post in the Estonian feed: its item says it is in English.
      p.lang !== lang ? `      <dc:language>${p.lang === 'et' ? 'et' : 'en-gb'}</dc:language>` : '',
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(p.date).toUTCString()}</pubDate>`,
      p.category ? `      <category>${xmlEscape(p.category)}</category>` : '',
      `      <description>${xmlEscape(p.excerpt ?? '')}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const self = `${base}/rss.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`${t.title} | ${SITE.brand}`)}</title>`,
    `    <link>${xmlEscape(base)}</link>`,
    `    <description>${xmlEscape(t.description)}</description>`,
    `    <language>${lang === 'et' ? 'et' : 'en-gb'}</language>`,
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
