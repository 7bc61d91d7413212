import { type ChildProcess, execFile, spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** What the fault scenarios share: the env overrides, output, processes, the server, its log. */

// The env overrides, listed in the header of index.ts.
export const CLIENTS = Number(process.env.CLIENTS ?? 4);
export const MESSAGE_BYTES = Number(process.env.MESSAGE_BYTES ?? 3000);
export const FULL_SECONDS = Number(process.env.FULL_SECONDS ?? 8);
export const DOWN_SECONDS = Number(process.env.DOWN_SECONDS ?? 8);
export const KILLS = Number(process.env.KILLS ?? 3);
export const PUSH_CLIENTS = Number(process.env.PUSH_CLIENTS ?? 2);
export const PER_PUSH = Number(process.env.PER_PUSH ?? 3);
const RECOVERY_TIMEOUT_MS = Number(process.env.RECOVERY_TIMEOUT ?? 60) * 1000;
export const ONLY = new Set((process.env.ONLY ?? 'disk,postgres,kill').split(','));

/** Load before a fault and after recovery: long enough to see the steady state. */
export const STEADY_MS = 3000;
/** A client's request is abandoned (counted as a network error) after this long. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const ADMIN = { email: 'faults@lumen.example', password: 'Pebble-Summit-Violet-39' };

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const isRoot = process.getuid?.() === 0;

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Figures only mean something next to how busy the machine was (2 shared cores). */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`;

/** One scenario's line in the closing table. */
export interface Summary {
  scenario: string;
  answered: string;
  fivexx: string;
  network: string;
  ackStored: string;
  recovery: string;
  load: string;
  note: string;
}

/** A scenario that could not run: why, in the table's last column. */
export class Skipped extends Error {}

// ---------------------------------------------------------------------------------------------
// Processes

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; never throws (the caller decides what a failure means). */
export function run(cmd: string, args: string[], timeoutMs = 120_000): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(cmd, args, { timeout: timeoutMs }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr || err?.message || '') });
    });
  });
}

export async function mustRun(cmd: string, args: string[]): Promise<string> {
  const result = await run(cmd, args);
  if (result.code !== 0) {
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed: ${result.stderr.trim()}`);
  }
  return result.stdout;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface App {
  url: string;
  child: ChildProcess;
  /** Everything it wrote (stdout and stderr). */
  output(): string;
  /** How it ended ('exit 1', 'SIGKILL'), or null while it runs. */
  ended(): string | null;
  /** SIGTERM, SIGKILL after 30 s; resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
}

/** The server from source on `port`, in one process (see the top comment in index.ts). */
export async function startApp(env: Record<string, string>, port: number): Promise<App> {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', 'tests/helpers/server-entry.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: String(port),
        // Error lines only: what an operator would be paged with (storage_full, crashes).
        LOG_LEVEL: 'error',
        SEED: 'none',
        RATE_LIMIT_FORMS_PER_HOUR: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let ended: string | null = null;
  const collect = (d: Buffer) => {
    output += d.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ?? `exit ${code}`;
      resolve();
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const app: App = {
    url: '',
    child,
    output: () => output,
    ended: () => ended,
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(force);
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const match = /running at (http:\/\/\S+)/.exec(output);
    if (match?.[1]) return { ...app, url: match[1] };
    if (ended || Date.now() > deadline) {
      await app.kill();
      throw new Error(`the server did not start (${ended ?? 'timeout'}):\n${lastLines(output)}`);
    }
    await sleep(50);
  }
}

export function lastLines(text: string, n = 8): string {
  return text.trim().split('\n').slice(-n).join('\n');
}

/** The server's JSON log lines by event, e.g. "storage_full ×1". */
export function logEvents(output: string): Map<string, number> {
  return tally(logLines(output), (l) => String(l.event));
}

function logLines(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** Each logged event with its count and what its first line said (the error, cut short). */
export function describeLog(output: string): string {
  const lines = logLines(output);
  if (lines.length === 0) return 'nothing logged';
  return [...logEvents(output)]
    .map(([event, n]) => {
      const first = lines.find((l) => l.event === event);
      const said = String(first?.error ?? first?.message ?? '').slice(0, 140);
      return `${event} ×${n}${said ? ` (first: ${said})` : ''}`;
    })
    .join('; ');
}

export function describeCounts(counts: Map<string, number>): string {
  if (counts.size === 0) return 'none';
  return [...counts].map(([k, n]) => `${k} ×${n}`).join(', ');
}

export function tally<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Waits until `done` gives a time (or the timeout passes: undefined). */
export async function waitFor(
  done: () => number | undefined,
  timeoutMs = RECOVERY_TIMEOUT_MS,
): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = done();
    if (at !== undefined || Date.now() > deadline) return at;
    await sleep(100);
  }
}
