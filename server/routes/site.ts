import { Hono } from 'hono';
import type { Lang } from '../../shared/constants.ts';
import type { NewsletterIssueSummary, PostSummary } from '../../shared/content-types.ts';
import { canonicalTarget, redirectTarget } from '../../shared/redirects.ts';
import { routes } from '../../web/src/app/entry-server.tsx';
import type { AppDeps } from '../deps.ts';
import { Representation, respond } from '../http/representation.ts';
import type { PageCache } from '../render/page-cache.ts';
import {
  listBlogPosts,
  listNewsroomPosts,
  partnerProfileSlugs,
  sitemapEntries,
} from '../services/content.ts';
import { listArchivedIssues } from '../services/content-newsletter.ts';
import {
  type FeedKind,
  publicRoutePatterns,
  robotsTxt,
  rssXml,
  securityTxt,
  sitemapPaths,
  sitemapXml,
} from '../services/site-files.ts';

const CACHE = 'public, max-age=300';
/**
 * The sitemap and the feeds change when a post is edited or a scheduled one goes up: revalidated on
 * every request (an ETag makes an unchanged answer a bodiless 304). They are made once per content
 * version (the page cache) and compressed once.
 */
const FRESH = 'no-cache';

/**
 * Non-page public answers: permanent redirects of aliases, legacy paths and non-canonical spellings
 * (capitals, /en), sitemap.xml, robots.txt, security.txt, RSS feeds.
 */
export function siteRoutes(deps: AppDeps, cache?: PageCache): Hono {
  const app = new Hono();
  const origin = deps.config.publicOrigin;
  // The embedded docs, API reference and status pages are placeholders until their address is set.
  const unsetEmbeds = new Set<string>(
    (
      [
        ['/docs', deps.config.docsUrl],
        ['/api', deps.config.apiDocsUrl],
        ['/status', deps.config.statusPageUrl],
      ] as const
    )
      .filter(([, url]) => !url)
      .map(([path]) => path),
  );
  const patterns = publicRoutePatterns(routes).filter((p) => !unsetEmbeds.has(p));

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const target =
      canonicalTarget(url.pathname, url.search) ?? redirectTarget(url.pathname, url.search);
    if (!target) return next();
    return c.redirect(target, 301);
  });

  // Made once (it depends on the origin alone), tagged so a crawler's revalidation is a 304.
  const robots = new Representation(robotsTxt(origin), {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': CACHE,
  });
  app.get('/robots.txt', (c) => respond(c.req.raw, robots));

  // RFC 9116: where to report a vulnerability. Expires is a year ahead of the answer.
  app.get('/.well-known/security.txt', (c) =>
    respond(
      c.req.raw,
      new Representation(
        securityTxt(origin, deps.clock.now()),
        { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE },
        200,
        {},
        'quick',
      ),
    ),
  );

  /** A made-once answer: from the cache when there is one (the key names all it depends on). */
  const cached =
    (key: string, make: () => Promise<Representation>) => async (c: { req: { raw: Request } }) =>
      respond(c.req.raw, (await (cache ? cache.get(key, make) : make())) as Representation);

  app.get(
    '/sitemap.xml',
    cached('sitemap', async () => {
      const [entries, partnerSlugs] = [
        await sitemapEntries(deps.sql, deps.clock.now()),
        await partnerProfileSlugs(deps.sql),
      ];
      const xml = sitemapXml(origin, sitemapPaths({ origin, patterns, entries, partnerSlugs }));
      return new Representation(xml, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': FRESH,
      });
    }),
  );

  // Each feed is in its language; an Estonian feed lists untranslated posts in English (marked
  // per item), so no post is missing from it. Its dates come from the content, so a feed made
  // once stays right until the content changes (or a scheduled post goes up).
  const feed = (lang: Lang, kind: FeedKind) =>
    cached(`feed ${lang} ${kind}`, async () => {
      const now = deps.clock.now();
      const posts =
        kind === 'blog'
          ? await listBlogPosts(deps.sql, lang, now)
          : kind === 'newsroom'
            ? await listNewsroomPosts(deps.sql, lang, now)
            : (await listArchivedIssues(deps.sql, lang)).map(issueFeedItem);
      return new Representation(rssXml(origin, lang, kind, posts, now), {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': FRESH,
      });
    });
  app.get('/blog/rss.xml', feed('en', 'blog'));
  app.get('/newsroom/rss.xml', feed('en', 'newsroom'));
  app.get('/et/blog/rss.xml', feed('et', 'blog'));
  app.get('/et/newsroom/rss.xml', feed('et', 'newsroom'));
  app.get('/newsletter/archive/rss.xml', feed('en', 'newsletter'));
  app.get('/et/newsletter/archive/rss.xml', feed('et', 'newsletter'));
  return app;
}

/** An archived issue as a feed's item (its page is /newsletter/archive/<id>). */
function issueFeedItem(issue: NewsletterIssueSummary): PostSummary {
  return {
    slug: issue.id,
    title: issue.subject,
    excerpt: issue.excerpt,
    author: '',
    category: null,
    date: issue.date,
    dateLabel: issue.dateLabel,
    lang: issue.lang,
    picture: null,
    englishFields: [],
  };
}
