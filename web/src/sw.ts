/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { offlinePage } from './offline/offline-page.ts';
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

// Pages rendered per request (blog, people, …) always come from the network; offline, see below.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//] }));

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const path = new URL(request.url).pathname;
  if (path === ADMIN_SHELL || path.startsWith(`${ADMIN_SHELL}/`)) {
    const shell = await matchPrecache(ADMIN_SHELL);
    if (shell) return shell;
  }
  const lang = path === '/et' || path.startsWith('/et/') ? 'et' : 'en';
  return new Response(offlinePage(lang), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
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
