import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Output so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, and after `graceMs` SIGKILL; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * `npm start`'s server (server/index.ts run from source through server-entry.ts, so no build is
 * needed) in a process of its own on a free port; `env` adds to a minimal environment (DATA_DIR
 * or DATABASE_URL, …).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/helpers/server-entry.ts'], {
    cwd: ROOT,
    env: {
      PATH: `${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d: Buffer) => {
    output += d.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(force);
    }
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start in 90 s:\n${output}`)),
        90_000,
      );
      const check = () => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (!match?.[1]) return;
        clearTimeout(timer);
        resolve(match[1]);
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited with ${code}:\n${output}`));
      });
    });
    return { url, child, output: () => output, stop };
  } catch (err) {
    await stop(0);
    throw err;
  }
}
