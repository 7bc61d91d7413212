import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { removeDataDir } from './server.ts';
import { scaled } from './timeouts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether anything still accepts connections at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`);
    return true;
  } catch {
    return false;
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to npm start stops the server it started`, async () => {
    test.setTimeout(scaled(120_000));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lumen-npm-start-'));
    // npm itself, as an operator's terminal or a process manager would run it (the global setup
    // has built the app, so `npm start` goes straight to the server).
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    npm.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    try {
      await expect
        .poll(() => /running at (http:\/\/\S+)/.exec(output)?.[1], { timeout: scaled(90_000) })
        .toBeTruthy();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1] ?? '';
      expect(await answers(url)).toBe(true);
      npm.kill(signal);
      await expect.poll(() => answers(url), { timeout: scaled(20_000) }).toBe(false);
    } finally {
      npm.kill('SIGKILL');
      removeDataDir(dataDir);
    }
  });
}
