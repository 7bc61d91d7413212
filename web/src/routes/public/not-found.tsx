import { Link, useNavigate } from 'react-router-dom';
import { useLocalePath, useT } from '../../app/i18n.ts';

/** Unknown paths throw a 404 so the server answers with that status, not 200. */
export function notFoundLoader(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

const POPULAR = ['/products', '/solutions', '/pricing', '/contact'] as const;

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
      <ul>
        {POPULAR.map((path) => (
          <li key={path}>
            <Link to={to(path)}>{path}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
