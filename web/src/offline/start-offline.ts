import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { HTML_LANG } from '../../../shared/constants.ts';
import { langFromPath } from '../../../shared/paths.ts';
import { catalogue } from '../app/catalogue.ts';
import { rememberLanding, sessionStore } from '../features/forms/lead-form/visit-source.ts';
import { OfflineNotices } from './offline-notices.tsx';
import { KEEP_PAGE } from './offline-routes.ts';
import { hasPendingFlag, OUTBOX_DRAINED, setPendingFlag } from './outbox-flag.ts';
import type { OutboxEntry } from './outbox-writer.ts';

interface NoticeState {
  failed: OutboxEntry[];
  sent: boolean;
  updateReady: boolean;
}

let root: Root | undefined;
const state: NoticeState = { failed: [], sent: false, updateReady: false };
let acceptUpdate: (() => void) | undefined;

function render(): void {
  if (!root) {
    const host = document.createElement('div');
    host.className = 'site-notices';
    document.body.append(host);
    root = createRoot(host);
  }
  const lang = langFromPath(window.location.pathname);
  root.render(
    createElement(OfflineNotices, {
      t: catalogue(lang),
      locale: HTML_LANG[lang],
      failed: state.failed,
      sent: state.sent,
      onDismissSent: () => {
        state.sent = false;
        render();
      },
      updateReady: state.updateReady,
      onDismissFailed: () => void dismiss(),
      onReload: () => acceptUpdate?.(),
      onLater: () => {
        state.updateReady = false;
        render();
      },
    }),
  );
}

async function dismiss(): Promise<void> {
  const { dismissFailed } = await import('./outbox.ts');
  await dismissFailed();
  state.failed = [];
  render();
  await drainIfPending();
}

/** Sends what the outbox holds; Dexie is imported only when the flag says there is something. */
export async function drainIfPending(): Promise<void> {
  if (!hasPendingFlag()) return;
  const { drainOutbox, takeDelivered } = await import('./outbox.ts');
  const report = await drainOutbox();
  // Sent by this page just now, or earlier by the service worker or another tab.
  const delivered = await takeDelivered();
  if (report.pending === 0 && report.failed.length === 0) setPendingFlag(false);
  if (delivered > 0 || report.failed.length > 0 || state.failed.length > 0) {
    state.sent ||= delivered > 0;
    state.failed = report.failed;
    render();
  }
}

async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A new service worker waits until the person chooses to reload, so no page changes under them.
  wb.addEventListener('waiting', () => {
    acceptUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    state.updateReady = true;
    render();
  });
  // The first visit's page came before the worker: it keeps that page, and the pictures shown on
  // it, once it is in control (the worker keeps only its own pages and uploaded pictures).
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    const pictures = Array.from(document.images, (img) => img.currentSrc).filter(Boolean);
    navigator.serviceWorker.controller?.postMessage({
      type: KEEP_PAGE,
      url: window.location.href,
      pictures,
    });
  });
  await wb.register();
}

/**
 * Started from entry-client after the load event: registers the service worker (on every page,
 * admin included: one worker controls the whole origin anyway, and the admin shell is served
 * offline by it) and drains the outbox now and whenever the browser comes back online.
 */
export function startOffline(): void {
  // Where the visit came from, kept from its landing page for the lead forms (issue 49): here,
  // once the page has loaded, so it costs the first load nothing.
  rememberLanding(sessionStore(), window.location.href, document.referrer);
  window.addEventListener('online', () => void drainIfPending());
  // The service worker's `sync` may send the outbox before this page does: show its outcome too.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; sent?: number } | null;
    if (data?.type !== OUTBOX_DRAINED) return;
    if ((data.sent ?? 0) > 0) {
      state.sent = true;
      render();
    }
    void drainIfPending();
  });
  void drainIfPending();
  void registerServiceWorker().catch((error: unknown) =>
    console.warn('The service worker could not be registered', error),
  );
}
