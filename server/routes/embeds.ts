import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

/**
 * The configured external pages embedded at /docs, /api and /status, for client navigation
 * (server rendering reads them from the render context). Null when not configured.
 */
export function embedsRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const { docsUrl, apiDocsUrl, statusPageUrl } = deps.config;
  app.get('/', (c) =>
    c.json({ docs: docsUrl ?? null, api: apiDocsUrl ?? null, status: statusPageUrl ?? null }, 200, {
      'Cache-Control': 'public, max-age=300',
    }),
  );
  return app;
}
