import { Hono } from 'hono';
import { ANALYTICS_SETTINGS_ID, type AnalyticsSettings } from '../../shared/consent.ts';
import { HTML_LANG } from '../../shared/constants.ts';
import { langFromPath } from '../../shared/paths.ts';
import {
  assembleDocument,
  renderPage,
  type ServerContext,
  serializeJsonForHtml,
} from '../../web/src/app/entry-server.tsx';
import type { RenderAssets } from '../render/assets.ts';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

/**
 * Page requests: prerendered documents as built, admin screens as the client-rendered shell,
 * and every other path rendered by the server with its data (unknown paths answer 404).
 */
export function pageRoutes(
  assets: RenderAssets,
  context: ServerContext,
  analytics?: AnalyticsSettings,
): Hono {
  const app = new Hono();
  // The analytics settings come from the server's environment, not the build: each public page,
  // prerendered or not, gets them as a data block (never executed) for the consent banner.
  const settingsBlock = analytics
    ? `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">${serializeJsonForHtml(analytics)}</script>\n</head>`
    : '</head>';
  const withSettings = (html: string) => html.replace('</head>', settingsBlock);
  const adminShell = assembleDocument(assets.adminTemplate, {
    htmlLang: HTML_LANG.en,
    head: '<title>Admin</title>',
    body: '',
  });

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(withoutTrailingSlash(path) + url.search, 301);
    }
    if (path === '/admin' || path.startsWith('/admin/')) {
      return c.body(adminShell, 200, { ...HTML_HEADERS, 'X-Robots-Tag': 'noindex' });
    }
    const prerendered =
      c.req.query() && Object.keys(c.req.query()).length === 0
        ? assets.prerendered.get(path)
        : undefined;
    if (prerendered) return c.body(withSettings(prerendered), 200, HTML_HEADERS);

    const result = await renderPage(c.req.raw, assets.template, context, {
      pagePreloads: assets.pagePreloads,
    });
    if (result.kind === 'redirect')
      return c.redirect(result.location, result.status as 301 | 302 | 303 | 307 | 308);
    return c.body(withSettings(result.html), result.status as 200, {
      ...HTML_HEADERS,
      'Content-Language': HTML_LANG[langFromPath(path)],
    });
  });
  return app;
}

/**
 * The same path without its trailing slashes, always one that stays on this site: leading
 * slashes and backslashes collapse to one '/', because a Location of '//host/…' (or '/\\host')
 * is read by browsers as another origin.
 */
export function withoutTrailingSlash(path: string): string {
  return `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
}
