import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startServer } from '../../tests/e2e/server.ts';

/**
 * How long the built server takes from process start until /api/health answers 200 on the
 * embedded database: once on an empty DATA_DIR (create, migrate, seed) and then on the same
 * directory several times (the everyday restart). Target: under 5 s after a build.
 * Run `npm run build` first (or `npm start` once).
 */
const RUNS = Number(process.env.RUNS ?? 5);

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'error' } });
  for (;;) {
    const res = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-bench-start-'));
const dataDir = path.join(dir, 'data');
try {
  const fresh = await timeStart(dataDir);
  const restarts: number[] = [];
  for (let i = 0; i < RUNS; i++) restarts.push(await timeStart(dataDir));
  restarts.sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? Number.NaN;
  const worst = restarts.at(-1) ?? Number.NaN;
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(`first start (empty DATA_DIR: create, migrate, seed): ${fmt(fresh)}\n`);
  process.stdout.write(`restart, ${RUNS} runs: median ${fmt(median)}, worst ${fmt(worst)}\n`);
  process.stdout.write(`target < 5.00 s: ${Math.max(fresh, worst) < 5000 ? 'met' : 'NOT met'}\n`);
} finally {
  removeDataDir(dataDir);
  await rm(dir, { recursive: true, force: true });
}
