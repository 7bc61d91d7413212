/**
 * Compression, validation and the page cache (issue 14, "Speed"): each encoding by
 * Accept-Encoding with Vary, the same bytes once decoded, an ETag per encoding answered with 304,
 * pages served from memory with no database query, and what empties that memory (an edit, a
 * scheduled post's time).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { createApp } from '../../server/app.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { etagMatches, negotiateEncoding } from '../../server/http/representation.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import type { MutationResult } from '../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { blogPostArgs } from '../helpers/blog-post-args.ts';
import { mutation, push, type Session, signIn, versionOf } from '../helpers/sync-api.ts';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let clientDir: string;
let admin: Session;
/** Queries the application has sent to the database (the tagged template and its helpers). */
let queries = 0;

const PRERENDERED = `<!doctype html><html lang="en"><head><title>Home</title></head><body>${'<p>Legal work, faster and private.</p>'.repeat(80)}</body></html>`;
const SCRIPT = `export function hello(){return ${JSON.stringify('x'.repeat(10))}}\n`.repeat(60);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  ctx.clock.set('2025-11-20T10:00:00Z');
  admin = await signIn(ctx);
  // A client build of our own (the test does not depend on dist/), compressed by the build step.
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-speed-'));
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'app-1234.css'), 'body{margin:0}\n'.repeat(100));
  await writeFile(path.join(clientDir, 'index.html'), PRERENDERED);
  await writeFile(
    path.join(clientDir, '.vite', 'manifest.json'),
    `{"secret":"${'m'.repeat(2000)}"}`,
  );
  await precompressDir(clientDir);
  const counted = new Proxy(ctx.db.sql, {
    apply(target, self, args) {
      queries += 1;
      return Reflect.apply(target, self, args);
    },
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'begin' || key === 'unsafe') {
        return (...args: unknown[]) => {
          queries += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  app = createApp({
    sql: counted,
    clock: ctx.clock,
    config: ctx.config,
    mailer: ctx.mailer,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    changes: ctx.changes,
    background: ctx.background,
    workers: ctx.workers,
    assets: {
      ...loadRenderAssets(ctx.config.publicOrigin),
      clientDir,
      prerendered: new Map([['/', PRERENDERED]]),
    },
  });
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await ctx.close();
});

const WAIT = { timeout: 20_000 };
const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });

/** The identity body, and that br and gzip decode to it, with Vary and a tag per encoding. */
async function checkEncodings(p: string): Promise<{ body: Buffer; tags: string[] }> {
  const identity = await get(p, { 'accept-encoding': 'identity' });
  expect(identity.status).toBe(200);
  expect(identity.headers.get('content-encoding')).toBeNull();
  expect(identity.headers.get('vary')).toMatch(/accept-encoding/i);
  const body = Buffer.from(await identity.arrayBuffer());
  const tags = [identity.headers.get('etag') ?? ''];
  for (const [accept, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ['br;q=0, *;q=0.1', 'gzip', gunzipSync],
  ] as const) {
    const res = await get(p, { 'accept-encoding': accept });
    expect({ p, accept, encoding: res.headers.get('content-encoding') }).toEqual({
      p,
      accept,
      encoding,
    });
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const raw = Buffer.from(await res.arrayBuffer());
    expect(raw.byteLength).toBeLessThan(body.byteLength);
    expect(decode(raw).equals(body)).toBe(true);
    tags.push(res.headers.get('etag') ?? '');
  }
  return { body, tags };
}

describe('Accept-Encoding', () => {
  it('is read with its q-values: br first, gzip next, identity when nothing else is allowed', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('compresses a prerendered page', async () => {
    const { body, tags } = await checkEncodings('/');
    expect(body.toString()).toContain('Legal work, faster');
    expect(tags[1]).not.toBe(tags[0]);
    expect(tags[2]).not.toBe(tags[1]);
    expect(tags[2]).toBe(tags[3]);
  });

  it('compresses a server-rendered page', async () => {
    // Each rendering differs (a form's start time); the one kept is compared with itself.
    await cached('/blog');
    const { body } = await checkEncodings('/blog');
    expect(body.toString()).toContain('measuring-the-return-on-legal-ai');
  });

  it('serves built scripts and styles in the forms the build wrote, and never those files by name', async () => {
    for (const p of ['/assets/app-1234.js', '/assets/app-1234.css']) {
      await checkEncodings(p);
      const br = await get(p, { 'accept-encoding': 'br' });
      expect(Buffer.from(await br.arrayBuffer())).toEqual(
        await readFile(path.join(clientDir, `${p}.br`)),
      );
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const p of [
      '/assets/app-1234.js.br',
      '/assets/app-1234.js.gz',
      '/.vite/manifest.json.br',
    ]) {
      expect({ p, status: (await get(p)).status }).toEqual({ p, status: 404 });
    }
  });

  it('serves a service worker replaced in place by its new bytes, not a stale compressed form', async () => {
    const sw = path.join(clientDir, 'sw.js');
    await writeFile(sw, `self.version = 1;\n${SCRIPT}`);
    await precompressDir(clientDir);
    const first = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toMatch(
      /^self.version = 1;/,
    );
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await writeFile(sw, `self.version = 2;\n${SCRIPT}`);
    const next = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await next.arrayBuffer())).toString()).toMatch(
      /^self.version = 2;/,
    );
    expect(next.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('compresses JSON from the API (over a kilobyte) and leaves what is not text alone', async () => {
    await checkEncodings('/api/content/blog');
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('does not compress a HEAD or a 304', async () => {
    const head = await app.request('/blog', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(await head.text()).toBe('');
  });
});

describe('validation', () => {
  for (const p of ['/', '/blog', '/sitemap.xml', '/blog/rss.xml', '/et/newsroom/rss.xml']) {
    it(`answers 304 to a matching If-None-Match at ${p}, per encoding`, async () => {
      for (const accept of ['br', 'gzip', 'identity']) {
        // The cache may still be filling: the tag asked about is the one of a kept answer.
        await expect
          .poll(async () => {
            const first = await get(p, { 'accept-encoding': accept });
            const tag = first.headers.get('etag') ?? '';
            expect(tag).toMatch(/^"[^"]+"$/);
            const again = await get(p, { 'accept-encoding': accept, 'if-none-match': tag });
            return again.status;
          }, WAIT)
          .toBe(304);
        const first = await get(p, { 'accept-encoding': accept });
        const tag = first.headers.get('etag') ?? '';
        const weakInList = await get(p, {
          'accept-encoding': accept,
          'if-none-match': `"other", W/${tag}`,
        });
        expect(weakInList.status).toBe(304);
        expect(weakInList.headers.get('etag')).toBe(tag);
        expect(await weakInList.text()).toBe('');
        const star = await get(p, { 'accept-encoding': accept, 'if-none-match': '*' });
        expect(star.status).toBe(304);
      }
      const br = (await get(p, { 'accept-encoding': 'br' })).headers.get('etag') ?? '';
      // The tag of one encoding does not validate another.
      const gz = await get(p, { 'accept-encoding': 'gzip', 'if-none-match': br });
      expect(gz.status).toBe(200);
    });
  }

  it('compares tags weakly, in a list', () => {
    expect(etagMatches('W/"a", "b"', '"a"')).toBe(true);
    expect(etagMatches('"a-br"', '"a"')).toBe(false);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

/** Waits until the page is served from memory; what a hit costs the database: nothing. */
async function cached(p: string): Promise<string> {
  // A bound on waiting for the feed (it polls PGlite every 250 ms), not a timing assertion.
  await expect
    .poll(async () => {
      const before = queries;
      await (await get(p)).arrayBuffer();
      return queries - before;
    }, WAIT)
    .toBe(0);
  return (await get(p)).text();
}

async function push1(name: string, args: unknown, extra = {}): Promise<MutationResult> {
  // Through the application under test, as the back office of this process would.
  const { results } = await push({ ...ctx, app }, admin.cookie, [mutation(name, args, extra)]);
  return results[0] as MutationResult;
}

describe('the page cache', () => {
  it('serves a prerendered page with no database work at all', async () => {
    const before = queries;
    for (let i = 0; i < 3; i++) expect((await get('/')).status).toBe(200);
    expect(queries - before).toBe(0);
  });

  it('serves database pages, in both languages, from memory once rendered', async () => {
    for (const p of ['/blog', '/et/blog', '/people', '/about', '/blog/rss.xml', '/sitemap.xml']) {
      expect(await cached(p)).toBeTruthy();
    }
  });

  it('shows an edit made in the back office on the next request', async () => {
    const args = blogPostArgs({ title: 'Before the edit' });
    expect(await push1('blog.create', args)).toMatchObject({ status: 'applied' });
    expect(await cached('/blog')).toContain('Before the edit');
    expect(await cached(`/blog/${args.slug}`)).toContain('Before the edit');
    const baseVersion = await versionOf(ctx, 'blog_posts', args.id);
    const saved = await push1('blog.save', { ...args, title: 'After the edit' }, { baseVersion });
    expect(saved).toMatchObject({ status: 'applied' });
    expect(await (await get('/blog')).text()).toContain('After the edit');
    expect(await (await get(`/blog/${args.slug}`)).text()).toContain('After the edit');
    expect(await (await get('/blog/rss.xml')).text()).toContain('After the edit');
  });

  it('shows a scheduled post once its time has come, with no edit in between', async () => {
    const at = new Date(ctx.clock.now().getTime() + 60 * 60 * 1000);
    const args = blogPostArgs({ title: 'Scheduled for later', published_at: at.toISOString() });
    expect(await push1('blog.create', args)).toMatchObject({ status: 'applied' });
    expect(await cached('/blog')).not.toContain('Scheduled for later');
    expect((await get(`/blog/${args.slug}`)).status).toBe(404);
    ctx.clock.set(new Date(at.getTime() + 1000));
    expect(await (await get('/blog')).text()).toContain('Scheduled for later');
    expect((await get(`/blog/${args.slug}`)).status).toBe(200);
  });

  it('hears a change made elsewhere (another process, the CLI) through the change feed', async () => {
    expect(await cached('/people')).toContain('Liisa Kask');
    await ctx.db.sql`update people set name = 'Liisa Kask-Tamm' where name = 'Liisa Kask'`;
    await expect.poll(async () => (await get('/people')).text(), WAIT).toContain('Liisa Kask-Tamm');
  });

  it('answers a held page the short way with the same headers as the long way', async () => {
    await cached('/blog');
    for (const p of ['/', '/blog']) {
      for (const accept of ['br', 'gzip', '']) {
        const short = await get(p, { 'accept-encoding': accept });
        // A conditional request that does not match takes the long way through every middleware.
        const long = await get(p, { 'accept-encoding': accept, 'if-none-match': '"other"' });
        const list = (res: Response) =>
          [...res.headers.entries()].filter(([name]) => name !== 'date').sort();
        expect(list(short)).toEqual(list(long));
        expect(short.headers.get('content-security-policy')).toBeTruthy();
        expect(Buffer.from(await short.arrayBuffer())).toEqual(
          Buffer.from(await long.arrayBuffer()),
        );
      }
    }
  });

  it('keeps nothing for an address with a query string', async () => {
    const before = queries;
    await get('/blog?utm_source=x');
    await get('/blog?utm_source=x');
    expect(queries - before).toBeGreaterThan(1);
  });
});
