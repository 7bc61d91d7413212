import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** The configured external pages embedded at /docs, /api and /status (for client navigation). */
export function embedsRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
