/**
 * Pictures under /api/admin/media (administrators and editors, shared/admin/access.ts):
 *
 * GET    /api/admin/media?page=1 → 200 { items: [MediaView], total, page, pageSize }  newest first
 * POST   /api/admin/media  multipart/form-data, `file` → 201 { media } (200 when the same picture
 *        is there already). JPEG, PNG, WebP, AVIF or SVG by content (an SVG is kept as the PNG
 *        it draws); at most MEDIA_MAX_BYTES (15 MB): 413 payload_too_large; anything else 400
 *        validation_failed { fields: { file } }. Its sizes are made before the answer, in the
 *        worker pool, one picture of a person at a time: with UPLOADS_PER_USER of theirs waiting
 *        or in work already, 429 rate_limited (Retry-After).
 * PATCH  /api/admin/media/:id { alt?, altEt?, focalX?, focalY? } → 200 { media }
 * DELETE /api/admin/media/:id → 204; 409 in_use while a record names it; 404 not_found.
 * Uploads and deletions are audited (media.uploaded, media.deleted).
 *
 * The files themselves: GET /media/<hash>-<width>.<avif|webp|jpg|png> (a derived size) and
 * /media/<hash>.<ext> (the original), and /media/<hash>-<card|square>-<x>-<y>.jpg (a crop for
 * shared links around the focal point x, y), public, `Cache-Control: public, max-age=31536000,
 * immutable` (the address changes with the picture).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { MEDIA_MAX_BYTES, mediaMessages } from '../../../shared/media.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { PayloadTooLargeError, ValidationError } from '../../errors.ts';
import { actorOf } from '../../http/actor.ts';
import { parseBody, readJson } from '../../http/body.ts';
import { Representation, respond } from '../../http/representation.ts';
import {
  deleteMedia,
  describeMedia,
  listMedia,
  mediaFile,
  uploadMedia,
} from '../../services/media.ts';
import { shareCropFile } from '../../services/media-share.ts';

const PAGE_SIZE = 50;

const describeSchema = z.object({
  alt: z.string().trim().max(500, 'Describe the picture in at most 500 characters.').optional(),
  altEt: z.string().trim().max(500, 'Describe the picture in at most 500 characters.').optional(),
  focalX: z.number().min(0).max(1).optional(),
  focalY: z.number().min(0).max(1).optional(),
});

export function mediaRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);
  app.get('/', async (c) => {
    const page = Math.max(1, Math.min(10_000, Number(c.req.query('page')) || 1));
    return c.json({ ...(await listMedia(deps.sql, page, PAGE_SIZE)), page, pageSize: PAGE_SIZE });
  });
  app.post('/', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = (form as Record<string, unknown>).file;
    if (!(file instanceof File) || file.size === 0) {
      throw new ValidationError({ file: mediaMessages.missing }, mediaMessages.missing);
    }
    if (file.size > MEDIA_MAX_BYTES) throw new PayloadTooLargeError(mediaMessages.tooLarge);
    const bytes = Buffer.from(await file.arrayBuffer());
    const { media, created } = await uploadMedia(
      deps,
      { name: file.name, bytes },
      actor(c),
      deps.clock.now(),
    );
    return c.json({ media }, created ? 201 : 200);
  });
  app.patch('/:id', async (c) => {
    const texts = parseBody(describeSchema, await readJson(c));
    return c.json({ media: await describeMedia(deps.sql, c.req.param('id'), texts) });
  });
  app.delete('/:id', async (c) => {
    await deleteMedia(deps.sql, c.req.param('id'), actor(c), deps.clock.now());
    return c.body(null, 204);
  });
  return app;
}

/** GET /media/<file>: the pictures, cached for good (their address names their content). */
export function mediaFileRoutes(deps: Pick<AppDeps, 'sql'>): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const name = c.req.param('file');
    const found = (await mediaFile(deps.sql, name)) ?? (await shareCrop(deps.sql, name));
    if (!found) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    // Tagged and dated, so a revalidation (a reload, a crawler) is a bodiless 304.
    const rep = new Representation(new Uint8Array(found.bytes), {
      'Content-Type': found.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Last-Modified': found.storedAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    });
    return respond(c.req.raw, rep);
  });
  return app;
}

/** A share crop (services/media-share.ts) as a media file. */
async function shareCrop(sql: AppDeps['sql'], name: string) {
  const crop = await shareCropFile(sql, name);
  return crop && { ...crop, contentType: 'image/jpeg' };
}
