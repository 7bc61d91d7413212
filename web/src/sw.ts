/// <reference lib="webworker" />

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isMediaFile } from '../../shared/media.ts';
import { langFromPath } from '../../shared/paths.ts';
import { offlinePage } from './offline/offline-page.ts';
import {
  isContentApi,
  isDatabasePage,
  KEEP_PAGE,
  MEDIA_CACHE,
  NOT_FOUND_CACHE,
  NOT_FOUND_PAGE,
  OFFLINE_PAGE,
  offlineFallback,
} from './offline/offline-routes.ts';
import { drainOutbox } from './offline/outbox.ts';
import { OUTBOX_DRAINED, OUTBOX_SYNC_TAG } from './offline/outbox-flag.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Admin navigations offline get the precached admin shell (the admin reads its local copy). */
const ADMIN_SHELL = '/admin';

// The prerendered public pages (under their clean URLs), their assets and the admin shell.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// The page asks for this when the person accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Database-backed pages a visitor has seen (blog, newsroom, people, about, partners), kept to be
 * read again offline. Fifty pages is a long reading session's worth and keeps the cache to a few
 * megabytes at most (a page is its HTML and data; its scripts and styles are precached, not kept
 * here). After seven days a saved copy is too old to pass for the page (posts are edited and
 * withdrawn), so it is not shown and is dropped. The same limits hold for the content API.
 */
const PAGES_CACHE = 'pages-v1';
/** Named by the shape of the answers it holds (v2: posts carry `dateLabel`). */
const CONTENT_API_CACHE = 'content-api-v2';
const OLD_CONTENT_API_CACHES = ['content-api-v1'];
const RUNTIME_MAX_ENTRIES = 50;
const RUNTIME_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Uploaded pictures that pages have shown (the site's and the back office's), under the same age
 * limit. A page shows a few of them (a team, a list of posts), so the cache holds four for each
 * kept page: at the 640 px size, AVIF or WebP of 20–60 KB, ten megabytes at most.
 */
const MEDIA_MAX_ENTRIES = 4 * RUNTIME_MAX_ENTRIES;

/** Only complete answers are kept: never an error page, a redirect or an opaque response. */
function keepPlugins(maxEntries: number) {
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries,
      maxAgeSeconds: RUNTIME_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ];
}

function runtimeCache(cacheName: string): StaleWhileRevalidate {
  return new StaleWhileRevalidate({ cacheName, plugins: keepPlugins(RUNTIME_MAX_ENTRIES) });
}

self.addEventListener('activate', (event) => {
  // A saved page names the scripts and styles of the build it came from; a new version's worker
  // drops those pages, as the old files leave the precache with it (they would not hydrate).
  // Content saved in an older shape is dropped too: the new pages could not render it.
  event.waitUntil(
    Promise.all([
      caches.delete(PAGES_CACHE),
      ...OLD_CONTENT_API_CACHES.map((name) => caches.delete(name)),
      keepNotFoundPages(),
    ]),
  );
});

/** Best effort: without them, an unknown address offline gets the offline page instead. */
async function keepNotFoundPages(): Promise<void> {
  const cache = await caches.open(NOT_FOUND_CACHE);
  await Promise.all(
    Object.values(NOT_FOUND_PAGE).map(async (url) => {
      try {
        const response = await fetch(url, { cache: 'reload', credentials: 'omit' });
        if (response.status === 404) await cache.put(url, response);
      } catch {
        // Offline while activating: the pages from the last activation stay.
      }
    }),
  );
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Seen database-backed pages: the saved copy at once, refreshed from the network behind it.
const pages = runtimeCache(PAGES_CACHE);
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && isDatabasePage(url.pathname),
  pages,
);
// Uploaded pictures: an address is never reused for other bytes, so a kept copy needs no check.
const pictures = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: keepPlugins(MEDIA_MAX_ENTRIES),
});
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isMediaFile(url.pathname),
  pictures,
);
// The page that was open when this worker first took control (see start-offline.ts), and the
// pictures it shows.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown; pictures?: unknown } | null;
  if (data?.type !== KEEP_PAGE || typeof data.url !== 'string') return;
  const keep = (strategy: CacheFirst | StaleWhileRevalidate, url: URL) =>
    strategy.handle({ request: new Request(url.href), event }).catch(() => undefined);
  const url = new URL(data.url, self.location.href);
  const work: Promise<unknown>[] = [];
  if (sameOrigin(url) && isDatabasePage(url.pathname)) work.push(keep(pages, url));
  for (const src of Array.isArray(data.pictures) ? data.pictures : []) {
    if (typeof src !== 'string') continue;
    const picture = new URL(src, self.location.href);
    if (sameOrigin(picture) && isMediaFile(picture.pathname)) work.push(keep(pictures, picture));
  }
  event.waitUntil(Promise.all(work));
});
// Their data, when a page asks for it (the rest of /api is never kept).
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isContentApi(url.pathname),
  runtimeCache(CONTENT_API_CACHE),
);

// Other pages rendered per request always come from the network; offline, see below.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//] }));

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const path = new URL(request.url).pathname;
  if (path === ADMIN_SHELL || path.startsWith(`${ADMIN_SHELL}/`)) {
    const shell = await matchPrecache(ADMIN_SHELL);
    if (shell) return shell;
  }
  // An address no route matches cannot exist: 'not found', as online. Otherwise 'offline'.
  const lang = langFromPath(path);
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  if (offlineFallback(path).kind === 'not-found') {
    const notFound = await caches.match(NOT_FOUND_PAGE[lang], { cacheName: NOT_FOUND_CACHE });
    if (notFound) return new Response(await notFound.text(), { status: 404, headers });
  }
  const offline = await matchPrecache(OFFLINE_PAGE[lang]);
  return new Response(offline ? await offline.text() : offlinePage(lang), { status: 503, headers });
});

// Background Sync (Chromium): send the form outbox once the connection is back.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainAndTell());
});

/** Drains the outbox and tells open pages, so they can say it was sent or why it was refused. */
async function drainAndTell(): Promise<void> {
  const report = await drainOutbox();
  const message = { type: OUTBOX_DRAINED, sent: report.sent, failed: report.failed.length };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}
