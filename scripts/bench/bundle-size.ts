/**
 * First-load JavaScript of each public page, measured in a real browser rather than by reading the
 * build: the built server runs on a free port with the demo seed, and Chromium opens every public
 * route in a fresh context (empty cache, no service worker) and waits for `load`, network idle and
 * a short settle, so the scripts imported once the page is hydrated (start-offline, the consent
 * banner and what they pull in) are shown too. Each distinct script body is gzipped at level 9 so
 * figures are comparable between runs. The budget (issue #14) is for the first load, the scripts
 * the document names (its entry and the page's chunk, with what they import), requested after its
 * first paint and before hydration starts (the entry's 'hydrating' performance mark): at most
 * 80 KB in at most 8 requests on every public page. The scripts requested from then on (the
 * deferred forms, start-offline, the consent banner) are shown apart and in the total. Flags a page over either limit and any script
 * whose name contains "admin"; exits 1 if any is flagged. Ends with the largest first load of each
 * page family (the first path segment, both languages). Also shows the gzip size of each page's
 * JSON data block, which travels with the HTML.
 *
 *   npm run bench:bundle                 uses the build in DIST_DIR (default dist), builds if absent
 *                                        (or, for the default dist, older than the sources)
 *   npm run bench:bundle -- --build      builds first
 *   npm run bench:bundle -- --why        builds with source maps (into DIST_DIR-why) and prints
 *                                        which packages and folders the fetched bytes come from
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from '@playwright/test';
import { build } from 'vite';
import { PEOPLE } from '../../server/db/seed-content.ts';
import { BLOG_POSTS, NEWSROOM_POSTS } from '../../server/db/seed-content-posts.ts';
import { PRERENDER_MANIFEST, TEMPLATE_FILE } from '../../server/render/assets.ts';
import { removeDataDir, type ServerProcess, startServer } from '../../tests/e2e/server.ts';
import { PAGE_DATA_ID } from '../../web/src/app/page-data.ts';
import { buildAll } from '../build.ts';
import { buildIfStale } from '../build-if-stale.ts';

const BUDGET_BYTES = 80 * 1024;
const BUDGET_REQUESTS = 8;
// Network idle can come before the after-load import starts on a slow machine; wait a little more.
const SETTLE_MS = 1000;
const root = path.resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
// --why builds with source maps into its own directory, so a deployable build never ships them.
if (args.has('--why')) process.env.DIST_DIR = `${process.env.DIST_DIR ?? 'dist'}-why`;
const clientDir = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'client');
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
} else if (!process.env.DIST_DIR) {
  // The default build is measured as the sources are now, not as they were when it was made.
  await buildIfStale();
}

// Per-request pages, plus one page of each content kind from the demo seed the server starts with.
const published = <T extends { published?: boolean; active?: boolean }>(rows: T[]) =>
  rows.find((r) => r.published !== false && r.active !== false);
const DYNAMIC_ROUTES = [
  ...['/about', '/blog', '/newsroom', '/people', '/partners', '/docs', '/api', '/status'],
  '/partners/technology/redline',
  `/blog/${published(BLOG_POSTS)?.slug}`,
  `/newsroom/${published(NEWSROOM_POSTS)?.slug}`,
  `/people/${published(PEOPLE)?.slug}`,
  // The pages a mailed link opens, with its token in the query string: never prerendered.
  '/partners/reset-password?token=bench',
  '/partners/unlock?token=bench',
  '/support/rate?token=bench',
];
const prerendered = JSON.parse(
  readFileSync(path.join(clientDir, PRERENDER_MANIFEST), 'utf8'),
) as string[];
const routes = [
  ...prerendered,
  ...DYNAMIC_ROUTES.flatMap((r) => [r, `/et${r}`]).filter((r) => !prerendered.includes(r)),
  '/no-such-page-bench',
];

interface RouteResult {
  route: string;
  status: number;
  files: string[];
  /** Scripts requested before hydration started (own and third-party): the first load. */
  firstLoadFiles: number;
  firstLoadBytes: number;
  ownBytes: number;
  laterBytes: number;
  thirdPartyBytes: number;
  dataBytes: number;
  flags: string[];
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** gzip size by path (own origin) or full URL (third party); a body is compressed once. */
const fileSizes = new Map<string, number>();
/** Files first requested once hydration had started. */
const later = new Set<string>();
const thirdParty = new Set<string>();

function isScript(response: Response): boolean {
  return (
    response.request().resourceType() === 'script' ||
    /\.m?js$/.test(new URL(response.url()).pathname)
  );
}

/** The body as the browser got it, less the source-map comment a --why build appends. */
async function scriptSize(response: Response): Promise<number> {
  const body = (await response.body()).toString('utf8');
  return gz(body.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ''));
}

async function measure(browser: Browser, origin: string, route: string): Promise<RouteResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Set<string>();
  const pending: Promise<void>[] = [];
  // Page events only: the service worker's own precache fetches are not the page's first load.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!isScript(response) || url.pathname === '/sw.js' || response.status() >= 300) return;
    const own = url.origin === origin;
    const key = own ? url.pathname : url.href;
    if (seen.has(key)) return;
    seen.add(key);
    if (!own) thirdParty.add(key);
    if (!fileSizes.has(key)) {
      const sized = scriptSize(response).then((size) => void fileSizes.set(key, size));
      // Awaited below; marked handled so a browser closed mid-load (Ctrl-C) is not a crash.
      sized.catch(() => {});
      pending.push(sized);
    }
  });
  try {
    const doc = await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await Promise.all(pending);
    const html = (await doc?.text()) ?? '';
    const data = new RegExp(`<script[^>]*id="${PAGE_DATA_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(
      html,
    )?.[1];
    // When each script was requested, against the moment hydration started.
    const timing = (await page.evaluate(`(() => {
      const mark = performance.getEntriesByName('hydrating')[0];
      const starts = performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]);
      return { hydratingAt: mark ? mark.startTime : Infinity, starts };
    })()`)) as { hydratingAt: number; starts: [string, number][] };
    const startOf = new Map<string, number>();
    for (const [name, start] of timing.starts) {
      const url = new URL(name);
      const key = url.origin === origin ? url.pathname : url.href;
      startOf.set(key, Math.min(start, startOf.get(key) ?? start));
    }
    const isLate = (key: string) => (startOf.get(key) ?? 0) > timing.hydratingAt;
    const keys = [...seen];
    const size = (list: string[]) => list.reduce((sum, k) => sum + (fileSizes.get(k) ?? 0), 0);
    const own = keys.filter((k) => !thirdParty.has(k));
    const late = own.filter(isLate);
    for (const k of late) later.add(k);
    const early = keys.filter((k) => !isLate(k));
    const result: RouteResult = {
      route,
      status: doc?.status() ?? 0,
      files: keys,
      firstLoadFiles: early.length,
      firstLoadBytes: size(early),
      ownBytes: size(own),
      laterBytes: size(late),
      thirdPartyBytes: size(keys.filter((k) => thirdParty.has(k))),
      dataBytes: data === undefined ? 0 : gz(data),
      flags: [],
    };
    // Third-party scripts are shown apart but count in the first load when requested before it.
    if (result.firstLoadBytes > BUDGET_BYTES) result.flags.push('OVER BUDGET');
    if (result.firstLoadFiles > BUDGET_REQUESTS) result.flags.push('TOO MANY REQUESTS');
    if (keys.some((k) => /admin/i.test(path.basename(k)))) result.flags.push('ADMIN SCRIPT');
    return result;
  } finally {
    await context.close();
  }
}

// Our own data dir, so it is removed even when the server fails to start.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-'));
let server: ServerProcess | undefined;
let browser: Browser | undefined;
let cleaning: Promise<void> | undefined;
/** Shared by the normal end and a signal, so neither exits before the other has cleaned up. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    removeDataDir(dataDir);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

const results: RouteResult[] = [];
try {
  server = await startServer({ dataDir });
  const origin = new URL(server.url).origin;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  process.stdout.write(
    `First-load JavaScript per public route, measured in Chromium (gzip -9; budget for the scripts requested before hydration starts: ${kb(BUDGET_BYTES)} in ${BUDGET_REQUESTS} requests)\n\n`,
  );
  process.stdout.write(
    `${'route'.padEnd(52)} status first load  files    later JS  total JS  3rd party  page data\n`,
  );
  for (const route of routes) {
    const r = await measure(browser, origin, route);
    results.push(r);
    process.stdout.write(
      `${route.padEnd(52)} ${String(r.status).padStart(6)} ${kb(r.firstLoadBytes).padStart(10)} ${String(r.firstLoadFiles).padStart(6)} ${kb(r.laterBytes).padStart(11)} ${kb(r.ownBytes).padStart(9)} ${kb(r.thirdPartyBytes).padStart(10)} ${kb(r.dataBytes).padStart(10)}${r.flags.length ? `  ${r.flags.join(', ')}` : ''}\n`,
    );
  }
} finally {
  await cleanup();
}

process.stdout.write(
  '\nScripts fetched on first loads (* = requested once hydration had started):\n',
);
for (const [key, size] of [...fileSizes].sort((a, b) => b[1] - a[1])) {
  const routeCount = results.filter((r) => r.files.includes(key)).length;
  process.stdout.write(
    `  ${kb(size).padStart(9)} ${later.has(key) ? '*' : ' '} ${key.replace(/^\//, '')}  (${routeCount} of ${results.length} routes)${thirdParty.has(key) ? '  THIRD PARTY' : ''}\n`,
  );
}

if (args.has('--why')) {
  process.stdout.write('\nWhere the fetched bytes come from (source share × script gzip):\n');
  const shares = new Map<string, number>();
  for (const [key, size] of fileSizes) {
    const mapFile = path.join(clientDir, `${key}.map`);
    if (thirdParty.has(key) || !existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    const lengths = map.sources.map((_, i) => map.sourcesContent?.[i]?.length ?? 0);
    const total = lengths.reduce((a, b) => a + b, 0) || 1;
    map.sources.forEach((src, i) => {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src)?.[1];
      const local = src.replace(/^(\.\.\/)+/, '');
      const group = pkg
        ? `npm ${pkg}`
        : ADMIN_SOURCE.test(local)
          ? `ADMIN ${local}`
          : local
              .split('/')
              .slice(0, local.startsWith('shared/i18n') ? 4 : 3)
              .join('/');
      shares.set(group, (shares.get(group) ?? 0) + ((lengths[i] ?? 0) / total) * size);
    });
  }
  for (const [group, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    process.stdout.write(`  ${kb(bytes).padStart(9)}  ${group}\n`);
  }
}

/** '/et/blog/x' → 'blog', '/' and '/et' → 'home'. */
const family = (route: string) => route.replace(/^\/et(?=\/|$)/, '').split('/')[1] || 'home';
const families = new Map<string, RouteResult>();
for (const r of results) {
  const current = families.get(family(r.route));
  if (!current || r.firstLoadBytes > current.firstLoadBytes) families.set(family(r.route), r);
}
process.stdout.write('\nLargest first load per page family:\n');
for (const [name, r] of [...families].sort((a, b) => b[1].firstLoadBytes - a[1].firstLoadBytes)) {
  process.stdout.write(
    `  ${name.padEnd(20)} ${kb(r.firstLoadBytes).padStart(9)} in ${r.firstLoadFiles} requests, +${kb(r.laterBytes)} later  (${r.route})${r.flags.length ? `  ${r.flags.join(', ')}` : ''}\n`,
  );
}

// The Reports screen's chunks (issue 49), never on a public page nor on another admin screen:
// its screen, and the chart library's chunk it fetches when the first chart is drawn.
process.stdout.write('\nReports screen (back office, loaded on /admin/reports only):\n');
for (const file of readdirSync(path.join(clientDir, 'assets'))) {
  if (!/^(reports-page|plot-chart)-[\w-]+\.js$/.test(file)) continue;
  const bytes = gzipSync(readFileSync(path.join(clientDir, 'assets', file)), { level: 9 }).length;
  process.stdout.write(`  ${kb(bytes).padStart(9)}  ${file}\n`);
}

const largest = results.reduce((a, b) => (b.firstLoadBytes > a.firstLoadBytes ? b : a));
const flagged = results.filter((r) => r.flags.length > 0);
process.stdout.write(
  `\nLargest first load: ${kb(largest.firstLoadBytes)} in ${largest.firstLoadFiles} requests (${largest.route}); ${flagged.length} of ${results.length} routes flagged.\n`,
);
process.exitCode = flagged.length > 0 ? 1 : 0;
