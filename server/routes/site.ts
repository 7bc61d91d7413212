import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** Non-page public answers: permanent redirects of aliases and legacy paths, sitemap.xml, robots.txt, RSS feeds. */
export function siteRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
