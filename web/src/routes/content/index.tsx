import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../../../shared/constants.ts';

/** Pages whose content comes from the database (blog, newsroom, people, about), rendered per request. */
export function contentRoutes(_lang: Lang): RouteObject[] {
  return [];
}
