import type { Messages } from '../../../../shared/i18n/index.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useNavigate } from '../../app/page-router.tsx';

/** Unknown paths throw a 404 so the server answers with that status, not 200. */
export function notFoundLoader(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

const POPULAR = [
  { path: '/products', name: (t: Messages) => t.pages.products.title },
  { path: '/solutions', name: (t: Messages) => t.pages.solutions.title },
  { path: '/pricing', name: (t: Messages) => t.pages.pricing.title },
  { path: '/contact', name: (t: Messages) => t.pages.contact.title },
] as const;

export function NotFoundPage() {
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (
    <section className="container error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t.notFound.heading}</h1>
      <p>{t.notFound.message}</p>
      <div className="error-page__actions">
        <Link className="button button--primary" to={to('/')}>
          {t.common.goHome}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
          {t.common.goBack}
        </button>
      </div>
      <h2>{t.notFound.popular}</h2>
      <ul className="link-list">
        {POPULAR.map(({ path, name }) => (
          <li key={path}>
            <Link to={to(path)}>{name(t)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
