import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../styles/global.css';
import { loadCatalogue } from './catalogue.ts';
import { readHydrationData } from './hydration.ts';
import { langFromPath } from './i18n.ts';
import { routes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Only the language on screen is fetched; hydration needs it before the first render.
await loadCatalogue(langFromPath(window.location.pathname));
const hydrationData = readHydrationData(document);
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Public pages arrive rendered by the server and are hydrated; the admin shell is rendered here.
if (hydrationData) hydrateRoot(container, app);
else createRoot(container).render(app);

// Service worker, update prompt and the form outbox: after load, off the critical path.
// The catalogue await above can outlast the load event, so check before waiting for it.
const startOffline = () => void import('../offline/start-offline.ts').then((m) => m.startOffline());
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
