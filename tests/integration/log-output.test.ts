import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the log on the process output', () => {
  it('writes a lone info line on a quiet server without waiting for more lines or the exit', async () => {
    // A process that logs one access line and stays up: the line must reach its output while it
    // runs, though it is far less than a batch.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-log-'));
    const script = path.join(dir, 'one-line.ts');
    await writeFile(
      script,
      [
        `import { createLogger } from ${JSON.stringify(path.join(ROOT, 'server/logger.ts'))};`,
        "createLogger('info').info('request', { method: 'GET', path: '/', status: 200 });",
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
    // One process (the tsx command would start a second, which a kill would leave running).
    const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Also when the line never comes and the test times out.
    onTestFinished(() => {
      child.kill('SIGKILL');
    });

    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before writing`)));
    });
    expect(JSON.parse(line)).toMatchObject({
      level: 'info',
      event: 'request',
      path: '/',
      status: 200,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });
});
