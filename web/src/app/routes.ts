import type { RouteObject } from 'react-router-dom';
import { LANGUAGES, type Lang } from '../../../shared/constants.ts';
import { localePath } from '../../../shared/paths.ts';
import { contentRoutes } from '../routes/content/routes.ts';
import { partnerPortalRoutes } from '../routes/partners-portal/routes.ts';
import { notFoundLoader } from '../routes/public/not-found.tsx';
import { staticPageRoutes } from '../routes/public/routes.ts';
import type { RouteHandle } from './meta.ts';

/**
 * The public site's route table, mounted once per language (ids carry the language). The server
 * matches requests against it with React Router's static handler, runs the loaders and renders
 * the page named in the matched route's handle (see pages.ts); the browser hydrates that page.
 */
function publicRoutes(lang: Lang): RouteObject[] {
  return [
    ...staticPageRoutes(lang),
    ...contentRoutes(lang),
    ...partnerPortalRoutes(lang),
    { id: `${lang}:not-found`, path: '*', loader: notFoundLoader },
  ];
}

export const routes: RouteObject[] = [
  { id: 'en', path: '/', children: publicRoutes('en') },
  { id: 'et', path: '/et', children: publicRoutes('et') },
];

/** Paths of routes marked `prerender` in their handle, in both languages (build-time HTML). */
export const PRERENDER_PATHS: string[] = LANGUAGES.flatMap((lang) =>
  publicRoutes(lang)
    .filter((r) => (r.handle as RouteHandle | undefined)?.prerender)
    .map((r) => localePath(lang, r.index ? '/' : `/${r.path}`)),
);
