import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from '../logger.ts';
import { rawHeader } from './raw-headers.ts';
import type { Answer } from './representation.ts';

/**
 * The answer held ready for a plain GET or HEAD of `path` (no query), or undefined when the
 * general way must answer. `header` reads the request's headers by lower-case name.
 */
export type FastAnswerer = (
  path: string,
  header: (name: string) => string | undefined,
  scheme: 'http:' | 'https:',
) => Answer | undefined;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The least work per request for what the process holds ready (prerendered pages, cached pages,
 * hashed assets already read): a lookup, then the answer's own header object and bytes written
 * as they are, before a Fetch Request is made or any middleware runs. The answers come from the
 * same representations and header sets the general way uses (app.ts), so the headers are the
 * same; a conditional request, a query string or anything not held goes the general way. Each
 * answer gets the access line the request log writes.
 */
export function withFastPath(
  answer: FastAnswerer,
  general: Listener,
  logger: Logger,
  now: () => number = performance.now.bind(performance),
): Listener {
  return (req, res) => {
    const method = req.method;
    const url = req.url;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      url === undefined ||
      url.charCodeAt(0) !== 47 ||
      url.includes('?')
    ) {
      return general(req, res);
    }
    const start = now();
    if (
      rawHeader(req, 'if-none-match') !== undefined ||
      rawHeader(req, 'if-modified-since') !== undefined
    ) {
      return general(req, res);
    }
    const scheme = (req.socket as TLSSocket).encrypted ? 'https:' : 'http:';
    const found = answer(url, (name) => rawHeader(req, name), scheme);
    if (!found) return general(req, res);
    res.writeHead(found.status, found.headers);
    res.end(method === 'HEAD' ? undefined : found.body);
    logger.info('request', {
      method,
      path: url,
      status: found.status,
      ms: Math.round((now() - start) * 10) / 10,
    });
  };
}
