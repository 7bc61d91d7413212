/**
 * Lighthouse (the npm package) in its default mobile mode — phone emulation and simulated slow 4G
 * and CPU throttling — with Debian's Chromium, on the pages issue #14 names: /, /products/paas,
 * /blog, a blog post and /et. The built server runs on a free port with its own DATA_DIR and the
 * demo seed. Prints the four category scores and FCP, LCP, TBT and CLS per
 * page, then every audit that did not pass, so a run says what to fix. Target: 100 in all four
 * categories on every page; exits 1 when a page misses it. Figures, not a timed test: run it while
 * the machine is otherwise quiet, the load average is printed with them.
 *
 *   npm run bench:lighthouse                  uses the build in DIST_DIR (default dist), builds if absent
 *                                             (or, for the default dist, older than the sources)
 *   npm run bench:lighthouse -- --build       builds first
 *   npm run bench:lighthouse -- --out DIR     also writes each page's full report (JSON) into DIR
 *   npm run bench:lighthouse -- /faq /et/faq  other pages instead of the default ones
 *   npm run bench:lighthouse -- --runs 5      audits each page five times and reports its median run
 *                                             (by performance score; every run's score is printed),
 *                                             as Lighthouse advises on a machine whose load varies
 *   npm run bench:lighthouse -- --why         also lists, for each page's reported run, the main-thread
 *                                             tasks its Total Blocking Time is made of (lighthouse-tbt.ts)
 *
 * Lighthouse's CPU benchmark of the machine (its "benchmark index") is printed with the figures:
 * the simulation multiplies every observed task by 4, so the same page blocks for longer on a slower
 * or busier machine, and figures of different days compare only with their index beside them.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { BLOG_POSTS } from '../../server/db/seed-content-posts.ts';
import { TEMPLATE_FILE } from '../../server/render/assets.ts';
import { removeDataDir, type ServerProcess, startServer } from '../../tests/e2e/server.ts';
import { buildAll } from '../build.ts';
import { buildIfStale } from '../build-if-stale.ts';
import { blockingTasks, formatBlockingTasks } from './lighthouse-tbt.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
const outDir = outIndex >= 0 ? argv[outIndex + 1] : undefined;
const why = argv.includes('--why');
const runsIndex = argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1 up.');
// Pages are the arguments that start with '/', other than --out's directory.
const pagesGiven = argv.filter((a, i) => a.startsWith('/') && (outIndex < 0 || i !== outIndex + 1));
const clientDir = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'client');
if (argv.includes('--build') || !existsSync(path.join(clientDir, TEMPLATE_FILE))) await buildAll();
// The default build is measured as the sources are now, not as they were when it was made.
else if (!process.env.DIST_DIR) await buildIfStale();

const post = BLOG_POSTS.find((p) => p.published !== false);
const pages =
  pagesGiven.length > 0
    ? pagesGiven
    : ['/', '/products/paas', '/blog', `/blog/${post?.slug}`, '/et'];

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: string[];
  failing: string[];
  benchmarkIndex: number;
  blocking?: string;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lumen-lighthouse-'));
let server: ServerProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    chrome?.kill();
    await server?.stop();
    removeDataDir(dataDir);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

/**
 * One Lighthouse run in a Chromium of its own (a first visit: empty cache, no service worker).
 * A run whose trace came out unusable (NO_NAVSTART and the like, on a loaded machine) is retried.
 */
async function audit(url: string, attempt = 1): Promise<RunnerResult> {
  const launched = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  chrome = launched;
  try {
    const run = await lighthouse(url, {
      port: launched.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    if (run.lhr.runtimeError) {
      if (attempt < 3) return await audit(url, attempt + 1);
      throw new Error(`${url}: ${run.lhr.runtimeError.message}`);
    }
    return run;
  } finally {
    launched.kill();
    if (chrome === launched) chrome = undefined;
  }
}

const results: PageResult[] = [];
const loadBefore = os.loadavg();
try {
  server = await startServer({ dataDir });
  const origin = new URL(server.url).origin;
  if (outDir) mkdirSync(outDir, { recursive: true });
  for (const page of pages) {
    const audits: RunnerResult[] = [];
    for (let run = 0; run < runs; run++) audits.push(await audit(`${origin}${page}`));
    const performance = (r: RunnerResult) => r.lhr.categories.performance?.score ?? 0;
    // The median run by performance score (the lower middle one of an even number of runs).
    const byScore = audits.toSorted((a, b) => performance(a) - performance(b));
    const median = byScore[Math.floor((byScore.length - 1) / 2)] as RunnerResult;
    const lhr: Result = median.lhr;
    const everyRun = audits.map((a) => Math.round(performance(a) * 100));
    if (outDir) {
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
      writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as PageResult['scores'];
    const metrics = METRICS.map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`);
    // Audits that count towards a category and did not pass, with what Lighthouse says of them.
    const failing: string[] = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual')
          continue;
        failing.push(
          `${category}: ${ref.id} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
        );
      }
    }
    // Opportunities and diagnostics that weigh on no score directly but explain the metrics.
    for (const id of ['render-blocking-insight', 'unused-javascript', 'unused-css-rules']) {
      const audit = lhr.audits[id];
      if (audit && audit.score !== null && audit.score < 1 && audit.displayValue)
        failing.push(`hint: ${id} (${audit.displayValue})`);
    }
    const benchmarkIndex = lhr.environment.benchmarkIndex;
    const blocking = why ? formatBlockingTasks(await blockingTasks(median)) : undefined;
    results.push({ page, scores, metrics, failing, benchmarkIndex, blocking });
    process.stdout.write(
      `${page.padEnd(40)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('')}   ${metrics.join('  ')}   index ${Math.round(benchmarkIndex)}${runs > 1 ? `   (performance in each run: ${everyRun.join(', ')})` : ''}\n`,
    );
  }
} finally {
  await cleanup();
}

const loadAfter = os.loadavg();
process.stdout.write(
  `\nColumns: ${CATEGORIES.join(', ')}${runs > 1 ? `, of the median of ${runs} runs` : ''}; then Lighthouse's benchmark index of the machine in that run (higher is faster). Mobile emulation, simulated throttling, ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}.\n`,
);
process.stdout.write(
  `Load average (1 min) before ${loadBefore[0]?.toFixed(2)}, after ${loadAfter[0]?.toFixed(2)} on ${os.cpus().length} cores.\n`,
);
const missed = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < 100));
for (const r of results.filter((x) => x.failing.length > 0 || x.blocking)) {
  process.stdout.write(`\n${r.page}\n${r.failing.map((f) => `  ${f}`).join('\n')}\n`);
  if (r.blocking)
    process.stdout.write(`  what the total blocking time is made of:\n${r.blocking}\n`);
}
process.stdout.write(
  `\n${missed.length === 0 ? 'Target met: 100 in all four categories on every page.' : `Target missed on ${missed.length} of ${results.length} pages.`}\n`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
