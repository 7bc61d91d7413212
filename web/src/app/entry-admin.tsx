// First: no schema may be built before zod is told not to probe for eval (see the module).
import '../lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { WindowWithDesktop } from '../../../desktop/bridge.ts';
import { DEFAULT_LANG } from '../../../shared/constants.ts';
import '../styles/global.css';
import { adminRoutes } from '../routes/admin/routes.tsx';
import { loadCatalogue } from './catalogue.ts';

/**
 * The back office under /admin (the web fallback of the desktop app): an application rendered in
 * the browser with React Router, every screen loaded lazily. It is English, like its catalogue.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

await loadCatalogue(DEFAULT_LANG);
const router = createBrowserRouter(adminRoutes);
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

const startOffline = () => void import('../offline/start-offline.ts').then((m) => m.startOffline());
// The desktop app serves the bundle from disk (no service worker to install there) and has no
// public forms whose outbox would need draining.
if (!(window as WindowWithDesktop).lumenDesktop) {
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}
