import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyOfDataTemplate } from './data-templates.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Output so far (stdout and stderr), for assertions and debugging. */
  output(): string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** An existing DATA_DIR; without one the server starts on a copy of a seeded template. */
  dataDir?: string;
  env?: Record<string, string>;
}

/** What a first start writes into a DATA_DIR depends on these variables alone. */
const FIRST_START_KEYS = ['SEED', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];

/**
 * Starts the built server (dist/server/index.js) on a free port with its own DATA_DIR: a copy of
 * a migrated and seeded one made once per run (see data-templates.ts), as migrating and seeding
 * from scratch costs a server about ten seconds.
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const dataDir =
    options.dataDir ??
    (await copyOfDataTemplate(
      JSON.stringify(FIRST_START_KEYS.map((key) => options.env?.[key] ?? null)),
      (dir) =>
        firstStart(
          dir,
          Object.fromEntries(
            FIRST_START_KEYS.flatMap((key) => {
              const value = options.env?.[key];
              return value === undefined ? [] : [[key, value]];
            }),
          ),
        ),
    ));
  return runServer(dataDir, options.env ?? {});
}

/** Migrates and seeds an empty DATA_DIR as a server's first start does, then stops. */
export async function firstStart(dataDir: string, env: Record<string, string>): Promise<void> {
  const server = await runServer(dataDir, env);
  const code = await server.stop();
  if (code !== 0) throw new Error(`The first start exited with ${code}:\n${server.output()}`);
}

async function runServer(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const entry = path.join(path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'), 'server/index.js');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), [entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED: 'demo',
      // Suites send many forms from one address; tests of the limit itself set their own.
      RATE_LIMIT_FORMS_PER_HOUR: '10000',
      // A queued mail is sent within a fifth of a second, not five: 25 tests wait for one.
      MAIL_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server did not start in 90 s:\n${output}`)),
      90_000,
    );
    const check = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
