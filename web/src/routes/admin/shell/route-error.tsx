import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { isModuleLoadError } from './module-load-error.ts';

/**
 * The error element of every back-office route (issue #30, item 3): shown in place of the screen,
 * inside the shell where the shell itself loaded, in the admin's language. A screen whose code
 * could not be fetched (opened offline before it was ever loaded) says so; anything else is the
 * catch-all boundary of back-office §8: "Something Went Wrong" with Try Again and Go Home.
 * `error`: a screen's code that failed to load (routes.tsx); otherwise the route's error.
 */
export function AdminRouteError({ error: failed }: { error?: unknown }) {
  const t = useAdminT().shell.routeError;
  const routeError = useRouteError();
  const error = failed ?? routeError;
  const offline = isModuleLoadError(error);
  const title = offline ? t.offlineTitle : t.title;
  useAdminTitle(title);
  useEffect(() => {
    if (!offline) console.error(error);
  }, [error, offline]);
  return (
    <section className="admin-route-error" aria-labelledby="admin-route-error-title">
      <h1 id="admin-route-error-title">{title}</h1>
      <p>{offline ? t.offlineText : t.text}</p>
      <div className="admin-route-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t.tryAgain}
        </button>
        <Link className="button button--secondary" to="/admin">
          {t.goHome}
        </Link>
      </div>
    </section>
  );
}
