import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { silentLogger } from '../../server/logger.ts';
import { type RunningServer, startServer } from '../../server/server.ts';

let tmp: string;
let server: RunningServer;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'lumen-connections-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: path.join(tmp, 'data'),
    SEED: 'none',
    LOG_LEVEL: 'silent',
    REQUEST_TIMEOUT_MS: '1500',
    MAX_CONNECTIONS: '3',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  server = await startServer(config, silentLogger);
});
afterAll(async () => {
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
});

/** Opens a connection, sends `data`, and resolves with what came back once the server closed it. */
function hold(data: string, trickle: boolean): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(data));
    // A client that keeps sending a byte now and then: the body never completes.
    const drip = trickle ? setInterval(() => socket.write('a'), 200) : undefined;
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', () => {
      clearInterval(drip);
      resolve(answer);
    });
    socket.on('error', reject);
    // Far beyond the configured timeout: the test fails here if the server never cuts it off.
    setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error('the server held the connection'));
    }, 20_000).unref();
  });
}

describe('connection limits', () => {
  it('cuts off a request whose body trickles in past the request timeout', async () => {
    const answer = await hold(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{',
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const answer = await hold('GET / HTTP/1.1\r\nHost: x\r\n', false);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('closes an idle keep-alive connection once its response is sent', async () => {
    // A complete request, and the client says nothing more: the server closes it (after 5 s).
    const answer = await hold('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', false);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: keep-alive');
  });

  it('takes no more than MAX_CONNECTIONS at once, and takes new ones when they close', async () => {
    const { hostname, port } = new URL(server.url);
    // Three clients, each with one answered request and its connection kept open.
    const open = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(Number(port), hostname, () =>
              socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'),
            );
            socket.once('data', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    // A fourth is dropped without an answer.
    expect(
      await hold('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', false),
    ).toBe('');

    await Promise.all(
      open.map(
        (socket) => new Promise((resolve) => socket.end(() => socket.once('close', resolve))),
      ),
    );
    // Room again: the same request is answered.
    const answer = await fetch(new URL('/api/health', server.url));
    expect(answer.status).toBe(200);
  });
});
