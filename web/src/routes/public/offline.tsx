import { useT } from '../../app/i18n.ts';
import { ErrorActions } from './route-error.tsx';

/**
 * /offline: what the service worker shows, inside the site's frame, when a page that is not saved
 * on the device is asked for without a connection. Try Again reloads the address asked for.
 */
export function OfflinePage() {
  const t = useT();
  return (
    <section className="container error-page" aria-labelledby="offline-title">
      <h1 id="offline-title">{t.forms.pwa.offlineTitle}</h1>
      <p>{t.forms.pwa.offlineText}</p>
      <ErrorActions />
    </section>
  );
}
