import type { RouteObject } from 'react-router-dom';

/**
 * The back office under /admin: client-rendered, loaded lazily so no admin code reaches public
 * pages.
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('./admin-app.tsx')).AdminApp }),
  },
];
