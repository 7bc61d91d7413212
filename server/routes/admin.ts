import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** Back-office API under /api/admin; every route requires the admin role. */
export function adminRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
