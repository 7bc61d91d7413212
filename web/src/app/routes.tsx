import type { RouteObject } from 'react-router-dom';
import { LANGUAGES, type Lang } from '../../../shared/constants.ts';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { adminRoutes } from '../routes/admin/routes.tsx';
import { contentRoutes } from '../routes/content/index.tsx';
import { partnerPortalRoutes } from '../routes/partners-portal/index.tsx';
import { staticPageRoutes } from '../routes/public/index.tsx';
import { NotFoundPage, notFoundLoader } from '../routes/public/not-found.tsx';
import { RouteError } from '../routes/public/route-error.tsx';
import { AppShell } from './app-shell.tsx';
import { loadCatalogue } from './catalogue.ts';
import { localePath } from './i18n.ts';
import type { RouteHandle } from './meta.ts';

/** The public site, mounted once per language; ids carry the language so both trees coexist. */
function publicRoutes(lang: Lang): RouteObject[] {
  return [
    ...staticPageRoutes(lang),
    ...contentRoutes(lang),
    ...partnerPortalRoutes(lang),
    {
      id: `${lang}:not-found`,
      path: '*',
      loader: notFoundLoader,
      // Never shown (the loader throws 404 to the layout's boundary); present so the match has an element.
      Component: NotFoundPage,
    },
  ];
}

/** Makes sure the language's catalogue is there before its pages render (a language switch). */
function catalogueLoader(lang: Lang) {
  return async () => {
    await loadCatalogue(lang);
    return null;
  };
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
        loader: catalogueLoader('en'),
        shouldRevalidate: () => false,
        Component: PublicLayout,
        ErrorBoundary: RouteError,
        children: publicRoutes('en'),
      },
      {
        id: 'et',
        path: '/et',
        loader: catalogueLoader('et'),
        shouldRevalidate: () => false,
        Component: PublicLayout,
        ErrorBoundary: RouteError,
        children: publicRoutes('et'),
      },
      ...adminRoutes,
    ],
  },
];

/** Paths of routes marked `prerender` in their handle, in both languages (build-time HTML). */
export const PRERENDER_PATHS: string[] = LANGUAGES.flatMap((lang) =>
  publicRoutes(lang)
    .filter((r) => (r.handle as RouteHandle | undefined)?.prerender)
    .map((r) => localePath(lang, r.index ? '/' : `/${r.path}`)),
);
