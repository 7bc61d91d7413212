import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../../../shared/constants.ts';
import { routeHandle } from '../../app/meta.ts';
import { ForgotPasswordPage } from './forgot-password.tsx';
import { PartnerDashboardPage } from './partner-dashboard.tsx';
import { PartnerLoginPage } from './partner-login.tsx';
import { ResetPasswordPage } from './reset-password.tsx';

/**
 * The partner portal (public-site §2): sign-in, password reset and the partner's dashboard.
 * Imported directly rather than lazily because these pages are server-rendered and hydrated
 * (a lazy route would have to load before hydration); they are small.
 */
export function partnerPortalRoutes(lang: Lang): RouteObject[] {
  return [
    {
      id: `${lang}:partners-login`,
      path: 'partners/login',
      Component: PartnerLoginPage,
      handle: routeHandle(
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
      Component: ForgotPasswordPage,
      handle: routeHandle(
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
      Component: ResetPasswordPage,
      // The token lives in the query string: never prerendered, never indexed.
      handle: routeHandle(
        ({ t }) => ({
          title: t.auth.resetPassword.title,
          description: t.auth.resetPassword.description,
        }),
        { noindex: true },
      ),
    },
    {
      id: `${lang}:partners-dashboard`,
      path: 'partners/dashboard',
      // No loader: the server renders the loading shell without reading the session, and the
      // page asks /api/partner/me in the browser.
      Component: PartnerDashboardPage,
      handle: routeHandle(
        ({ t }) => ({
          title: t.auth.partnerDashboard.title,
          description: t.auth.partnerDashboard.description,
        }),
        { noindex: true },
      ),
    },
  ];
}
