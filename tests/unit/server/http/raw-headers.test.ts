import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rawHeader, rawHeaderLines } from '../../../../server/http/raw-headers.ts';

const request = (rawHeaders: string[]) => ({ rawHeaders }) as IncomingMessage;

describe('reading a header from the lines as they came', () => {
  const req = request([
    'Host',
    'lumen.example',
    'Accept-Encoding',
    'gzip',
    'cookie',
    'theme=dark',
    'ACCEPT-ENCODING',
    'br',
    'Cookie',
    'lumen_access=abc',
  ]);

  it('matches the name whatever its case, and joins repeated lines as req.headers does', () => {
    expect(rawHeader(req, 'accept-encoding')).toBe('gzip, br');
    expect(rawHeader(req, 'host')).toBe('lumen.example');
  });

  it('says a header is absent, not empty', () => {
    expect(rawHeader(req, 'if-none-match')).toBeUndefined();
    expect(rawHeaderLines(req, 'authorization')).toEqual([]);
  });

  it('keeps each line apart when asked for the lines', () => {
    expect(rawHeaderLines(req, 'cookie')).toEqual(['theme=dark', 'lumen_access=abc']);
  });
});
