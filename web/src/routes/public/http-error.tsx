import { Link } from 'react-router-dom';
import { useLocalePath, useT } from '../../app/i18n.ts';

export const HTTP_ERROR_CODES = ['400', '401', '403', '500', '502', '503', '504'] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/**
 * /error/{code}: a page about an error, so it answers 200. Try Again reloads, Go Home leads to
 * the start page, and support and the status page are one click away.
 */
export function HttpErrorPage({ code }: { code: HttpErrorCode }) {
  const t = useT();
  const copy = t.pages.httpErrors;
  const to = useLocalePath();
  return (
    <section className="container error-page" aria-labelledby="http-error-title">
      <p className="error-page__code">{code}</p>
      <h1 id="http-error-title">{copy.codes[code].title}</h1>
      <p>{copy.codes[code].message}</p>
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
      <ul className="link-list">
        <li>
          <Link to={to('/support')}>{copy.supportLink}</Link>
        </li>
        <li>
          <Link to={to('/status')}>{copy.statusLink}</Link>
        </li>
      </ul>
    </section>
  );
}
