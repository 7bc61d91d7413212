import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import { inlineStyleHashes } from '../../server/render/csp.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const TEMPLATE_STYLE = ':root{--x:1}body{margin:0}';
const PAGE_STYLE = '.page-only{color:red}';
const ADMIN_STYLE = '.admin{color:blue}';

let ctx: TestContext;
let clientDir: string;
let app: ReturnType<typeof createApp>;

/** A client build of our own: a template and an admin shell with their <style>s, one prerendered page. */
beforeAll(async () => {
  ctx = await createTestApp();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-csp-styles-'));
  const doc = (style: string, body = '<div id="root"><!--app-html--></div><!--app-data-->') =>
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>${style}</style><!--app-head--><script>document.documentElement.classList.add('js')</script></head><body>${body}</body></html>`;
  await writeFile(path.join(clientDir, 'app.html'), doc(TEMPLATE_STYLE));
  await writeFile(path.join(clientDir, 'admin.html'), doc(ADMIN_STYLE, '<div id="root"></div>'));
  await writeFile(path.join(clientDir, 'prerendered.json'), '["/"]');
  await writeFile(path.join(clientDir, 'index.html'), doc(`${TEMPLATE_STYLE}${PAGE_STYLE}`));
  app = createApp({
    sql: ctx.db.sql,
    clock: ctx.clock,
    config: ctx.config,
    mailer: ctx.mailer,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    changes: ctx.changes,
    background: ctx.background,
    workers: ctx.workers,
    assets: loadRenderAssets(ctx.config.publicOrigin, clientDir),
  });
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await ctx.close();
});

describe("style-src without 'unsafe-inline'", () => {
  it('lists the hash of every <style> in the built documents, prerendered pages included', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    const expected = [
      ...inlineStyleHashes(`<style>${TEMPLATE_STYLE}</style>`),
      ...inlineStyleHashes(`<style>${ADMIN_STYLE}</style>`),
      ...inlineStyleHashes(`<style>${TEMPLATE_STYLE}${PAGE_STYLE}</style>`),
    ];
    expect(new Set(styleSrc.split(' '))).toEqual(new Set(["'self'", ...expected]));
    // The document the browser gets carries exactly a style the policy allows.
    for (const hash of inlineStyleHashes(await res.text())) expect(styleSrc).toContain(hash);
  });

  it('sends the same policy on pages rendered per request and on API answers', async () => {
    for (const route of ['/about', '/api/health', '/admin']) {
      const csp = (await app.request(route)).headers.get('content-security-policy') ?? '';
      expect(csp, route).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3}(;|$)/);
    }
  });
});
