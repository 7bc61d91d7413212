/**
 * Pictures uploaded in the back office: judged by content, limited in size, made once into
 * their derived sizes, served under addresses cached for good, and kept while in use.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_BYTES, type MediaView } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, type Session, signIn } from '../helpers/sync-api.ts';
import { ORIGIN } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

function upload(name: string, bytes: Uint8Array, cookie = admin.cookie): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return Promise.resolve(
    ctx.app.request('/api/admin/media', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN },
      body: form,
    }),
  );
}

/** A photo-like picture (noise compresses badly, as photos do). */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 95 }).toBuffer() : image.png().toBuffer();
}

async function uploaded(res: Response): Promise<MediaView> {
  return ((await res.json()) as { media: MediaView }).media;
}

describe('uploading a picture', () => {
  it('makes each size once, in AVIF, WebP and JPEG, served for good', async () => {
    const res = await upload('office.jpg', await photo(1600, 1200));
    expect(res.status).toBe(201);
    const media = await uploaded(res);
    expect(media).toMatchObject({ width: 1600, height: 1200, contentType: 'image/jpeg' });
    expect(media.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '160.avif',
      '160.jpeg',
      '160.webp',
      '320.avif',
      '320.jpeg',
      '320.webp',
      '640.avif',
      '640.jpeg',
      '640.webp',
      '1280.avif',
      '1280.jpeg',
      '1280.webp',
    ]);
    const webp = media.variants.find((v) => v.width === 640 && v.format === 'webp');
    const file = await ctx.app.request(webp?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    expect((await ctx.app.request(media.url)).status).toBe(200);

    // The same picture again is the same picture: not stored twice.
    const again = await upload('copy.jpg', await photo(1600, 1200));
    expect(again.status).toBe(200);
    expect((await uploaded(again)).id).toBe(media.id);
    const [entry] = await ctx.db.sql`select actor_email, details from audit_log
      where action = 'media.uploaded' and entity_id = ${media.id}`;
    expect(entry).toMatchObject({ actor_email: admin.email, details: { fileName: 'office.jpg' } });
  });

  it('judges a file by what it is, not its name', async () => {
    const png = await uploaded(await upload('looks-like.jpg', await photo(200, 100, 'png')));
    expect(png.contentType).toBe('image/png');
    // Narrower than the first size: one size, as wide as the picture, and PNG for the fallback.
    expect(png.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '160.avif',
      '160.jpeg',
      '160.webp',
    ]);

    const text = await upload('photo.jpg', new TextEncoder().encode('not a picture at all'));
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      error: {
        fields: {
          file: 'This file is not a picture we accept: upload a JPEG, PNG, WebP, AVIF or SVG.',
        },
      },
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload('anim.gif', gif)).status).toBe(400);
    const empty = await upload('nothing.png', new Uint8Array());
    expect(await empty.json()).toMatchObject({
      error: { fields: { file: 'Choose a picture to upload.' } },
    });
  });

  it('keeps of an SVG only the picture it draws: no script survives', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
      <script>alert(document.cookie)</script>
      <rect width="400" height="200" fill="#1d4ed8" onload="alert(1)"/></svg>`;
    const media = await uploaded(await upload('logo.svg', new TextEncoder().encode(svg)));
    expect(media.contentType).toBe('image/png');
    expect([media.width, media.height]).toEqual([1280, 640]);
    const original = Buffer.from(await (await ctx.app.request(media.url)).arrayBuffer());
    expect(original.includes('script')).toBe(false);
    expect((await sharp(original).metadata()).format).toBe('png');
  });

  it('refuses a file over the limit with 413, and a huge picture with 400', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1024);
    const res = await upload('huge.jpg', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { message: 'This picture is larger than 15 MB. Upload a smaller one.' },
    });
    // 10,000 × 10,000 pixels in a small PNG: refused before it is decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload('bomb.png', bomb);
    expect(refused.status).toBe(400);
  });

  it('is for administrators and editors', async () => {
    const sales = await signIn(
      ctx,
      { email: 'sales@lumen.example', password: 'Bright-Harbour-Deal-73' },
      'sales',
    );
    expect((await upload('x.png', await photo(20, 20, 'png'), sales.cookie)).status).toBe(403);
    expect((await ctx.app.request('/api/admin/media')).status).toBe(401);
  });
});

describe('a picture in use', () => {
  it('cannot be deleted until no record names it; then its files are gone', async () => {
    const media = await uploaded(await upload('kadri.jpg', await photo(700, 700)));
    await ctx.db.sql`insert into people (name, slug, title, photo_url)
      values ('Kadri Lepik', 'kadri-lepik', 'Counsel', ${media.url})`;
    const list = (await (await call(ctx, admin.cookie, 'GET', '/api/admin/media')).json()) as {
      items: MediaView[];
    };
    expect(list.items.find((m) => m.id === media.id)?.usedBy).toEqual([
      { kind: 'Person', name: 'Kadri Lepik' },
    ]);
    const refused = await call(ctx, admin.cookie, 'DELETE', `/api/admin/media/${media.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'in_use' } });

    await ctx.db.sql`update people set photo_url = null where slug = 'kadri-lepik'`;
    expect((await call(ctx, admin.cookie, 'DELETE', `/api/admin/media/${media.id}`)).status).toBe(
      204,
    );
    expect((await ctx.app.request(media.variants[0]?.url ?? '')).status).toBe(404);
    expect((await ctx.app.request(media.url)).status).toBe(404);
  });

  it('keeps its alternative texts and focal point', async () => {
    const media = await uploaded(await upload('team.jpg', await photo(400, 300)));
    const res = await call(ctx, admin.cookie, 'PATCH', `/api/admin/media/${media.id}`, {
      alt: 'The team in the Tallinn office',
      altEt: 'Meeskond Tallinna kontoris',
      focalX: 0.3,
      focalY: 0.25,
    });
    expect(await res.json()).toMatchObject({
      media: {
        alt: 'The team in the Tallinn office',
        altEt: 'Meeskond Tallinna kontoris',
        focalX: 0.3,
      },
    });
  });
});

describe('on the site', () => {
  it('a post shows its uploaded featured image on the list and its page, sized and described', async () => {
    const media = await uploaded(await upload('launch.jpg', await photo(1400, 700)));
    await call(ctx, admin.cookie, 'PATCH', `/api/admin/media/${media.id}`, {
      alt: 'The launch in Tallinn',
      altEt: 'Käivitamine Tallinnas',
    });
    await ctx.db
      .sql`insert into blog_posts (title, slug, content, author, published, featured_image,
        title_et, content_et)
      values ('Launch', 'launch', 'Text', 'Anna', true, ${media.url}, 'Käivitus', 'Tekst')`;
    for (const [path, alt] of [
      ['/blog/launch', 'The launch in Tallinn'],
      ['/blog', 'The launch in Tallinn'],
      ['/et/blog/launch', 'Käivitamine Tallinnas'],
    ] as const) {
      const html = await (await ctx.app.request(path)).text();
      const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? '';
      expect(picture, path).toContain(
        `type="image/avif" srcSet="/media/${media.hash}-160.avif 160w`,
      );
      expect(picture, path).toContain(`alt="${alt}"`);
      expect(picture, path).toContain('width="1400" height="700"');
    }
  });
});
