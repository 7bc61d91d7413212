import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { Lang } from '../../shared/constants.ts';
import { canonicalTarget, redirectTarget } from '../../shared/redirects.ts';
import { routes } from '../../web/src/app/entry-server.tsx';
import type { AppDeps } from '../deps.ts';
import {
  listBlogPosts,
  listNewsroomPosts,
  partnerProfileSlugs,
  sitemapEntries,
} from '../services/content.ts';
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
 * every request (an ETag makes an unchanged answer a bodiless 304).
 */
const FRESH = 'no-cache';

/**
 * Non-page public answers: permanent redirects of aliases, legacy paths and non-canonical spellings
 * (capitals, /en), sitemap.xml, robots.txt, security.txt, RSS feeds.
 */
export function siteRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const origin = deps.config.publicOrigin;
  const patterns = publicRoutePatterns(routes);

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const target =
      canonicalTarget(url.pathname, url.search) ?? redirectTarget(url.pathname, url.search);
    if (!target) return next();
    return c.redirect(target, 301);
  });

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(origin), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE,
    }),
  );

  // RFC 9116: where to report a vulnerability. Expires is a year ahead of the answer.
  app.get('/.well-known/security.txt', (c) =>
    c.body(securityTxt(origin, deps.clock.now()), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE,
    }),
  );

  app.use('/sitemap.xml', etag());
  app.use('/blog/rss.xml', etag());
  app.use('/newsroom/rss.xml', etag());
  app.use('/et/blog/rss.xml', etag());
  app.use('/et/newsroom/rss.xml', etag());

  app.get('/sitemap.xml', async (c) => {
    const [entries, partnerSlugs] = [
      await sitemapEntries(deps.sql, deps.clock.now()),
      await partnerProfileSlugs(deps.sql),
    ];
    const xml = sitemapXml(origin, sitemapPaths({ origin, patterns, entries, partnerSlugs }));
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': FRESH,
    });
  });

  // Each feed is in its language; an Estonian feed lists untranslated posts in English (marked
  // per item), so no post is missing from it.
  const feed = (lang: Lang, kind: FeedKind) => async () => {
    const now = deps.clock.now();
    const posts =
      kind === 'blog'
        ? await listBlogPosts(deps.sql, lang, now)
        : await listNewsroomPosts(deps.sql, lang, now);
    return new Response(rssXml(origin, lang, kind, posts, now), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FRESH },
    });
  };
  app.get('/blog/rss.xml', feed('en', 'blog'));
  app.get('/newsroom/rss.xml', feed('en', 'newsroom'));
  app.get('/et/blog/rss.xml', feed('et', 'blog'));
  app.get('/et/newsroom/rss.xml', feed('et', 'newsroom'));
  return app;
}
