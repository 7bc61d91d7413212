import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** Public lead endpoints: /api/contact, /api/sales-enquiries, /api/newsletter, /api/partner-applications, /api/support-tickets. */
export function publicApiRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}

/** Old clients post the newsletter popup to /.netlify/functions/subscribe-newsletter. */
export function legacyFunctionRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
