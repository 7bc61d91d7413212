import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * wrk (Debian's package), the load generator of the page benchmarks. Written in C, it sends far
 * more requests from one core than a Node generator (autocannon tops out near 14,000 req/s
 * there), so a benchmark of nginx measures nginx rather than the generator.
 */

const WRK = '/usr/bin/wrk';

/** apt-get install of one package (with an apt-get update first when the lists are stale). */
export function aptInstall(pkg: string): boolean {
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (install()) return true;
  spawnSync('apt-get', ['update'], { stdio: 'ignore' });
  return install();
}

export function ensureWrk(out: (line: string) => void): void {
  if (existsSync(WRK)) return;
  out('installing wrk (apt-get install -y --no-install-recommends wrk)…');
  if (!aptInstall('wrk')) throw new Error('apt-get install wrk failed');
}

/**
 * wrk's own summary, printed by the script's done() as one JSON line: exact percentiles (its
 * --latency table rounds them) and each kind of error. Latencies in microseconds.
 */
const SUMMARY_SCRIPT = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_SUMMARY {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99), latency.max))
end
`;

/** Writes the summary script into `dir`; its path is passed to every run. */
export async function writeWrkScript(dir: string): Promise<string> {
  const file = path.join(dir, 'summary.lua');
  await writeFile(file, SUMMARY_SCRIPT);
  return file;
}

export interface WrkFigures {
  /** Answers received (any status). */
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  bytesPerSecond: number;
  /** Answers with a status of 400 or more. */
  badStatus: number;
  /** Connect, read and write errors. */
  socketErrors: number;
  /** Requests with no answer within the timeout. */
  timeouts: number;
}

export interface WrkRun {
  url: string;
  seconds: number;
  connections: number;
  /** The core wrk is pinned to. */
  core: number;
  script: string;
  headers?: Record<string, string>;
  timeoutSeconds?: number;
}

/** One wrk run, one thread pinned to `core`; its figures. Asynchronous, so probes can run beside it. */
export async function wrk(run: WrkRun): Promise<WrkFigures> {
  const headerArgs = Object.entries(run.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const child = spawn('taskset', [
    '-c',
    String(run.core),
    WRK,
    '-t1',
    `-c${run.connections}`,
    `-d${run.seconds}s`,
    '--timeout',
    `${run.timeoutSeconds ?? 2}s`,
    '--latency',
    '-s',
    run.script,
    ...headerArgs,
    run.url,
  ]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_SUMMARY '));
  if (code !== 0 || !line) throw new Error(`wrk failed (${code}): ${stderr}${stdout}`);
  return figures(JSON.parse(line.slice('WRK_SUMMARY '.length)));
}

interface Summary {
  requests: number;
  durationUs: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
}

function figures(s: Summary): WrkFigures {
  const seconds = s.durationUs / 1e6;
  return {
    requests: s.requests,
    rps: seconds > 0 ? s.requests / seconds : 0,
    p50Ms: s.p50Us / 1000,
    p99Ms: s.p99Us / 1000,
    maxMs: s.maxUs / 1000,
    bytesPerSecond: seconds > 0 ? s.bytes / seconds : 0,
    badStatus: s.status,
    socketErrors: s.connect + s.read + s.write,
    timeouts: s.timeout,
  };
}
