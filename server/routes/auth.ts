import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** Sign-in, tokens, sessions and password reset under /api/auth. */
export function authRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
