import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle, ScreenKey } from './placeholder-screen.tsx';
import { AdminRouteError } from './shell/route-error.tsx';
import { registerScreens } from './shell/screen-loader.ts';

/** A back-office screen that a later issue fills in; for now its heading inside the shell. */
function later(path: string, screen: ScreenKey): RouteObject {
  return {
    id: `admin:${path}`,
    path,
    handle: { adminScreen: screen } satisfies ScreenHandle,
    lazy: () => import('./placeholder-screen.tsx'),
  };
}

/** A screen of the shell at `path`, its module loaded when first visited. */
function screen(path: string, load: NonNullable<RouteObject['lazy']>): RouteObject {
  return { id: `admin:${path}`, path, lazy: load };
}

/** Shown for the moment the first admin module loads (the admin page arrives without HTML). */
function AdminBooting() {
  return <div aria-busy="true" />;
}

/**
 * The back office under /admin: client-rendered, every module loaded lazily so no admin code
 * reaches public pages. The sign-in and reset screens stand outside the guarded shell; every
 * other screen of the route table (back-office §2) is a child of the shell, which checks the
 * session on each navigation.
 */
export const adminRoutes: RouteObject[] = withErrorElements([
  {
    id: 'admin',
    path: '/admin',
    lazy: () => import('./admin-root.tsx'),
    HydrateFallback: AdminBooting,
    children: [
      { id: 'admin:login', path: 'login', lazy: () => import('./login-page.tsx') },
      {
        id: 'admin:reset-password',
        path: 'reset-password',
        lazy: () => import('./reset-password-page.tsx'),
      },
      { id: 'admin:unlock', path: 'unlock', lazy: () => import('./unlock-page.tsx') },
      {
        id: 'admin:forgot-password',
        path: 'forgot-password',
        lazy: () => import('./forgot-password-page.tsx'),
      },
      {
        id: 'admin:shell',
        lazy: () => import('./admin-shell.tsx'),
        children: [
          { id: 'admin:dashboard', index: true, lazy: () => import('./dashboard/dashboard.tsx') },
          screen('blog', () => import('./blog/blog-list-page.tsx')),
          screen('blog/posts', () => import('./blog/blog-list-page.tsx')),
          screen('blog/new', () => import('./blog/blog-editor-page.tsx')),
          screen('blog/edit/:id', () => import('./blog/blog-editor-page.tsx')),
          screen('newsroom', () => import('./newsroom/newsroom-list-page.tsx')),
          screen('newsroom/posts', () => import('./newsroom/newsroom-list-page.tsx')),
          screen('newsroom/new', () => import('./newsroom/newsroom-editor-page.tsx')),
          screen('newsroom/edit/:id', () => import('./newsroom/newsroom-editor-page.tsx')),
          {
            id: 'admin:newsletter',
            path: 'newsletter',
            lazy: () => import('./newsletter/newsletter-page.tsx'),
          },
          {
            id: 'admin:newsletter/signups',
            path: 'newsletter/signups',
            lazy: () => import('./newsletter/newsletter-page.tsx'),
          },
          {
            id: 'admin:entities',
            path: 'entities',
            lazy: () => import('./entities/entities-page.tsx'),
          },
          {
            id: 'admin:settings',
            path: 'settings',
            lazy: () => import('./entities/entities-page.tsx'),
          },
          {
            id: 'admin:contacts',
            path: 'contacts',
            lazy: () => import('./contacts/contacts-page.tsx'),
          },
          {
            id: 'admin:partners',
            path: 'partners',
            lazy: () => import('./partners/partners-page.tsx'),
          },
          {
            id: 'admin:support',
            path: 'support',
            lazy: () => import('./support/support-page.tsx'),
          },
          { id: 'admin:sales', path: 'sales', lazy: () => import('./sales/sales-page.tsx') },
          { id: 'admin:users', path: 'users', lazy: () => import('./users/users-page.tsx') },
          { id: 'admin:audit', path: 'audit', lazy: () => import('./audit/audit-page.tsx') },
          { id: 'admin:mail', path: 'mail', lazy: () => import('./mail/mail-page.tsx') },
          {
            id: 'admin:sessions',
            path: 'sessions',
            lazy: () => import('./sessions/sessions-page.tsx'),
          },
          { id: 'admin:trash', path: 'trash', lazy: () => import('./trash/trash-page.tsx') },
          screen('security', () => import('./security/security-page.tsx')),
          screen('media', () => import('./media/media-page.tsx')),
          screen('people-data', () => import('./people-data/people-data-page.tsx')),
          screen('newsletter-issues', () => import('./newsletter-issues/issues-page.tsx')),
          screen('reports', () => import('./reports/reports-page.tsx')),
          later('*', 'notFound'),
        ],
      },
    ],
  },
]);

/**
 * Every route gets the admin's own error element (issue #30, item 3): an error in a screen shows
 * inside the shell instead of React Router's page for developers. A screen whose code cannot be
 * fetched (offline, never opened before) becomes a screen that says so: a route whose `lazy`
 * fails is taken by React Router for one still loading, and nothing would show at all.
 */
function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const load = route.lazy;
    return {
      ...route,
      errorElement: route.errorElement ?? <AdminRouteError />,
      ...(typeof load === 'function'
        ? {
            lazy: () =>
              load().catch((error: unknown) => ({
                Component: () => <AdminRouteError error={error} />,
              })),
          }
        : {}),
      ...(route.children ? { children: withErrorElements(route.children) } : {}),
    };
  }) as RouteObject[];
}

registerScreens(adminRoutes);
