/**
 * Which answers other sites may use (Cross-Origin-Resource-Policy): the public pictures and the
 * feeds are `cross-origin`, so a shared link's preview, a feed reader or another site can show
 * them; pages and the API stay `same-origin`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import type { MediaView } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../helpers/sync-api.ts';
import { uploadPicture } from '../helpers/upload-picture.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let clientDir: string;
let app: ReturnType<typeof createApp>;
let media: MediaView;

beforeAll(async () => {
  ctx = await createTestApp();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-corp-'));
  for (const [file, body] of [
    ['assets/app-1234.js', 'console.log(1)'],
    ['brand/logo.png', 'png'],
    ['brand/og-card.jpg', 'jpg'],
    ['icons/icon-192.png', 'png'],
    ['images/hero-scales-70d7f9c9.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ] as const) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), body);
  }
  app = createApp({
    sql: ctx.db.sql,
    clock: ctx.clock,
    config: ctx.config,
    mailer: ctx.mailer,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    changes: ctx.changes,
    background: ctx.background,
    workers: ctx.workers,
    assets: { ...loadRenderAssets(ctx.config.publicOrigin), clientDir },
  });
  media = await uploadPicture(app, (await signIn(ctx)).cookie);
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await ctx.close();
});

async function policyOf(url: string): Promise<{ url: string; status: number; policy: string }> {
  const res = await app.request(url);
  return { url, status: res.status, policy: res.headers.get('cross-origin-resource-policy') ?? '' };
}

describe('Cross-Origin-Resource-Policy', () => {
  it('lets other sites show the public pictures and read the feeds', async () => {
    const variant = media.variants.find((v) => v.format === 'jpeg');
    for (const url of [
      media.url,
      variant?.url ?? '',
      '/brand/logo.png',
      '/brand/og-card.jpg',
      '/icons/icon-192.png',
      '/images/hero-scales-70d7f9c9.svg',
      '/blog/rss.xml',
      '/et/newsroom/rss.xml',
    ]) {
      expect(await policyOf(url)).toEqual({ url, status: 200, policy: 'cross-origin' });
    }
  });

  it('keeps pages, scripts and the API to this site', async () => {
    for (const url of ['/', '/et/blog', '/assets/app-1234.js', '/api/health', '/sitemap.xml']) {
      expect(await policyOf(url)).toEqual({ url, status: 200, policy: 'same-origin' });
    }
    // A path that merely starts like a picture folder is a page (here a 404 one).
    expect((await policyOf('/imagesx')).policy).toBe('same-origin');
  });
});
