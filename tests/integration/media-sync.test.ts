/**
 * The pictures' descriptions sync to the devices of those who edit content (issue #26: an
 * upload can be chosen again offline): a pull brings each picture's description, never its
 * bytes; a change to its description, its deletion (a tombstone, its files gone at once) and
 * its upload again all reach the devices.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaView } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, pullAll, type Session, signIn } from '../helpers/sync-api.ts';
import { ORIGIN } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
let editor: Session;
let sales: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
  editor = await signIn(
    ctx,
    { email: 'kadri@lumen.example', password: 'Linden-Harbour-Quill-38' },
    'editor',
  );
  sales = await signIn(
    ctx,
    { email: 'margus@lumen.example', password: 'Copper-Meadow-Sail-72' },
    'sales',
  );
});
afterAll(() => ctx.close());

async function upload(name: string, bytes: Buffer): Promise<{ status: number; media: MediaView }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await ctx.app.request('/api/admin/media', {
    method: 'POST',
    headers: { cookie: admin.cookie, origin: ORIGIN },
    body: form,
  });
  return { status: res.status, media: ((await res.json()) as { media: MediaView }).media };
}

const picture = () =>
  sharp({ create: { width: 700, height: 400, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

async function mediaRows(session: Session, scope: string, since = '0') {
  const pulled = await pullAll(ctx, session.cookie, since, undefined, scope);
  return { rows: pulled.changes.filter((c) => c.table === 'media').map((c) => c.row), pulled };
}

describe('the pictures’ descriptions on the devices', () => {
  it('follow an upload, its description, its deletion and its upload again', async () => {
    const first = await upload('harbour.jpg', await picture());
    expect(first.status).toBe(201);
    const copy = await mediaRows(editor, 'editor');
    expect(copy.rows).toEqual([
      expect.objectContaining({
        id: first.media.id,
        hash: first.media.hash,
        file_name: 'harbour.jpg',
        content_type: 'image/jpeg',
        width: 700,
        height: 400,
        alt: '',
        deleted_at: null,
      }),
    ]);
    // Descriptions only: the picture itself is fetched from /media when shown.
    expect(Object.keys(copy.rows[0] ?? {})).not.toContain('bytes');
    // Sales staff do not edit content, so their devices hold no pictures.
    expect((await mediaRows(sales, 'sales')).rows).toEqual([]);

    const described = await call(ctx, admin.cookie, 'PATCH', `/api/admin/media/${first.media.id}`, {
      alt: 'The harbour at dawn',
    });
    expect(described.status).toBe(200);
    const next = await mediaRows(editor, 'editor', copy.pulled.cursor);
    expect(next.rows).toEqual([expect.objectContaining({ alt: 'The harbour at dawn' })]);

    const deleted = await call(ctx, admin.cookie, 'DELETE', `/api/admin/media/${first.media.id}`);
    expect(deleted.status).toBe(204);
    const gone = await mediaRows(editor, 'editor', next.pulled.cursor);
    expect(gone.rows).toEqual([
      expect.objectContaining({ id: first.media.id, deleted_at: expect.any(String) }),
    ]);
    // Its files go at once; the listing no longer names it.
    expect((await ctx.app.request(first.media.url)).status).toBe(404);
    expect((await ctx.app.request(first.media.variants[0]?.url ?? '')).status).toBe(404);
    const [files] = await ctx.db.sql<{ originals: number; variants: number }[]>`
      select (select count(*)::int from media_originals where media_id = ${first.media.id})
        as originals,
        (select count(*)::int from media_variants where media_id = ${first.media.id}) as variants`;
    expect(files).toEqual({ originals: 0, variants: 0 });
    const listed = await call(ctx, admin.cookie, 'GET', '/api/admin/media');
    expect(((await listed.json()) as { total: number }).total).toBe(0);

    // The same picture uploaded again is a new upload, live again on the devices.
    const again = await upload('harbour-again.jpg', await picture());
    expect(again.status).toBe(201);
    expect(again.media.hash).toBe(first.media.hash);
    expect(again.media.alt).toBe('');
    const back = await mediaRows(editor, 'editor', gone.pulled.cursor);
    expect(back.rows).toEqual([
      expect.objectContaining({ file_name: 'harbour-again.jpg', alt: '', deleted_at: null }),
    ]);
    expect((await ctx.app.request(again.media.url)).status).toBe(200);
    expect((await ctx.app.request(again.media.variants[0]?.url ?? '')).status).toBe(200);
  });
});

describe('on the pages', () => {
  it('a picture in a post’s text has its sizes, and a new description shows at once', async () => {
    const { media } = await upload('desk.jpg', await picture());
    await ctx.db
      .sql`insert into blog_posts (title, slug, content, author, published, featured_image)
      values ('Desk', 'desk', ${`Our desk:\n\n![A desk by the window](${media.url})`}, 'Anna', true,
        ${media.url})`;
    const page = async () => (await ctx.app.request('/blog/desk')).text();
    const html = await page();
    expect(html).toContain(
      `<img src="/media/${media.hash}-320.jpg" alt="A desk by the window" loading="lazy" ` +
        `decoding="async" srcset="/media/${media.hash}-160.webp 160w, ` +
        `/media/${media.hash}-320.webp 320w, /media/${media.hash}-640.webp 640w" ` +
        `sizes="(min-width: 48rem) 46rem, 100vw" width="700" height="400"`,
    );
    // Asked again, the page is kept (the first ask taught the cache the content's version); a
    // new description of its featured image empties it.
    await page();
    await call(ctx, admin.cookie, 'PATCH', `/api/admin/media/${media.id}`, {
      alt: 'Our desk in Tallinn',
    });
    expect(await page()).toContain('alt="Our desk in Tallinn"');
  });
});
