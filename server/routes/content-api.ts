import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** Public content as JSON for client-side navigation (blog, newsroom, people, about). */
export function contentApiRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
