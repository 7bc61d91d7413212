import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { removeDataDir, startServer } from '../../tests/e2e/server.ts';
import { buildIfStale } from '../build-if-stale.ts';

/**
 * Pages against nginx: the built server (embedded database in a temporary DATA_DIR, demo content)
 * and Debian's nginx (installed with apt-get when missing) serving the same compressed bytes —
 * `/`, `/blog` and one blog post as fetched from the server — both pinned to core 0, with the load
 * generator (autocannon) on core 1: 50 connections, a warm-up, then DURATION s per address.
 * nginx answers with brotli_static when Debian's libnginx-mod-http-brotli-static installs, else
 * both are compared on gzip (said in the output).
 * Prints req/s, p50 and p99 of each address for both, the ratio server/nginx, and whether the
 * targets (>= 0.30x nginx, p99 <= 20 ms) are met. Figures only; it asserts nothing.
 * CONNECTIONS, DURATION, WARMUP and LOG_LEVEL (the server's, default info as in production)
 * override the defaults.
 */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 20;
const ROOT = path.resolve(import.meta.dirname, '../..');
const AUTOCANNON = path.join(ROOT, 'node_modules/.bin/autocannon');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const out = (line: string) => process.stdout.write(`${line}\n`);

function cores(): number[] {
  return os.cpus().length >= 2 ? [0, 1] : [0, 0];
}

/** Debian's nginx (and its brotli_static module, when the archive has it). */
function ensureNginx(): { brotli: boolean } {
  const install = (pkg: string) =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!existsSync('/usr/sbin/nginx')) {
    out('installing nginx (apt-get install -y nginx)…');
    if (!install('nginx')) {
      spawnSync('apt-get', ['update'], { stdio: 'ignore' });
      if (!install('nginx')) throw new Error('apt-get install nginx failed');
    }
  }
  if (!existsSync(BROTLI_MODULE)) install('libnginx-mod-http-brotli-static');
  return { brotli: existsSync(BROTLI_MODULE) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Pins a process and all its threads to one core. */
function pin(pid: number, core: number): void {
  execFileSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
}

/** CPU seconds a process and its children (nginx's worker) have used (Linux /proc). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  let total = 0;
  for (const id of [pid, ...children]) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // exited
    }
  }
  return total;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytes: number;
  /** CPU ms the answering process spent per request. */
  cpuMs: number;
}

/** autocannon as its own process on the load core; its JSON summary. */
function load(
  url: string,
  encoding: string,
  seconds: number,
  core: number,
  pid: number | undefined,
): Figures {
  const cpuBefore = cpuSeconds(pid);
  const run = spawnSync(
    'taskset',
    [
      '-c',
      String(core),
      NODE,
      AUTOCANNON,
      '--json',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(seconds),
      '-H',
      `accept-encoding: ${encoding}`,
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const cpu = cpuSeconds(pid) - cpuBefore;
  const result = JSON.parse(run.stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    throughput: { average: number };
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: result.throughput.average,
    cpuMs: result.requests.total > 0 ? (cpu * 1000) / result.requests.total : 0,
  };
}

async function fetchBytes(url: string, encoding: string): Promise<Uint8Array> {
  // node's fetch decodes; the raw request keeps the encoded bytes.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const got = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200 || got !== encoding) {
          reject(new Error(`${url}: ${res.statusCode}, content-encoding ${got}, not ${encoding}`));
        } else resolve(Buffer.concat(chunks));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const { brotli } = ensureNginx();
const encoding = brotli ? 'br' : 'gzip';
await buildIfStale();

const [serverCore = 0, loadCore = 1] = cores();
const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-bench-pages-'));
const server = await startServer({ env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
let nginx: ChildProcess | undefined;
try {
  if (server.child.pid) pin(server.child.pid, serverCore);
  const posts = (await (await fetch(`${server.url}/api/content/blog`)).json()) as {
    slug: string;
  }[];
  const post = posts[0]?.slug;
  if (!post) throw new Error('no blog post in the demo content');
  const paths = ['/', '/blog', `/blog/${post}`];

  // The server's own bytes, in every encoding, as nginx's files.
  const www = path.join(dir, 'www');
  for (const p of paths) {
    const fileDir = path.join(www, p);
    await mkdir(fileDir, { recursive: true });
    // Until the page cache holds the page, each answer is a fresh rendering; the bytes compared
    // are those of the cached one (both encodings of one rendering).
    let br: Uint8Array = new Uint8Array();
    let gz: Uint8Array = new Uint8Array();
    let identity: Buffer = Buffer.alloc(0);
    for (let i = 0; ; i++) {
      br = await fetchBytes(server.url + p, 'br');
      gz = await fetchBytes(server.url + p, 'gzip');
      identity = brotliDecompressSync(br);
      if (gunzipSync(gz).equals(identity)) break;
      if (i > 50) throw new Error(`${p}: br and gzip bodies differ`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await writeFile(path.join(fileDir, 'index.html'), identity);
    await writeFile(path.join(fileDir, 'index.html.br'), br);
    await writeFile(path.join(fileDir, 'index.html.gz'), gz);
  }

  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} error;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      '  default_type text/html;',
      '  gzip_static on;',
      brotli ? '  brotli_static on;' : '',
      `  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};`,
      `  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${www};`,
      '    location = / { try_files /index.html =404; }',
      '    location / { try_files $uri/index.html =404; }',
      '  }',
      '}',
    ].join('\n'),
  );
  nginx = spawn('taskset', ['-c', String(serverCore), '/usr/sbin/nginx', '-c', conf], {
    stdio: 'ignore',
  });
  const nginxUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(nginxUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const p of paths) {
    const fromNginx = await fetchBytes(nginxUrl + p, encoding);
    const fromServer = await fetchBytes(server.url + p, encoding);
    if (!Buffer.from(fromNginx).equals(Buffer.from(fromServer)))
      throw new Error(`${p}: nginx and the server send different bytes`);
  }

  out(
    `pages: ${CONNECTIONS} connections, ${DURATION} s per address after ${WARMUP} s of warm-up, Accept-Encoding: ${encoding}` +
      (brotli ? '' : ' (no brotli_static module for nginx here: both compared on gzip)'),
  );
  out(
    `server and nginx pinned to core ${serverCore}, load generator on core ${loadCore}; machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const rows: string[] = [];
  let allMet = true;
  for (const p of paths) {
    const figures: Record<'server' | 'nginx', Figures> = {} as never;
    for (const [name, base, pid] of [
      ['server', server.url, server.child.pid],
      ['nginx', nginxUrl, nginx.pid],
    ] as const) {
      load(base + p, encoding, WARMUP, loadCore, pid);
      figures[name] = load(base + p, encoding, DURATION, loadCore, pid);
    }
    const ratio = figures.server.rps / figures.nginx.rps;
    const cpuRatio = figures.nginx.cpuMs / figures.server.cpuMs;
    const met = ratio >= TARGET_RATIO && figures.server.p99 <= TARGET_P99_MS;
    allMet &&= met;
    for (const name of ['server', 'nginx'] as const) {
      const f = figures[name];
      rows.push(
        `${p.padEnd(44)} ${name.padEnd(6)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms  ${(f.bytes / 1024 / 1024).toFixed(1)} MB/s  CPU ${(f.cpuMs * 1000).toFixed(0)} µs/request (${f.cpuMs > 0 ? Math.floor(1000 / f.cpuMs) : '?'} req/s on a whole core)${f.non2xx || f.errors ? `  non-2xx ${f.non2xx}, errors ${f.errors}` : ''}`,
      );
    }
    rows.push(
      `${''.padEnd(44)} ratio server/nginx ${ratio.toFixed(2)}x (by CPU per request ${cpuRatio.toFixed(2)}x) — ${met ? 'targets met' : `target missed (>= ${TARGET_RATIO}x and p99 <= ${TARGET_P99_MS} ms)`}`,
    );
  }
  for (const row of rows) out(row);
  out(allMet ? 'all targets met' : 'not all targets met');
} finally {
  if (nginx?.pid && nginx.exitCode === null) {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx?.once('exit', r));
  }
  await server.stop();
  removeDataDir(server.dataDir);
  await rm(dir, { recursive: true, force: true });
}
