import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { ErrorActions } from './route-error.tsx';

export const HTTP_ERROR_CODES = ['400', '401', '403', '500', '502', '503', '504'] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/**
 * /error/{code}: a page about an error, answered with that status (server/routes/pages.ts). Try
 * Again reloads, Go Home leads to the start page, and support and the status page are one click
 * away.
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
      <ErrorActions />
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
