import { createRoot } from 'react-dom/client';
import type { Lang } from '../../../../../shared/constants.ts';
import { LangProvider } from '../../../app/i18n.ts';
import { PageRouter } from '../../../app/page-router.tsx';
import { NewsletterPopup, POPUP_ROOT_ID } from './newsletter-popup.tsx';

export { POPUP_ROOT_ID };

/**
 * Starts the newsletter popup once the page has loaded: a root of its own after the page's, so
 * neither its code nor its timers are part of the page's first load or hydration (the server
 * never renders it: it shows only after a delay or a scroll). Runs once per page.
 */
export function startNewsletterPopup(lang: Lang): void {
  if (document.getElementById(POPUP_ROOT_ID)) return;
  const host = document.createElement('div');
  host.id = POPUP_ROOT_ID;
  document.body.append(host);
  createRoot(host).render(
    <LangProvider value={lang}>
      <PageRouter url={window.location.pathname + window.location.search}>
        <NewsletterPopup />
      </PageRouter>
    </LangProvider>,
  );
}
