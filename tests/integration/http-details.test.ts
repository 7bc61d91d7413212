/**
 * HTTP details over a real connection: a HEAD carries the headers of its GET (Content-Length,
 * Vary), answers with a known date carry Last-Modified and honour If-Modified-Since, robots.txt
 * and the uploaded pictures have validators, the site's own fingerprinted pictures are kept for
 * good, and the error pages answer with their error.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import type { MediaView } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../helpers/sync-api.ts';
import { uploadPicture } from '../helpers/upload-picture.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let clientDir: string;
let server: ReturnType<typeof serve>;
let base: string;
let media: MediaView;
/** When the built files were written (a whole second, as HTTP dates are). */
const BUILT = new Date('2026-03-02T10:20:30Z');
const PICTURE = '/images/scales-1a2b3c4d.svg';

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set('2025-11-20T10:00:00Z');
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-http-'));
  for (const [file, body] of [
    ['brand/logo.png', 'png'],
    [PICTURE.slice(1), '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['images/platform.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ] as const) {
    const full = path.join(clientDir, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body);
    await utimes(full, BUILT, BUILT);
  }
  const assets = loadRenderAssets(ctx.config.publicOrigin);
  const app = createApp({
    sql: ctx.db.sql,
    clock: ctx.clock,
    config: ctx.config,
    mailer: ctx.mailer,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    changes: ctx.changes,
    background: ctx.background,
    workers: ctx.workers,
    assets: {
      ...assets,
      clientDir,
      // One prerendered page, as the build writes it, with its file's date.
      prerendered: new Map([['/error/503', '<!doctype html><title>503</title>']]),
      prerenderedDates: new Map([['/error/503', new Date(BUILT.getTime() + 250)]]),
    },
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  media = await uploadPicture(app, (await signIn(ctx)).cookie);
});
afterAll(async () => {
  server?.close();
  await rm(clientDir, { recursive: true, force: true });
  await ctx.close();
});

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(base + url, { method, headers: { 'accept-encoding': 'br, gzip', ...headers } });
}

/** The headers a person inspecting the answer compares (Date and Keep-Alive differ by moment). */
function headersOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'keep-alive', 'connection'].includes(name)) out[name] = value;
  });
  return out;
}

describe('HEAD', () => {
  it('answers with the headers of the GET, Content-Length and Vary included', async () => {
    for (const url of [
      '/robots.txt',
      '/.well-known/security.txt',
      '/api/health',
      media.url,
      media.variants[0]?.url ?? '',
    ]) {
      const got = await get(url);
      expect(got.status, url).toBe(200);
      await got.arrayBuffer();
      const head = await get(url, {}, 'HEAD');
      expect({ url, headers: headersOf(head) }).toEqual({ url, headers: headersOf(got) });
      expect(head.headers.get('content-length'), url).toMatch(/^[1-9]\d*$/);
    }
    for (const url of ['/robots.txt', '/.well-known/security.txt', '/api/health']) {
      expect((await get(url, {}, 'HEAD')).headers.get('vary'), url).toContain('Accept-Encoding');
    }
  });
});

describe('validators', () => {
  it('robots.txt and uploaded pictures are tagged: a repeat with the tag is a bodiless 304', async () => {
    for (const url of ['/robots.txt', media.url]) {
      const first = await get(url);
      const etag = first.headers.get('etag');
      expect(etag, url).toMatch(/^"[^"]+"$/);
      const again = await get(url, { 'if-none-match': etag ?? '' });
      expect({ url, status: again.status, body: await again.text() }).toEqual({
        url,
        status: 304,
        body: '',
      });
    }
  });

  it('uploaded pictures carry the date they were stored and honour If-Modified-Since', async () => {
    const first = await get(media.url);
    const stored = first.headers.get('last-modified');
    expect(stored).toMatch(/GMT$/);
    expect((await get(media.url, { 'if-modified-since': stored ?? '' })).status).toBe(304);
    const earlier = new Date(Date.parse(stored ?? '') - 60_000).toUTCString();
    expect((await get(media.url, { 'if-modified-since': earlier })).status).toBe(200);
  });

  it('built files and prerendered pages carry their file’s date and honour If-Modified-Since', async () => {
    for (const url of ['/brand/logo.png', '/images/platform.svg']) {
      const res = await get(url);
      expect({ url, modified: res.headers.get('last-modified') }).toEqual({
        url,
        modified: BUILT.toUTCString(),
      });
      const same = await get(url, { 'if-modified-since': BUILT.toUTCString() });
      expect({ url, status: same.status }).toEqual({ url, status: 304 });
      expect(same.headers.get('last-modified')).toBe(BUILT.toUTCString());
      const before = new Date(BUILT.getTime() - 1000).toUTCString();
      expect((await get(url, { 'if-modified-since': before })).status).toBe(200);
    }
    const page = await get('/error/503');
    expect(page.headers.get('last-modified')).toBe(BUILT.toUTCString());
  });

  it('a page newer than If-Modified-Since is sent whole, and If-None-Match wins over it', async () => {
    const res = await get('/brand/logo.png', {
      'if-modified-since': BUILT.toUTCString(),
      'if-none-match': '"something-else"',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png');
  });
});

describe('pages of the database', () => {
  it('a post carries its last edit as Last-Modified (not before the server started) and honours If-Modified-Since', async () => {
    const url = '/blog/measuring-the-return-on-legal-ai';
    // Edited after this server started (a minute from now): its edit is the page's date.
    const edited = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    await ctx.db.sql`update blog_posts set updated_at = ${edited}
      where slug = 'measuring-the-return-on-legal-ai'`;
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('last-modified')).toBe(edited.toUTCString());
    const again = await get(url, { 'if-modified-since': edited.toUTCString() });
    expect({ status: again.status, body: await again.text() }).toEqual({ status: 304, body: '' });

    // A post last edited before the start: the start is the date (the page's template is the
    // server's).
    const older = await get('/blog/decision-support-not-legal-advice');
    const date = Date.parse(older.headers.get('last-modified') ?? '');
    expect(date).toBeGreaterThan(Date.parse('2025-11-20T10:00:00Z'));
    expect(date).toBeLessThanOrEqual(Date.now());
  });

  it('a page without a known date has no Last-Modified', async () => {
    const res = await get('/blog');
    expect(res.status).toBe(200);
    expect(res.headers.get('last-modified')).toBeNull();
  });
});

describe('the site’s own pictures', () => {
  it('keeps one named by its content for good, and others a day', async () => {
    expect((await get(PICTURE)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/images/platform.svg')).headers.get('cache-control')).toBe(
      'public, max-age=86400',
    );
  });
});

describe('error pages', () => {
  it('answer with their error, prerendered or rendered, in both languages', async () => {
    for (const [url, status] of [
      ['/error/503', 503],
      ['/error/500', 500],
      ['/error/403', 403],
      ['/et/error/504', 504],
    ] as const) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status });
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });
});
