/**
 * One address flooding the server with slow uploads cannot take the connection slots everyone
 * shares: it gets at most MAX_CONNECTIONS_PER_ADDRESS of them, an anonymous body that trickles in
 * is cut off after ANONYMOUS_BODY_TIMEOUT_MS, and health still answers another address.
 * Other addresses are reached through the loopback network (127.0.0.2 is a different client).
 */
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
  tmp = await mkdtemp(path.join(os.tmpdir(), 'lumen-guard-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: path.join(tmp, 'data'),
    SEED: 'none',
    LOG_LEVEL: 'silent',
    // Far beyond the test's own guard: only the anonymous body timeout can cut a request off.
    REQUEST_TIMEOUT_MS: '120000',
    ANONYMOUS_BODY_TIMEOUT_MS: '300',
    MAX_CONNECTIONS_PER_ADDRESS: '4',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  server = await startServer(config, silentLogger);
});
afterAll(async () => {
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
});

interface Held {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
}

/** A connection from `from` that sends `data` and then a byte every 100 ms, until closed. */
function trickle(data: string, from = '127.0.0.1'): Promise<Held> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect({ port: Number(port), host: hostname, localAddress: from });
    const drip = setInterval(() => socket.write('a'), 100);
    socket.on('data', (d) => {
      answer += d.toString();
    });
    const closed = new Promise<string>((done) =>
      socket.on('close', () => {
        clearInterval(drip);
        done(answer);
      }),
    );
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(data);
      resolve({ socket, closed });
    });
    socket.on('close', () => reject(new Error('closed before connecting')));
    // The test fails here if the server never cuts the connection off.
    setTimeout(() => socket.destroy(), 30_000).unref();
  });
}

const upload = (headers = '') =>
  `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}Content-Length: 50000\r\n\r\n{`;

async function healthFrom(from: string): Promise<string> {
  const held = await trickle(
    'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    from,
  );
  return held.closed;
}

describe('connection guard', () => {
  it('cuts off an anonymous body that trickles in, but not a signed-in one', async () => {
    const anonymous = await trickle(upload());
    const signedIn = await trickle(upload('Cookie: lumen_access=x\r\n'));
    expect(await anonymous.closed).toMatch(/^HTTP\/1\.1 408 /);
    // The signed-in upload is still open after the anonymous one was cut off.
    expect(signedIn.socket.destroyed).toBe(false);
    signedIn.socket.destroy();
  });

  it('gives one address at most its share of connections; others still get in', async () => {
    const flood = await Promise.all(
      Array.from({ length: 4 }, () => trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n')),
    );
    // The fifth connection from the same address is closed without an answer.
    expect(await healthFrom('127.0.0.1')).toBe('');
    // Another address is answered while the flood holds its four.
    expect(await healthFrom('127.0.0.2')).toMatch(/^HTTP\/1\.1 200 /);
    for (const held of flood) held.socket.destroy();
    await Promise.all(flood.map((held) => held.closed));
    // Room again once they close.
    expect(await healthFrom('127.0.0.1')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
