import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '../../../shared/i18n/index.ts';
import '../styles/global.css';
import '../styles/pages.css';
import { startConsentOnce } from '../features/consent/open.ts';
import { provideCatalogue } from './catalogue.ts';
import { takeEarlyClicks } from './early-clicks.ts';
import { readPageData } from './page-data.ts';
import { pageComponent } from './page-source.ts';
import { PublicApp } from './public-app.tsx';

/**
 * A public page in the browser: hydrates the page the server rendered, with the data it sent.
 * The styles every page uses are inlined in the template's head at build time; the server links a
 * page family's own stylesheet (content, forms, sign-in) in the head of the pages that use it, so
 * no page waits for its script to be styled.
 */
const container = document.getElementById('root');
const data = container ? readPageData(document) : undefined;
if (!container || !data) throw new Error('The page has no #root element or no page data.');

provideCatalogue(data.lang, data.messages as Messages);
// The page's own chunk, named by the server (the registry of every page stays out of the bundle).
const { page, module } = data;
const Page = page && module ? pageComponent(await import(/* @vite-ignore */ module), page) : null;
// Service worker, update prompt and the form outbox: once the page is hydrated and loaded, off
// the critical path. The consent banner and the loader of consented scripts likewise (nothing
// third-party before it), and the newsletter popup, whose delay counts from then.
const afterLoad = () => {
  void import('../offline/start-offline.ts').then((m) => m.startOffline());
  void startConsentOnce(data.lang);
  void import('../features/forms/newsletter/start-popup.tsx').then((m) =>
    m.startNewsletterPopup(data.lang),
  );
};
const onHydrated = () => {
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
};

// A performance trace shows where hydration starts; bench:bundle counts the first load up to it.
performance.mark('hydrating');
takeEarlyClicks();
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (a long task on a slow phone); input still wins over it.
startTransition(() => {
  hydrateRoot(
    container,
    <PublicApp
      url={data.path ?? window.location.pathname + window.location.search}
      data={data}
      Page={Page}
      onHydrated={onHydrated}
    />,
  );
});
