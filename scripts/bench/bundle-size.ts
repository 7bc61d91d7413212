/**
 * JavaScript a first load of each public page fetches, gzip-compressed: the entry script and its
 * modulepreloads plus everything they import statically (lazy `import()` chunks are not counted).
 * Flags a page over the 100 KB budget and any admin chunk. With --why, rebuilds with source maps
 * and estimates which packages and folders the first-load bytes come from.
 *
 *   npm run bench:bundle                 uses the build in DIST_DIR (default dist), builds if absent
 *   npm run bench:bundle -- --build      builds first
 *   npm run bench:bundle -- --why        builds with source maps (into DIST_DIR-why) and prints
 *                                        where the bytes come from
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import {
  PRERENDER_MANIFEST,
  TEMPLATE_FILE,
  withCataloguePreload,
} from '../../server/render/assets.ts';
import { buildAll } from '../build.ts';

const BUDGET_BYTES = 100 * 1024;
const root = path.resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
// --why builds with source maps into its own directory, so a deployable build never ships them.
if (args.has('--why')) process.env.DIST_DIR = `${process.env.DIST_DIR ?? 'dist'}-why`;
const clientDir = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'client');

/** Public routes rendered per request (not prerendered); they load the same document template. */
const DYNAMIC_ROUTES = ['/about', '/blog', '/newsroom', '/people', '/docs', '/api', '/status'];
const ADMIN_SOURCE = /(^|\/)(routes|features)\/admin\/|i18n\/(en|et)\/admin\.ts$/;

if (args.has('--why')) {
  await buildAll();
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { sourcemap: true },
  });
} else if (args.has('--build') || !existsSync(path.join(clientDir, TEMPLATE_FILE))) {
  await buildAll();
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Scripts a document starts with: module entries and modulepreloads. */
function documentScripts(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g))
    out.add(m[1] ?? '');
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    out.add(m[1] ?? '');
  return [...out].filter(Boolean);
}

/** Static `import … from './x.js'` / `export … from` / `import './x.js'`, never `import(…)`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const re = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.push(m[1] ?? '');
  return found;
}

function closure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((src) => path.join(clientDir, src));
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(
        spec.startsWith('/') ? path.join(clientDir, spec) : path.resolve(path.dirname(file), spec),
      );
    }
  }
  return [...seen];
}

function routeDocument(route: string): string {
  const prerendered = path.join(
    clientDir,
    route === '/' ? 'index.html' : `${route.slice(1)}/index.html`,
  );
  if (existsSync(prerendered)) return readFileSync(prerendered, 'utf8');
  // Rendered per request: the server uses the template of the page's language.
  const template = readFileSync(path.join(clientDir, TEMPLATE_FILE), 'utf8');
  return withCataloguePreload(
    template,
    clientDir,
    route === '/et' || route.startsWith('/et/') ? 'et' : 'en',
  );
}

const prerendered = JSON.parse(
  readFileSync(path.join(clientDir, PRERENDER_MANIFEST), 'utf8'),
) as string[];
const routes = [
  ...prerendered,
  ...DYNAMIC_ROUTES.flatMap((r) => [r, `/et${r}`]).filter((r) => !prerendered.includes(r)),
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let worst = 0;
let failures = 0;
const firstLoadFiles = new Set<string>();
process.stdout.write(
  `First-load JavaScript per public route (gzip, budget ${kb(BUDGET_BYTES)})\n\n`,
);
for (const route of routes) {
  const files = closure(documentScripts(routeDocument(route)));
  for (const f of files) firstLoadFiles.add(f);
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const admin = files.filter((f) => /admin/i.test(path.basename(f)));
  const flags = [total > BUDGET_BYTES ? 'OVER BUDGET' : '', admin.length ? 'ADMIN CHUNK' : '']
    .filter(Boolean)
    .join(', ');
  if (flags) failures++;
  worst = Math.max(worst, total);
  process.stdout.write(
    `${route.padEnd(36)} ${String(files.length).padStart(2)} files ${kb(total).padStart(9)}${flags ? `  ${flags}` : ''}\n`,
  );
}

process.stdout.write('\nFiles of the first load:\n');
for (const f of [...firstLoadFiles].sort((a, b) => gzipSize(b) - gzipSize(a))) {
  process.stdout.write(`  ${kb(gzipSize(f)).padStart(9)}  ${path.relative(clientDir, f)}\n`);
}

if (args.has('--why')) {
  process.stdout.write('\nWhere the first-load bytes come from (source share × chunk gzip):\n');
  const shares = new Map<string, number>();
  for (const file of firstLoadFiles) {
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    const sizes = map.sources.map((_, i) => map.sourcesContent?.[i]?.length ?? 0);
    const total = sizes.reduce((a, b) => a + b, 0) || 1;
    const gz = gzipSize(file);
    map.sources.forEach((src, i) => {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src)?.[1];
      const local = src.replace(/^(\.\.\/)+/, '');
      const key = pkg
        ? `npm ${pkg}`
        : ADMIN_SOURCE.test(local)
          ? `ADMIN ${local}`
          : local
              .split('/')
              .slice(0, local.startsWith('shared/i18n') ? 4 : 3)
              .join('/');
      shares.set(key, (shares.get(key) ?? 0) + ((sizes[i] ?? 0) / total) * gz);
    });
  }
  for (const [key, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    process.stdout.write(`  ${kb(bytes).padStart(9)}  ${key}\n`);
  }
}

process.stdout.write(
  `\nLargest first load: ${kb(worst)}; ${failures} of ${routes.length} routes flagged.\n`,
);
