import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rawHeader, rawHeaderLines } from './raw-headers.ts';

export interface ConnectionGuardOptions {
  /** Open connections one client address may hold; null for no cap (behind a proxy). */
  perAddress: number | null;
  /** Time an anonymous request's body has to arrive in full, from its headers. */
  anonymousBodyTimeoutMs: number;
}

/**
 * One client cannot take the connection slots everyone shares (MAX_CONNECTIONS):
 * - a connection beyond `perAddress` from one address is closed as it opens, so the others
 *   (a load balancer's health probe among them) still get in;
 * - a request with a body from someone not signed in (no session cookie, no Authorization) must
 *   send that body within `anonymousBodyTimeoutMs`, else it gets 408 and its connection closes.
 *   Public forms send a few kilobytes; only a signed-in person uploads anything large. The
 *   check is on the credential's presence, not its validity (that needs the database): a forged
 *   cookie buys no more than the server-wide REQUEST_TIMEOUT_MS, and still counts to the cap.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const { perAddress, anonymousBodyTimeoutMs } = options;
  if (perAddress !== null) {
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = open.get(address) ?? 0;
      if (count >= perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req) || isSignedIn(req) || req.complete) return;
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) {
        res.writeHead(408, { 'Content-Type': 'application/json', Connection: 'close' });
        res.end(
          JSON.stringify({
            error: { code: 'request_timeout', message: 'The request body did not arrive in time.' },
          }),
        );
      }
      // Whatever the application was still waiting for will not come.
      res.once('finish', () => req.socket.destroy());
      if (res.writableFinished) req.socket.destroy();
    }, anonymousBodyTimeoutMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    res.once('close', done);
  });
}

// Read from the raw lines: this runs on every request, most of which never need req.headers.
function hasBody(req: IncomingMessage): boolean {
  const length = rawHeaderLines(req, 'content-length')[0];
  return (
    (length !== undefined && length !== '0') || rawHeader(req, 'transfer-encoding') !== undefined
  );
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?lumen_(?:access|refresh)=/;

function isSignedIn(req: IncomingMessage): boolean {
  if (rawHeaderLines(req, 'authorization')[0]) return true;
  return rawHeaderLines(req, 'cookie').some((line) => SESSION_COOKIE.test(line));
}
