import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { silentLogger } from '../../../server/logger.ts';
import { startServer } from '../../../server/server.ts';
import { ADMIN } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000 });

it('stopping the server ends open event streams at once instead of waiting for them', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-events-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const server = await startServer(config, silentLogger);
  try {
    const login = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const res = await fetch(`${server.url}/api/sync/events`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader?.read())?.value).toContain('event: changed');

    // The server ends the stream itself (a clean end, not a cut connection) while it stops.
    const [end] = await Promise.all([reader?.read(), server.stop()]);
    expect(end?.done).toBe(true);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
