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
import type { FastAnswerer } from '../http/fast-path.ts';
import { negotiateEncoding, Representation, respond } from '../http/representation.ts';
import type { SecurityHeaderSet } from '../middleware/security-headers.ts';
import type { RenderAssets } from '../render/assets.ts';
import type { PageCache } from '../render/page-cache.ts';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

/** The documents a server process holds from its start: prerendered pages and the admin shell. */
export interface PageDocuments {
  prerendered: Map<string, Representation>;
  adminShell: Representation;
  /** A rendered document with the analytics settings block put in. */
  withSettings(html: string): string;
}

export function pageDocuments(assets: RenderAssets, analytics?: AnalyticsSettings): PageDocuments {
  // The analytics settings come from the server's environment, not the build: each public page,
  // prerendered or not, gets them as a data block (never executed) for the consent banner.
  const settingsBlock = analytics
    ? `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">${serializeJsonForHtml(analytics)}</script>\n</head>`
    : '</head>';
  // A function replacer: `$` in the settings (a URL) is text, not a replacement pattern.
  const withSettings = (html: string) => html.replace('</head>', () => settingsBlock);
  const adminShell = new Representation(
    assembleDocument(assets.adminTemplate, {
      htmlLang: HTML_LANG.en,
      head: '<title>Admin</title>',
      body: '',
    }),
    { ...HTML_HEADERS, 'X-Robots-Tag': 'noindex' },
  );
  const prerendered = new Map<string, Representation>();
  for (const [routePath, html] of assets.prerendered) {
    const written = assets.prerenderedDates?.get(routePath);
    const headers = written
      ? { ...HTML_HEADERS, 'Last-Modified': wholeSeconds(written).toUTCString() }
      : HTML_HEADERS;
    prerendered.set(
      routePath,
      new Representation(withSettings(html), headers, errorPageStatus(routePath) ?? 200),
    );
  }
  return { prerendered, adminShell, withSettings };
}

/** HTTP dates have whole seconds: a file's date is rounded down so If-Modified-Since matches it. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/**
 * The status of an /error/{code} page (`/et/error/503` → 503): the page about an error answers
 * with that error, so a proxy or a crawler that lands on it sees it as one. Undefined elsewhere.
 */
export function errorPageStatus(path: string): number | undefined {
  const code = /^(?:\/et)?\/error\/([45]\d\d)$/.exec(path)?.[1];
  return code ? Number(code) : undefined;
}

/** The page cache's key of a page path. */
export const pageKey = (path: string) => `page ${path}`;

/**
 * Page requests: prerendered documents as built, admin screens as the client-rendered shell,
 * and every other path rendered by the server with its data (unknown paths answer 404).
 * Every document is held as a tagged representation, compressed once (see http/representation);
 * rendered ones are kept in `cache` until their content changes, when they have no query string
 * (nothing a page renders depends on cookies or the session).
 */
export function pageRoutes(
  assets: RenderAssets,
  context: ServerContext,
  documents: PageDocuments,
  cache?: PageCache,
): Hono {
  const app = new Hono();
  const { prerendered, adminShell, withSettings } = documents;
  // A page's document changes with its content and with the server's build (its template and
  // scripts): a post's Last-Modified is the later of its last edit and this server's start.
  const started = wholeSeconds(new Date());

  const render = async (request: Request, path: string): Promise<Representation | Response> => {
    const result = await renderPage(request, assets.template, context, {
      pagePreloads: assets.pagePreloads,
      pageModule: assets.pageModule,
    });
    if (result.kind === 'redirect') {
      return new Response(null, { status: result.status, headers: { Location: result.location } });
    }
    const modified = result.modified ? wholeSeconds(new Date(result.modified)) : undefined;
    return new Representation(
      withSettings(result.html),
      {
        ...HTML_HEADERS,
        'Content-Language': HTML_LANG[langFromPath(path)],
        ...(modified
          ? { 'Last-Modified': (modified > started ? modified : started).toUTCString() }
          : {}),
      },
      result.status === 200 ? (errorPageStatus(path) ?? 200) : result.status,
    );
  };

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(withoutTrailingSlash(path) + url.search, 301);
    }
    if (path === '/admin' || path.startsWith('/admin/')) return respond(c.req.raw, adminShell);
    const plain = !c.req.url.includes('?');
    const built = plain ? prerendered.get(path) : undefined;
    if (built) return respond(c.req.raw, built);
    const made =
      plain && cache
        ? await cache.get(pageKey(path), () => render(c.req.raw, path))
        : await render(c.req.raw, path);
    return made instanceof Representation ? respond(c.req.raw, made) : made;
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

/**
 * The hot path (http/fast-path.ts): a prerendered page, or one the page cache holds, with a header
 * list made once per page, encoding and security set (the same headers the general way gives).
 * A request the https redirect applies to, and a form still being compressed, go the general way.
 */
export function pageAnswers(
  documents: PageDocuments,
  cache: PageCache | undefined,
  securityFor: (path: string, url: string, proto: string | undefined) => SecurityHeaderSet,
  redirectsToHttps: (proto: string | undefined) => boolean,
): FastAnswerer {
  return (path, header, scheme) => {
    const rep = documents.prerendered.get(path) ?? cache?.peek(pageKey(path));
    if (!rep) return undefined;
    const proto = header('x-forwarded-proto');
    if (redirectsToHttps(proto)) return undefined;
    const set = securityFor(path, `${scheme}//${path}`, proto);
    return rep.answerParts(negotiateEncoding(header('accept-encoding')), set.headers, set.key);
  };
}
