import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  /** Every header by its lower-case name, less those left out. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request as the wire has it, through Node's own client (no Fetch layer to fold or drop
 * headers): every header but `leaveOut` (Date moves between two answers) and the bytes.
 */
export function fetchRaw(
  base: string,
  method: string,
  path: string,
  encoding?: string,
  leaveOut: ReadonlySet<string> = new Set(['date']),
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = (res.rawHeaders[i] ?? '').toLowerCase();
            if (!leaveOut.has(name)) headers[name] = res.rawHeaders[i + 1] ?? '';
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
