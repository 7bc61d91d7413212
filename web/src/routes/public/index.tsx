import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../../../shared/constants.ts';
import { routeHandle } from '../../app/meta.ts';
import { HomePage } from './home.tsx';

/**
 * Static marketing pages (no per-request data). `prerender: true` in the handle writes them to
 * HTML at build time, in both languages, for the service worker to precache.
 */
export function staticPageRoutes(lang: Lang): RouteObject[] {
  return [
    {
      id: `${lang}:home`,
      index: true,
      Component: HomePage,
      handle: routeHandle(
        ({ t }) => ({ title: t.pages.home.title, description: t.meta.siteDescription }),
        {
          prerender: true,
        },
      ),
    },
  ];
}
