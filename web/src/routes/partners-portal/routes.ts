import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../../../shared/constants.ts';
import { routeHandle } from '../../app/meta.ts';

/**
 * The partner portal (public-site §2): sign-in, password reset and the partner's dashboard.
 */
export function partnerPortalRoutes(lang: Lang): RouteObject[] {
  return [
    {
      id: `${lang}:partners-login`,
      path: 'partners/login',
      handle: routeHandle(
        'partners-portal/partner-login',
        ({ t }) => ({
          title: t.auth.partnerLogin.title,
          description: t.auth.partnerLogin.description,
        }),
        { prerender: true },
      ),
    },
    {
      id: `${lang}:partners-forgot-password`,
      path: 'partners/forgot-password',
      handle: routeHandle(
        'partners-portal/forgot-password',
        ({ t }) => ({
          title: t.auth.forgotPassword.title,
          description: t.auth.forgotPassword.description,
        }),
        { prerender: true },
      ),
    },
    {
      id: `${lang}:partners-reset-password`,
      path: 'partners/reset-password',
      // The token lives in the query string: never prerendered, never indexed.
      handle: routeHandle(
        'partners-portal/reset-password',
        ({ t }) => ({
          title: t.auth.resetPassword.title,
          description: t.auth.resetPassword.description,
        }),
        { noindex: true },
      ),
    },
    {
      id: `${lang}:partners-unlock`,
      path: 'partners/unlock',
      // The token lives in the query string: never prerendered, never indexed.
      handle: routeHandle(
        'partners-portal/unlock',
        ({ t }) => ({ title: t.auth.unlock.title, description: t.auth.unlock.description }),
        { noindex: true },
      ),
    },
    {
      id: `${lang}:partners-dashboard`,
      path: 'partners/dashboard',
      // No loader: the server renders the loading shell without reading the session, and the
      // page asks /api/partner/me in the browser.
      handle: routeHandle(
        'partners-portal/partner-dashboard',
        ({ t }) => ({
          title: t.auth.partnerDashboard.title,
          description: t.auth.partnerDashboard.description,
        }),
        { noindex: true },
      ),
    },
  ];
}
