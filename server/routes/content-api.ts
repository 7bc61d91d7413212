import { Hono } from 'hono';
import type { ContentSource } from '../../shared/content-types.ts';
import { NotFoundError } from '../errors.ts';

const CACHE = { 'Cache-Control': 'public, max-age=60' };

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new NotFoundError(`No published ${what} has this address.`);
  return value;
}

/** Public content as JSON for client-side navigation (blog, newsroom, people, about). */
export function contentApiRoutes(content: ContentSource): Hono {
  const app = new Hono();
  app.get('/blog', async (c) => c.json(await content.blogPosts(), 200, CACHE));
  app.get('/blog/:slug', async (c) =>
    c.json(found(await content.blogPost(c.req.param('slug')), 'blog post'), 200, CACHE),
  );
  app.get('/newsroom', async (c) => c.json(await content.newsroomPosts(), 200, CACHE));
  app.get('/newsroom/:slug', async (c) =>
    c.json(found(await content.newsroomPost(c.req.param('slug')), 'press release'), 200, CACHE),
  );
  app.get('/people', async (c) => c.json(await content.people(), 200, CACHE));
  app.get('/people/:slug', async (c) =>
    c.json(found(await content.person(c.req.param('slug')), 'person'), 200, CACHE),
  );
  app.get('/about', async (c) => c.json(await content.about(), 200, CACHE));
  return app;
}
