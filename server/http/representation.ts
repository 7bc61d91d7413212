import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { type BrotliOptions, brotliCompress, constants, gzip, type ZlibOptions } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Compression and validation of responses, one place for both (RFC 9110 §8.4, §8.8.3, §13.1.2):
 * - the encoding is chosen from Accept-Encoding (q-values honoured, br preferred over gzip,
 *   identity when neither is acceptable) and every compressible answer says `Vary: Accept-Encoding`;
 * - an ETag names one encoded representation: the identity tag gets a `-br` / `-gz` suffix for the
 *   compressed ones, and If-None-Match is compared weakly against the tag of the representation
 *   that would be sent.
 */

export type Encoding = 'br' | 'gzip' | 'identity';
/** Bytes a Response can carry. */
export type Bytes = Uint8Array<ArrayBuffer>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Cached representations are compressed once: as small as zlib can make them. */
const BEST = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
  gzip: { level: 9 },
} as const;
/** Per-request answers (API JSON): quick settings that still shrink text severalfold. */
const QUICK = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: 6 },
} as const;

export async function compress(
  body: Bytes,
  encoding: Exclude<Encoding, 'identity'>,
  effort: 'best' | 'quick' = 'best',
): Promise<Bytes> {
  const settings = effort === 'best' ? BEST : QUICK;
  const params =
    encoding === 'br'
      ? {
          params: {
            ...settings.br.params,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }
      : settings.gzip;
  const out =
    encoding === 'br'
      ? await brotli(body, params as BrotliOptions)
      : await gzipAsync(body, params as ZlibOptions);
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/** Text types worth compressing; images, fonts, archives and event streams are not. */
export function isCompressible(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  if (type.startsWith('text/')) return true;
  return COMPRESSIBLE.has(type) || type.endsWith('+json') || type.endsWith('+xml');
}

const COMPRESSIBLE = new Set([
  'application/json',
  'application/javascript',
  'application/xml',
  'application/manifest+json',
  'application/wasm',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

const negotiated = new Map<string, Encoding>();

/**
 * The best encoding the client accepts: br, then gzip, then identity. A coding with q=0 is refused;
 * `*` stands for any coding not named. Results are memoised (clients send a handful of values).
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = negotiated.get(acceptEncoding);
  if (known) return known;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number(value);
    }
    q[name.trim()] = Number.isFinite(weight) ? weight : 0;
  }
  const weight = (name: string) => q[name] ?? q['*'] ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), q['x-gzip'] ?? 0);
  let result: Encoding = 'identity';
  if (br > 0 && br >= gz) result = 'br';
  else if (gz > 0) result = 'gzip';
  if (negotiated.size < 256) negotiated.set(acceptEncoding, result);
  return result;
}

/** A strong tag of some bytes: a quoted, truncated SHA-256 in base64url. */
export function etagOf(body: Uint8Array | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** The tag of one encoding of a representation tagged `etag` ('"x"' → '"x-br"'). */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}${SUFFIX[encoding]}"`;
}

/** If-None-Match against a tag: weak comparison, a list of tags, or `*`. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const tag of ifNoneMatch.split(',')) {
    if (tag.trim().replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

const encoder = new TextEncoder();

/** A finished answer held ready: its status, its whole header list and its body. */
export interface Answer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Bytes;
}

/** Headers a 304 keeps from the 200 it stands for (RFC 9110 §15.4.5). */
const KEPT_ON_304 = [
  'cache-control',
  'content-location',
  'expires',
  'vary',
  'content-language',
  'last-modified',
];

/**
 * If-Modified-Since against a representation's Last-Modified (RFC 9110 §13.1.3): true when it has
 * not changed since. Ignored when If-None-Match is sent, or when either date cannot be read.
 */
export function notModifiedSince(request: Request, lastModified: string | undefined): boolean {
  if (!lastModified || request.headers.has('if-none-match')) return false;
  const since = request.headers.get('if-modified-since');
  if (!since) return false;
  const sinceMs = Date.parse(since);
  const modifiedMs = Date.parse(lastModified);
  return Number.isFinite(sinceMs) && Number.isFinite(modifiedMs) && modifiedMs <= sinceMs;
}

/**
 * One answer held in memory with its ETag; its compressed forms are made on first use and kept
 * (a concurrent second request waits for the same compression). `preencoded` gives forms made
 * ahead of time (the build's .br/.gz files).
 */
export class Representation {
  readonly body: Bytes;
  readonly etag: string;
  readonly compressible: boolean;
  private readonly encoded = new Map<Exclude<Encoding, 'identity'>, Promise<Bytes>>();
  /** Compressed forms already made, for answering without waiting. */
  private readonly made = new Map<Exclude<Encoding, 'identity'>, Bytes>();
  /** Whole header lists of finished answers, by encoding and the caller's header-set key. */
  private readonly answerHeaders = new Map<string, Record<string, string>>();

  constructor(
    body: Bytes | string,
    readonly headers: Record<string, string>,
    readonly status = 200,
    preencoded: Partial<Record<'br' | 'gzip', Bytes>> = {},
    /** 'quick' for an answer made per request (used once); 'best' for one that is kept. */
    private readonly effort: 'best' | 'quick' = 'best',
  ) {
    this.body = typeof body === 'string' ? encoder.encode(body) : body;
    this.etag = etagOf(this.body);
    this.compressible = isCompressible(headers['Content-Type']) && this.body.byteLength > 0;
    for (const [encoding, bytes] of Object.entries(preencoded)) {
      if (!bytes) continue;
      this.encoded.set(encoding as 'br' | 'gzip', Promise.resolve(bytes));
      this.made.set(encoding as 'br' | 'gzip', bytes);
    }
  }

  /** The bytes of one encoding (compressed on first call, or the identity bytes). */
  bytes(encoding: Encoding): Promise<Bytes> | Bytes {
    if (encoding === 'identity' || !this.compressible) return this.body;
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compress(this.body, encoding, this.effort).then((out) => {
        // A form that would not be smaller is not worth its decoding.
        const kept = out.byteLength < this.body.byteLength ? out : this.body;
        this.made.set(encoding, kept);
        return kept;
      });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  /**
   * The finished 200 (or 404…) for an encoding when its bytes are already made, with `extra`
   * headers (a fixed set named by `extraKey`): one header object per encoding and set, reused
   * by every answer (so the HTTP layer writes it as it is). Undefined when the form is still
   * being compressed. Conditional requests are not for this (`respond` answers those).
   */
  answerParts(
    wanted: Encoding,
    extra: Readonly<Record<string, string>>,
    extraKey: string,
  ): Answer | undefined {
    const encoding = this.compressible ? wanted : 'identity';
    const body = encoding === 'identity' ? this.body : this.made.get(encoding);
    if (!body) return undefined;
    const sent: Encoding = body === this.body ? 'identity' : encoding;
    const key = sent + extraKey;
    let headers = this.answerHeaders.get(key);
    if (!headers) {
      headers = { ...this.headers, ...extra, ETag: encodedEtag(this.etag, sent) };
      if (this.compressible) headers.Vary = 'Accept-Encoding';
      if (sent !== 'identity') headers['Content-Encoding'] = sent;
      headers['Content-Length'] = String(body.byteLength);
      this.answerHeaders.set(key, headers);
    }
    return { status: this.status, headers, body };
  }

  /** answerParts as a Response (without a body for HEAD). */
  answerNow(
    wanted: Encoding,
    method: string,
    extra: Readonly<Record<string, string>>,
    extraKey: string,
  ): Response | undefined {
    const parts = this.answerParts(wanted, extra, extraKey);
    if (!parts) return undefined;
    return new Response(method === 'HEAD' ? null : parts.body, {
      status: parts.status,
      headers: parts.headers,
    });
  }

  /** Compresses both forms now (a cache fill), so the first visitor does not wait for it. */
  warm(): void {
    if (!this.compressible) return;
    void this.bytes('br');
    void this.bytes('gzip');
  }
}

/**
 * The response for a request: the encoding it accepts (Vary always said when the body could be
 * compressed), the tag of that encoding, and a bodiless 304 when If-None-Match matches it.
 * `extra` headers are added (not part of the representation: per-request ones).
 */
export async function respond(
  request: Request,
  rep: Representation,
  extra?: Record<string, string>,
): Promise<Response> {
  const wanted = rep.compressible
    ? negotiateEncoding(request.headers.get('accept-encoding'))
    : 'identity';
  const pending = rep.bytes(wanted);
  const body = pending instanceof Uint8Array ? pending : await pending;
  const encoding = body === rep.body ? 'identity' : wanted;
  const etag = encodedEtag(rep.etag, encoding);
  const headers: Record<string, string> = { ...rep.headers, ...extra, ETag: etag };
  if (rep.compressible) headers.Vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding === 'br' ? 'br' : 'gzip';
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    rep.status === 200 &&
    (etagMatches(request.headers.get('if-none-match'), etag) ||
      notModifiedSince(request, rep.headers['Last-Modified']))
  ) {
    const kept: Record<string, string> = { ETag: etag };
    for (const [name, value] of Object.entries(headers)) {
      if (KEPT_ON_304.includes(name.toLowerCase())) kept[name] = value;
    }
    return new Response(null, { status: 304, headers: kept });
  }
  headers['Content-Length'] = String(body.byteLength);
  return new Response(request.method === 'HEAD' ? null : body, { status: rep.status, headers });
}

/**
 * For answers made per request that should be revalidated (the content API, feeds, sitemap):
 * the handler's 200 is turned into a tagged, negotiated representation (so a repeat is a 304).
 */
export function validated(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isTaggable(c)) return;
    const res = c.res;
    const body = new Uint8Array(await res.arrayBuffer());
    const rep = new Representation(body, headersOf(res), 200, {}, 'quick');
    replaceResponse(c, await respond(c.req.raw, rep));
  };
}

function isTaggable(c: Context): boolean {
  return (
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    c.res.status === 200 &&
    !c.res.headers.has('ETag') &&
    !c.res.headers.has('Content-Encoding')
  );
}

function headersOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-length') out[name === 'content-type' ? 'Content-Type' : name] = value;
  });
  return out;
}

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Every other text answer (API JSON, robots.txt, redirects' bodies…): compressed per request
 * with quick settings when it is over a kilobyte and the client accepts it. Answers already
 * encoded (cached pages, built files), bodiless ones, event streams and non-text types pass as
 * they are.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.headers.has('Content-Encoding') || !res.body) return;
    // Negotiated already (a representation sent as identity because that was smaller or asked).
    if (/accept-encoding/i.test(res.headers.get('Vary') ?? '')) return;
    if (res.status === 204 || res.status === 304) return;
    // A HEAD is answered with the headers its GET would have (the GET handler made the body,
    // which is dropped after this): the same encoding, Vary and Content-Length.
    if (!isCompressible(res.headers.get('Content-Type'))) {
      if (c.req.method === 'HEAD') await measure(c);
      return;
    }
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < MIN_COMPRESS_BYTES) {
      appendVary(res.headers);
      if (c.req.method === 'HEAD') await measure(c);
      return;
    }
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    appendVary(res.headers);
    if (encoding === 'identity') {
      if (c.req.method === 'HEAD') await measure(c);
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      const kept = new Response(body, res);
      kept.headers.set('Content-Length', String(body.byteLength));
      replaceResponse(c, kept);
      return;
    }
    const out = await compress(body, encoding, 'quick');
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(out.byteLength));
    const tag = headers.get('ETag');
    if (tag && !tag.startsWith('W/')) headers.set('ETag', encodedEtag(tag, encoding));
    replaceResponse(
      c,
      new Response(out, { status: res.status, statusText: res.statusText, headers }),
    );
  };
}

/**
 * Gives a HEAD answer the Content-Length its GET would carry (Node's server counts a GET's bytes
 * itself, but a HEAD has none to count). Event streams never end, so they are left alone.
 */
async function measure(c: Context): Promise<void> {
  const res = c.res;
  if (res.headers.has('Content-Length') || !res.body) return;
  if (/^text\/event-stream/i.test(res.headers.get('Content-Type') ?? '')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('Content-Length', String(body.byteLength));
  replaceResponse(
    c,
    new Response(body, { status: res.status, statusText: res.statusText, headers }),
  );
}

function appendVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** Hono merges the old response's headers into a new one; a replacement must not keep them. */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}
