import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { NotFoundPage } from './not-found.tsx';

/** The catch-all boundary: a 404 shows the not-found page, anything else 'Something Went Wrong'. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const to = useLocalePath();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <section className="container error-page" aria-labelledby="error-title">
        <h1 id="error-title">{t.errors.boundaryTitle}</h1>
        <p>{t.errors.boundaryMessage}</p>
        <div className="error-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t.common.tryAgain}
          </button>
          <Link className="button button--secondary" to={to('/')}>
            {t.common.goHome}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
