import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
let clientDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestApp();
  // A client build of our own, so the test does not depend on dist/ existing.
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-static-'));
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), '{"secret":"build map"}');
  await writeFile(path.join(clientDir, 'prerendered.json'), '["/"]');
  await writeFile(path.join(clientDir, '.env'), 'AUTH_SECRET=x');
  await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Lumen"}');
  await mkdir(path.join(clientDir, 'brand'), { recursive: true });
  await writeFile(
    path.join(clientDir, 'brand', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
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
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await ctx.close();
});

describe('static files of the client build', () => {
  it('serves what pages use', async () => {
    for (const file of ['/assets/app-1234.js', '/manifest.webmanifest']) {
      const res = await app.request(file);
      expect({ file, status: res.status }).toEqual({ file, status: 200 });
    }
  });

  it('says how long each may be kept: hashed assets for ever, the site’s pictures a day', async () => {
    const cache = async (file: string) => (await app.request(file)).headers.get('Cache-Control');
    expect(await cache('/assets/app-1234.js')).toBe('public, max-age=31536000, immutable');
    expect(await cache('/brand/logo.svg')).toBe('public, max-age=86400');
    expect(await cache('/manifest.webmanifest')).toBe('no-cache');
  });

  it('never serves the build metadata or a dotfile', async () => {
    for (const file of ['/.vite/manifest.json', '/prerendered.json', '/.env']) {
      const res = await app.request(file);
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
      expect(await res.text()).not.toMatch(/build map|AUTH_SECRET|\["\/"\]/);
    }
  });

  it('is not fooled by an encoded slash, a doubled slash or a dot segment', async () => {
    for (const file of [
      '/%2Fprerendered.json',
      '/%2F.vite%2Fmanifest.json',
      '/%2f.vite/manifest.json',
      '//.vite/manifest.json',
      '/assets/..%2F.env',
      '/assets/%2E%2E/.vite/manifest.json',
      '/%2E%65nv',
    ]) {
      const res = await app.request(file);
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
      expect(await res.text()).not.toMatch(/build map|AUTH_SECRET|\["\/"\]/);
    }
    // A file of the build is still found under an encoded name.
    expect((await app.request('/assets/app%2D1234.js')).status).toBe(200);
  });
});
