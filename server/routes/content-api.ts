import { type Context, Hono } from 'hono';
import { LANGUAGES, type Lang } from '../../shared/constants.ts';
import type { ContentSource } from '../../shared/content-types.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { validated } from '../http/representation.ts';

/**
 * What is edited is what visitors see: every answer is revalidated (no-cache), and the ETag lets an
 * unchanged answer come back as a bodiless 304.
 */
const CACHE = { 'Cache-Control': 'no-cache' };

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new NotFoundError(`No published ${what} has this address.`);
  return value;
}

/** ?lang=et for the Estonian texts (with their English fallbacks); English by default. */
function langOf(c: Context): Lang {
  const lang = c.req.query('lang') ?? 'en';
  if (!(LANGUAGES as readonly string[]).includes(lang))
    throw new BadRequestError(`lang must be one of: ${LANGUAGES.join(', ')}.`);
  return lang as Lang;
}

/** Public content as JSON (blog, newsroom, people, about, partners), in the language asked for. */
export function contentApiRoutes(content: ContentSource): Hono {
  const app = new Hono();
  app.use('*', validated());
  app.get('/blog', async (c) => c.json(await content.blogPosts(langOf(c)), 200, CACHE));
  app.get('/blog/:slug', async (c) =>
    c.json(found(await content.blogPost(c.req.param('slug'), langOf(c)), 'blog post'), 200, CACHE),
  );
  app.get('/newsroom', async (c) => c.json(await content.newsroomPosts(langOf(c)), 200, CACHE));
  app.get('/newsroom/:slug', async (c) =>
    c.json(
      found(await content.newsroomPost(c.req.param('slug'), langOf(c)), 'press release'),
      200,
      CACHE,
    ),
  );
  app.get('/people', async (c) => c.json(await content.people(langOf(c)), 200, CACHE));
  app.get('/people/:slug', async (c) =>
    c.json(found(await content.person(c.req.param('slug'), langOf(c)), 'person'), 200, CACHE),
  );
  app.get('/about', async (c) => c.json(await content.about(langOf(c)), 200, CACHE));
  app.get('/partners', async (c) => c.json(await content.partners(langOf(c)), 200, CACHE));
  return app;
}
