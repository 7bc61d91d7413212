/**
 * Post editing helpers under /api/admin/content (admins only, the guard of routes/admin.ts).
 *
 * GET /api/admin/content/revisions?entity=blog_posts|newsroom_posts&id=<uuid> → 200
 *   { revisions: [ { id, version, action, actorEmail, createdAt, snapshot } ] }
 *   The post's revisions, newest first (at most 100): one per applied change that left the post
 *   in place (blog.create, blog.save, blog.setPublished, …). `snapshot` holds the post's fields
 *   as they stood after it. A bad parameter: 400 validation_failed with `fields`.
 *
 * POST /api/admin/content/preview { markdown: string } → 200 { html }
 *   The Markdown rendered and sanitised by the very function the public pages use, so the
 *   editor's preview is exactly what visitors will see (pictures uploaded here with their sizes).
 *   At most 200 000 characters. Rendered in the worker pool with a time budget
 *   (RENDER_BUDGET_MS): a text that takes longer is answered 400 validation_failed with
 *   `fields.markdown`, the message, and `reasons.markdown: "too_complex"`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { mediaUrlsIn } from '../../../shared/media.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { parseBody, readJson } from '../../http/body.ts';
import { pictureSources } from '../../services/media.ts';
import { listRevisions, REVISION_ENTITIES } from '../../services/revisions.ts';
import { previewText } from '../../services/text-render.ts';

const revisionsQuery = z.object({
  entity: z.enum(REVISION_ENTITIES, 'Choose blog_posts or newsroom_posts.'),
  id: z.uuid('Give the id of a post.'),
});

const previewBody = z.object({
  markdown: z
    .string('Send the Markdown to preview.')
    .max(200_000, 'Use at most 200000 characters.'),
});

export function contentEditingRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();

  app.get('/revisions', async (c) => {
    const { entity, id } = parseBody(revisionsQuery, c.req.query());
    return c.json({ revisions: await listRevisions(deps.sql, entity, id) });
  });

  app.post('/preview', async (c) => {
    const { markdown } = parseBody(previewBody, await readJson(c));
    const pictures = await pictureSources(deps.sql, mediaUrlsIn(markdown));
    const html = await previewText(deps.workers, deps.config, markdown, pictures, 'markdown');
    return c.json({ html });
  });

  return app;
}
