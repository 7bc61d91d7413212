import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../../shared/constants.ts';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { HomePage } from '../routes/public/home.tsx';
import { NotFoundPage, notFoundLoader } from '../routes/public/not-found.tsx';
import { RouteError } from '../routes/public/route-error.tsx';
import { AppShell } from './app-shell.tsx';
import type { RouteHandle } from './meta.ts';

/**
 * The public pages, mounted once per language. Ids carry the language so both trees can live in
 * one router. `prerender: true` marks pages without per-request data: they are written to HTML at
 * build time and precached by the service worker.
 */
function publicRoutes(lang: Lang): RouteObject[] {
  const handle = (meta: RouteHandle['meta'], extra: Record<string, unknown> = {}) => ({
    meta,
    ...extra,
  });
  return [
    {
      id: `${lang}:home`,
      index: true,
      Component: HomePage,
      handle: handle(({ t }) => ({ title: t.home.title, description: t.meta.siteDescription }), {
        prerender: true,
      }),
    },
    {
      id: `${lang}:not-found`,
      path: '*',
      loader: notFoundLoader,
      // Never shown (the loader throws 404 to the layout's boundary); present so the match has an element.
      Component: NotFoundPage,
    },
  ];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'en',
        path: '/',
        Component: PublicLayout,
        ErrorBoundary: RouteError,
        children: publicRoutes('en'),
      },
      {
        id: 'et',
        path: '/et',
        Component: PublicLayout,
        ErrorBoundary: RouteError,
        children: publicRoutes('et'),
      },
      {
        id: 'admin',
        path: '/admin/*',
        lazy: async () => ({ Component: (await import('../routes/admin/admin-app.tsx')).AdminApp }),
      },
    ],
  },
];

/** Paths rendered to static HTML at build time, in both languages. */
export const PRERENDER_PATHS = ['/', '/et'];
