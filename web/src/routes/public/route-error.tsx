import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';

/** The catch-all error boundary's screen (public-site §8): Try Again reloads, Go Home. */
export function SomethingWentWrong() {
  const t = useT();
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t.errors.boundaryTitle}</h1>
      <p>{t.errors.boundaryMessage}</p>
      <ErrorActions />
    </section>
  );
}

/** Try Again (reload) and Go Home: the actions of every error screen (public-site §8). */
export function ErrorActions() {
  const t = useT();
  const to = useLocalePath();
  return (
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
  );
}
