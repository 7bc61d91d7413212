import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const lines: string[] = [];
let ctx: TestContext;
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { logger: createLogger('info', (_level, line) => lines.push(line)) },
  );
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  server.close();
  await ctx.close();
});

it('logs an upload the client aborted as one request line, without a stack trace', async () => {
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
      );
      setTimeout(() => socket.destroy(), 100);
    });
    socket.on('close', () => resolve());
  });
  // The request line is written once the answer is made, after any error line about it.
  await expect.poll(() => lines.some((l) => l.includes('"event":"request"'))).toBe(true);
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  expect(entry).toMatchObject({ event: 'request', path: '/api/contact', status: 400 });
  expect(lines[0]).not.toContain('stack');
});
