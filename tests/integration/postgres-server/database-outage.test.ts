/**
 * The database goes away under load and comes back (PostgreSQL stopped and started, a failover):
 * the application stays up, answers 503 with Retry-After while it is away, says so in health, and
 * serves again by itself once it is back. The server is reached through a proxy the test cuts.
 * A PostgreSQL server only (the `postgres-server` project, run by CI's second pass with
 * DATABASE_URL): the embedded database runs inside the process and cannot go away on its own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy.ts';
import { ENV, postJson, startedAgo } from '../leads-helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let backend: Database & { url?: string };
let proxy: TcpProxy;
let ctx: TestContext;

beforeAll(async () => {
  backend = await createTestDatabase();
  proxy = await startTcpProxy(
    backend.socketPath
      ? { path: backend.socketPath }
      : {
          host: new URL(backend.url ?? '').hostname,
          port: Number(new URL(backend.url ?? '').port),
        },
  );
  const url = new URL(backend.url ?? 'postgres://postgres@127.0.0.1/postgres');
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  // The embedded database serves one session at a time; a server takes a pool.
  const db = await openDatabase({ databaseUrl: url.toString(), max: backend.socketPath ? 1 : 4 });
  ctx = await createTestApp(ENV, { db });
});
afterAll(async () => {
  await ctx.close();
  await proxy.close();
  await backend.close();
});

const contact = () => ({
  name: 'Mari Tamm',
  email: 'mari@firma.ee',
  message: 'Please call me back.',
  started_at: startedAgo(ctx),
});
const health = async () => (await ctx.app.request('/api/health')).status;

describe('when the database goes away and comes back', () => {
  it('answers 503 with Retry-After meanwhile, and serves again without a restart', async () => {
    expect(await health()).toBe(200);
    expect((await postJson(ctx, '/api/contact', contact())).status).toBe(201);

    // Requests in flight and queries queued while the connections are reset.
    const inFlight = Array.from({ length: 20 }, () => postJson(ctx, '/api/contact', contact()));
    proxy.cut();
    const during = await Promise.all(inFlight);
    for (const res of during) expect([201, 503]).toContain(res.status);

    const refused = await postJson(ctx, '/api/contact', contact());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      error: { code: 'unavailable', message: expect.stringContaining('try again') },
    });
    expect(await health()).toBe(503);

    proxy.restore();
    await expect.poll(health, { timeout: 20_000 }).toBe(200);
    const again = await postJson(ctx, '/api/contact', contact());
    expect(again.status).toBe(201);
    const { id } = (await again.json()) as { id: string };
    const [row] = await backend.sql`select name from contact_submissions where id = ${id}`;
    expect(row).toEqual({ name: 'Mari Tamm' });
  });
});
