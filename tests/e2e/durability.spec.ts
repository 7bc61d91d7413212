import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { removeDataDir, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

// Each test starts the server two or three times; on a busy machine that takes a while.
test.describe.configure({ timeout: scaled(120_000) });

/** The answer to a signup: its status and the id of the address's row. */
async function subscribe(url: string, email: string): Promise<{ status: number; id?: string }> {
  const res = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ email, source: 'page' }),
  });
  return { status: res.status, ...((await res.json()) as { id?: string }) };
}

test('a row written before the server is killed with SIGKILL is there after a restart', async () => {
  const first = await startServer({ env: { SEED: 'none' } });
  try {
    const before = await subscribe(first.url, 'durable@example.ee');
    expect(before).toEqual({ status: 201, id: expect.any(String) });
    await first.kill();
    const second = await startServer({ dataDir: first.dataDir, env: { SEED: 'none' } });
    try {
      // The address's row from before the crash answers again (a lost one would get a new id).
      expect(await subscribe(second.url, 'durable@example.ee')).toEqual(before);
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
