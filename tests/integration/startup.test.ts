import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { silentLogger } from '../../server/logger.ts';
import { MAIL_OFF, REPLY_TO_UNSET, startServer } from '../../server/server.ts';

// Whole server starts, each migrating a new embedded database and warming the worker threads:
// 16 s for the two of the first test on a machine at load 8, past the usual 30 s beside the
// other integration files.
vi.setConfig({ testTimeout: 120_000 });

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'lumen-startup-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function startupError(run: () => Promise<unknown>): Promise<ConfigError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('start-up did not fail');
}

describe('start-up', () => {
  it('says in one line that mail is off, and how to turn it on, when SMTP_URL is unset', async () => {
    const events: { event: string; message: unknown }[] = [];
    const logger = {
      info: (event: string, fields?: Record<string, unknown>) =>
        events.push({ event, message: fields?.message }),
      warn: () => {},
      error: () => {},
    };
    const base = { PORT: '0', SEED: 'none', LOG_LEVEL: 'silent' };
    const off = await startServer(
      loadConfig({ ...base, DATA_DIR: path.join(tmp, 'mail-off') }),
      logger,
    );
    await off.stop();
    expect(events.filter((e) => e.event === 'mail_off')).toEqual([
      { event: 'mail_off', message: MAIL_OFF },
    ]);
    expect(MAIL_OFF).toMatch(/^Mail is off: .* Set SMTP_URL .* to send them\.$/);
    expect(MAIL_OFF).not.toContain('\n');
    // The README's default start has no shared address for replies either: said once, too.
    expect(events.filter((e) => e.event === 'reply_to_unset')).toEqual([
      { event: 'reply_to_unset', message: REPLY_TO_UNSET },
    ]);
    expect(REPLY_TO_UNSET).toMatch(/ Set REPLY_TO .* to collect answers there\.$/);

    events.length = 0;
    const on = await startServer(
      loadConfig({
        ...base,
        DATA_DIR: path.join(tmp, 'mail-on'),
        SMTP_URL: 'smtp://127.0.0.1:9',
        REPLY_TO: 'team@lumen-legal.example',
      }),
      logger,
    );
    await on.stop();
    expect(events.filter((e) => e.event === 'mail_off')).toEqual([]);
    expect(events.filter((e) => e.event === 'reply_to_unset')).toEqual([]);
  });
});

describe('start-up problems end with one clear sentence', () => {
  it('names a port that is already in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const config = loadConfig({
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'busy'),
      SEED: 'none',
      LOG_LEVEL: 'silent',
    });
    const err = await startupError(() => startServer(config, silentLogger));
    blocker.close();
    expect(err.message).toBe(
      `Port ${port} on 127.0.0.1 is already in use; set PORT to a free port.`,
    );
    // The database was closed again: the data directory can be opened at once.
    const db = await openDatabase({ dataDir: path.join(tmp, 'busy') });
    await db.close();
  });

  it('names a DATA_DIR that cannot be written', async () => {
    const file = path.join(tmp, 'not-a-directory');
    await writeFile(file, '');
    const err = await startupError(() => openDatabase({ dataDir: path.join(file, 'data') }));
    expect(err.message).toMatch(
      /^DATA_DIR .+ is not writable \(ENOTDIR\); choose a directory this user can write to\.$/,
    );
  });

  it('names a DATA_DIR that another live server is using', async () => {
    const dir = path.join(tmp, 'shared');
    const first = await openDatabase({ dataDir: dir });
    // The lock file names a live process other than this one.
    await writeFile(path.join(dir, 'server.lock'), String(process.ppid));
    const err = await startupError(() => openDatabase({ dataDir: dir }));
    await writeFile(path.join(dir, 'server.lock'), String(process.pid));
    await first.close();
    expect(err.message).toBe(
      `DATA_DIR ${dir} is in use by another server (process ${process.ppid}); stop it or choose another DATA_DIR.`,
    );
  });

  it('names an unreachable DATABASE_URL', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const err = await startupError(() =>
      openDatabase({ databaseUrl: `postgres://app@127.0.0.1:${port}/site` }),
    );
    expect(err.message).toMatch(
      new RegExp(`^Cannot reach the PostgreSQL server at 127\\.0\\.0\\.1:${port}/site: .+\\.$`),
    );
  });
});
