/**
 * The nginx recipe (server/nginx/site.ts, `npm run nginx:site`) run in Debian's nginx (installed
 * with apt-get when missing, as scripts/test.sh does): it answers a prerendered page and an asset
 * with the Node server's status, headers and bytes, in every encoding, and passes the API and the
 * pages read from the database on to the Node server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aptInstall } from '../../scripts/bench/wrk.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { createServedApp, isPublicFile, securityOptions } from '../../server/app.ts';
import { withFastPath } from '../../server/http/fast-path.ts';
import { silentLogger } from '../../server/logger.ts';
import { securityHeaderSets } from '../../server/middleware/security-headers.ts';
import { writeNginxSite } from '../../server/nginx/site.ts';
import { loadRenderAssets } from '../../server/render/assets.ts';
import { pageDocuments } from '../../server/routes/pages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fetchRaw } from '../helpers/raw-http.ts';

const NGINX = '/usr/sbin/nginx';
const PAGE = `<!doctype html><html lang="en"><head><title>Home</title></head><body>${'<p>Legal work, faster and private.</p>'.repeat(80)}</body></html>`;
const SCRIPT = `export function hello(){return ${JSON.stringify('x'.repeat(10))}}\n`.repeat(60);
const ASSET = '/assets/app-1234.js';
/** Headers nginx makes itself (and Node's own connection headers). */
const OWN = new Set([
  'date',
  'server',
  'etag',
  'last-modified',
  'accept-ranges',
  'connection',
  'keep-alive',
]);

let ctx: TestContext;
let dir: string;
let node: Server;
let nginx: ChildProcess | undefined;
let nodeUrl: string;
let nginxUrl: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!existsSync(NGINX) && !aptInstall('nginx')) {
    throw new Error(
      `${NGINX} is missing and apt-get install nginx failed: install Debian's nginx.`,
    );
  }
  ctx = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-nginx-'));
  const clientDir = path.join(dir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'index.html'), PAGE);
  await precompressDir(clientDir);
  const assets = {
    ...loadRenderAssets(ctx.config.publicOrigin),
    clientDir,
    prerendered: new Map([['/', PAGE]]),
  };
  const { app, fastAnswer } = createServedApp({
    sql: ctx.db.sql,
    clock: ctx.clock,
    config: ctx.config,
    mailer: ctx.mailer,
    logger: silentLogger,
    changes: ctx.changes,
    background: ctx.background,
    workers: ctx.workers,
    assets,
  });
  node = createServer(withFastPath(fastAnswer, getRequestListener(app.fetch), silentLogger));
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  const nodePort = (node.address() as AddressInfo).port;
  nodeUrl = `http://127.0.0.1:${nodePort}`;

  const port = await freePort();
  const site = await writeNginxSite({
    documents: pageDocuments(assets, ctx.config.analytics),
    clientDir,
    isPublicFile,
    securityFor: securityHeaderSets(securityOptions(ctx.config, assets)),
    publicOrigin: ctx.config.publicOrigin,
    upstream: `127.0.0.1:${nodePort}`,
    listen: `127.0.0.1:${port}`,
    out: path.join(dir, 'nginx'),
  });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} error;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${dir};`,
      ),
      `  include ${site};`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-c', conf], { stdio: 'ignore' });
  nginxUrl = `http://127.0.0.1:${port}`;
  // Up once it answers (a bounded wait: nginx starts in milliseconds).
  for (let i = 0; ; i++) {
    const up = await fetch(`${nginxUrl}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not start; see ${path.join(dir, 'error.log')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(async () => {
  nginx?.kill();
  await new Promise((resolve) => (node ? node.close(resolve) : resolve(null)));
  if (dir) await rm(dir, { recursive: true, force: true });
  await ctx?.close();
});

describe('the nginx recipe', () => {
  for (const [what, p] of [
    ['a prerendered page', '/'],
    ['an asset', ASSET],
  ] as const) {
    it(`answers ${what} with the Node server's status, headers and bytes`, async () => {
      for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br', 'identity']) {
        for (const method of ['GET', 'HEAD']) {
          const label = `${method} ${p} (Accept-Encoding: ${encoding ?? 'none'})`;
          const expected = await fetchRaw(nodeUrl, method, p, encoding, OWN);
          const got = await fetchRaw(nginxUrl, method, p, encoding, OWN);
          expect(got.status, label).toBe(expected.status);
          expect(got.headers, label).toEqual(expected.headers);
          expect(got.body.equals(expected.body), label).toBe(true);
        }
      }
      const page = await fetchRaw(nginxUrl, 'GET', p, 'br', OWN);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    });
  }

  it('passes the API, a page read from the database and a page with a query to Node', async () => {
    const health = await fetch(`${nginxUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const blog = await fetchRaw(nginxUrl, 'GET', '/blog', undefined, OWN);
    expect(blog.status).toBe(200);
    expect(blog.body.toString()).toContain('<h1');
    expect(blog.headers['content-security-policy']).toContain("default-src 'self'");
    const withQuery = await fetchRaw(nginxUrl, 'GET', '/?utm_source=x', undefined, OWN);
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.toString()).not.toBe(PAGE);
  });
});
