import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../../../shared/constants.ts';

/** /partners/login and /partners/dashboard. */
export function partnerPortalRoutes(_lang: Lang): RouteObject[] {
  return [];
}
