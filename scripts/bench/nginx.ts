import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { aptInstall } from './wrk.ts';

/** The page benchmark's yardstick: Debian's nginx serving the server's own bytes as files. */

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx (and its brotli_static module, when the archive has it). */
export function ensureNginx(out: (line: string) => void): { brotli: boolean } {
  if (!existsSync('/usr/sbin/nginx')) {
    out('installing nginx (apt-get install -y nginx)…');
    if (!aptInstall('nginx')) throw new Error('apt-get install nginx failed');
  }
  if (!existsSync(BROTLI_MODULE)) aptInstall('libnginx-mod-http-brotli-static');
  return { brotli: existsSync(BROTLI_MODULE) };
}

/** The encoded bytes of one GET (node's fetch would decode them). */
export async function fetchBytes(url: string, encoding: string): Promise<Uint8Array> {
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

/** The server's own bytes of `paths`, in every encoding, as files nginx serves. */
export async function mirror(serverUrl: string, paths: string[], www: string): Promise<void> {
  for (const p of paths) {
    const fileDir = path.join(www, p);
    await mkdir(fileDir, { recursive: true });
    // Until the page cache holds the page, each answer is a fresh rendering; the bytes compared
    // are those of the cached one (both encodings of one rendering).
    let br: Uint8Array = new Uint8Array();
    let gz: Uint8Array = new Uint8Array();
    let identity: Buffer = Buffer.alloc(0);
    for (let i = 0; ; i++) {
      br = await fetchBytes(serverUrl + p, 'br');
      gz = await fetchBytes(serverUrl + p, 'gzip');
      identity = brotliDecompressSync(br);
      if (gunzipSync(gz).equals(identity)) break;
      if (i > 50) throw new Error(`${p}: br and gzip bodies differ`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await writeFile(path.join(fileDir, 'index.html'), identity);
    await writeFile(path.join(fileDir, 'index.html.br'), br);
    await writeFile(path.join(fileDir, 'index.html.gz'), gz);
  }
  // The generator's ceiling is measured on this: as little work per answer as nginx can do.
  await writeFile(path.join(www, CEILING_FILE), 'ok\n');
}

export const CEILING_FILE = 'ceiling.txt';

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

/** nginx with one worker pinned to `core`, serving `www`; returns once it answers. */
export async function startNginx(
  dir: string,
  www: string,
  brotli: boolean,
  core: number,
): Promise<{ child: ChildProcess; url: string }> {
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
      `    location = /${CEILING_FILE} { default_type text/plain; }`,
      '    location / { try_files $uri/index.html =404; }',
      '  }',
      '}',
    ].join('\n'),
  );
  const child = spawn('taskset', ['-c', String(core), '/usr/sbin/nginx', '-c', conf], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url };
}
