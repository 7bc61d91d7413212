import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { removeDataDir, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

// Each test starts the server two or three times; on a busy machine that takes a while.
test.describe.configure({ timeout: scaled(120_000) });

async function subscribe(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ email, source: 'page' }),
  });
  return res.status;
}

test('a row written before the server is killed with SIGKILL is there after a restart', async () => {
  const first = await startServer({ env: { SEED: 'none' } });
  try {
    expect(await subscribe(first.url, 'durable@example.ee')).toBe(201);
    await first.kill();
    const second = await startServer({ dataDir: first.dataDir, env: { SEED: 'none' } });
    try {
      // 409: the address from before the crash is still subscribed.
      expect(await subscribe(second.url, 'durable@example.ee')).toBe(409);
      const health = await fetch(`${second.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      await second.stop();
    }
  } finally {
    removeDataDir(first.dataDir);
  }
});

test('SIGTERM stops the server cleanly and releases the database', async () => {
  const server = await startServer({ env: { SEED: 'none' } });
  try {
    expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(true);
    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
    const again = await startServer({ dataDir: server.dataDir, env: { SEED: 'none' } });
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
  } finally {
    removeDataDir(server.dataDir);
  }
});
