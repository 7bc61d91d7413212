import type { IncomingMessage } from 'node:http';

/**
 * A request header by its lower-case name, read from the headers as they came (`rawHeaders`):
 * repeated lines joined with ", " as `req.headers` joins most. `req.headers` is an object Node
 * builds on first use, line by line; the paths that answer most requests read two or three
 * headers and never need the rest.
 */
export function rawHeader(req: IncomingMessage, name: string): string | undefined {
  const raw = req.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] as string;
    if (key.length === name.length && key.toLowerCase() === name) {
      const line = raw[i + 1] as string;
      value = value === undefined ? line : `${value}, ${line}`;
    }
  }
  return value;
}

/** Each line of a request header (e.g. every Cookie line), by its lower-case name. */
export function rawHeaderLines(req: IncomingMessage, name: string): string[] {
  const raw = req.rawHeaders;
  const lines: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] as string;
    if (key.length === name.length && key.toLowerCase() === name) lines.push(raw[i + 1] as string);
  }
  return lines;
}
