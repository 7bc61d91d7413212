/**
 * The fast path (server/http/fast-path.ts) answers prerendered pages and hashed assets before the
 * application: the same status, headers and bytes as the general way (the middleware and the
 * routes), for GET and HEAD, in every encoding, and it really is the one answering.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { createServedApp } from '../../server/app.ts';
import { withFastPath } from '../../server/http/fast-path.ts';
import { type Logger, silentLogger } from '../../server/logger.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fetchRaw } from '../helpers/raw-http.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>Home</title></head><body>${'<p>Legal work, faster and private.</p>'.repeat(80)}</body></html>`;
const SCRIPT = `export function hello(){return ${JSON.stringify('x'.repeat(10))}}\n`.repeat(60);
const ASSET = '/assets/app-1234.js';

let ctx: TestContext;
let clientDir: string;
let general: Server;
let fast: Server;
/** The requests the fast path answered itself (its access lines). */
const answeredFast: string[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}
let generalUrl: string;
let fastUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-fast-path-'));
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'index.html'), PAGE);
  await precompressDir(clientDir);
  const { app, fastAnswer } = createServedApp({
    sql: ctx.db.sql,
    clock: ctx.clock,
    config: ctx.config,
    mailer: ctx.mailer,
    logger: silentLogger,
    changes: ctx.changes,
    background: ctx.background,
    workers: ctx.workers,
    assets: {
      ...loadRenderAssets(ctx.config.publicOrigin),
      clientDir,
      prerendered: new Map([['/', PAGE]]),
    },
  });
  const logger: Logger = {
    ...silentLogger,
    info: (event, fields) => {
      if (event === 'request') answeredFast.push(`${fields?.method} ${fields?.path}`);
    },
  };
  const listener = getRequestListener(app.fetch);
  general = createServer(listener);
  fast = createServer(withFastPath(fastAnswer, listener, logger));
  [generalUrl, fastUrl] = await Promise.all([listen(general), listen(fast)]);
});
afterAll(async () => {
  await Promise.all(
    [general, fast].map((s) => new Promise((resolve) => (s ? s.close(resolve) : resolve(null)))),
  );
  await rm(clientDir, { recursive: true, force: true });
  await ctx?.close();
});

describe('the fast path', () => {
  for (const [what, p] of [
    ['a prerendered page', '/'],
    ['a hashed asset', ASSET],
  ] as const) {
    it(`answers ${what} with the general way's status, headers and bytes`, async () => {
      for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br', 'identity']) {
        // The general way first: it reads the asset and makes the page's compressed forms.
        await fetchRaw(generalUrl, 'GET', p, encoding);
        for (const method of ['GET', 'HEAD']) {
          const label = `${method} ${p} (Accept-Encoding: ${encoding ?? 'none'})`;
          answeredFast.length = 0;
          const expected = await fetchRaw(generalUrl, method, p, encoding);
          const got = await fetchRaw(fastUrl, method, p, encoding);
          expect(answeredFast, label).toEqual([`${method} ${p}`]);
          expect(got.status, label).toBe(200);
          expect(got.headers, label).toEqual(expected.headers);
          expect(got.body.equals(expected.body), label).toBe(true);
        }
      }
      // What was compared is what a browser needs: the security headers and the caching.
      const page = await fetchRaw(fastUrl, 'GET', p, 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toBe('Accept-Encoding');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['cache-control']).toBe(
        p === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    });
  }

  it('leaves conditional requests, queries and other methods to the general way', async () => {
    const tag = (await fetchRaw(fastUrl, 'GET', '/', 'br')).headers.etag ?? '';
    answeredFast.length = 0;
    const conditional = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${fastUrl}/`,
        { headers: { 'if-none-match': tag, 'accept-encoding': 'br' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(conditional).toBe(304);
    expect((await fetchRaw(fastUrl, 'GET', '/?utm_source=x')).status).toBe(200);
    expect((await fetchRaw(fastUrl, 'POST', '/')).status).toBe(405);
    expect(answeredFast).toEqual([]);
  });
});
