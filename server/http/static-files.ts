import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { Representation, respond } from './representation.ts';

/** Forms of a built file written next to it by the build (scripts/precompress.ts). */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** Files larger than this are not kept in memory (the client build has none). */
const MAX_CACHED_BYTES = 4 * 1024 * 1024;

/**
 * The client build's files, read once and answered from memory with their ETag, in the encoding
 * the client accepts, using the .br/.gz files the build made next to them (never the .br/.gz of a
 * file that is not itself public: callers check `isPublic` on the path asked for). Hashed assets
 * are immutable; the service worker and the manifest are revalidated on every update check.
 */
export function staticFiles(root: string, isPublic: (path: string) => boolean): MiddlewareHandler {
  return createStaticFiles(root, isPublic).middleware;
}

export interface StaticFiles {
  middleware: MiddlewareHandler;
  /**
   * The representation of a hashed asset (`/assets/…`, immutable) that a request has already
   * loaded, by the path as it was asked (no decoding: only the build's own plain names match);
   * undefined for anything else, which the middleware answers.
   */
  peek(urlPath: string): Representation | undefined;
}

export function createStaticFiles(root: string, isPublic: (path: string) => boolean): StaticFiles {
  const base = path.resolve(root);
  /** Hashed assets once loaded: they never change under their name. */
  const immutable = new Map<string, Representation>();
  const cache = new Map<string, Promise<Loaded | null>>();
  const loadInto = (urlPath: string) => {
    const pending = load(base, urlPath);
    cache.set(urlPath, pending);
    // A missing file may appear later (it is not the build's); only found files stay.
    void pending.then((found) => {
      if (!found && cache.get(urlPath) === pending) cache.delete(urlPath);
    });
    return pending;
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // Checked as the file system will read it: `/%2F.vite%2Fmanifest.json` is `/.vite/manifest.json`.
    const urlPath = filePath(c.req.path);
    if (urlPath === null || !isPublic(urlPath)) return next();
    let found = await (cache.get(urlPath) ?? loadInto(urlPath));
    // Hashed assets never change under their name; other files (the service worker, the
    // manifest, icons) may be replaced in place by a deploy, so their date is checked.
    if (found && !isImmutable(urlPath)) {
      const info = await stat(found.file).catch(() => null);
      if (!info || info.mtimeMs !== found.mtimeMs || info.size !== found.size) {
        found = await loadInto(urlPath);
      }
    }
    if (!found) return next();
    if (isImmutable(urlPath) && urlPath === c.req.path) immutable.set(urlPath, found.rep);
    return respond(c.req.raw, found.rep);
  };
  return { middleware, peek: (urlPath) => immutable.get(urlPath) };
}

export interface Loaded {
  rep: Representation;
  file: string;
  mtimeMs: number;
  size: number;
}

/**
 * The path of the file a request names: percent-decoded, with empty and `.`/`..` segments
 * resolved, as the file system reads it; null when it cannot be decoded or holds a NUL or a
 * backslash.
 */
export function filePath(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  return path.posix.normalize(decoded);
}

/** Reads a file of the build (`urlPath` as filePath gives it). */
export async function load(base: string, urlPath: string): Promise<Loaded | null> {
  const file = path.resolve(base, `.${urlPath}`);
  if (!file.startsWith(base + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size > MAX_CACHED_BYTES) return null;
  // A compressed form older than its file is left over from an earlier build: not used.
  const sibling = async (suffix: string) => {
    const sib = await stat(file + suffix).catch(() => null);
    if (!sib?.isFile() || sib.mtimeMs < info.mtimeMs) return undefined;
    return readFile(file + suffix).catch(() => undefined);
  };
  const [body, br, gzip] = await Promise.all([
    readFile(file),
    sibling(PRECOMPRESSED.br),
    sibling(PRECOMPRESSED.gzip),
  ]);
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    // The file's date, as a web server gives it: If-Modified-Since is answered from it too.
    'Last-Modified': new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString(),
  };
  const cacheControl = cacheControlOf(urlPath);
  if (cacheControl) headers['Cache-Control'] = cacheControl;
  const rep = new Representation(body, headers, 200, {
    ...(br ? { br } : {}),
    ...(gzip ? { gzip } : {}),
  });
  return { rep, file, mtimeMs: info.mtimeMs, size: info.size };
}

/**
 * A picture of the site's own named by its content: `-` and the first 8 hex digits of its SHA-256
 * before the extension (`/images/hero-scales-70d7f9c9.svg`); a unit test holds names to content.
 */
export const FINGERPRINTED_PICTURE = /^\/images\/[^/]+-([0-9a-f]{8})\.[a-z0-9]+$/;

function isImmutable(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || FINGERPRINTED_PICTURE.test(urlPath);
}

/**
 * The site's own pictures and icons (the logo, the share card, illustrations): their addresses do
 * not change with them, so a day, after which a replaced one shows. Pages are never kept so.
 */
const PICTURE_DIRS = ['/brand/', '/icons/', '/images/'];
const A_DAY = 'public, max-age=86400';

function cacheControlOf(urlPath: string): string | undefined {
  if (isImmutable(urlPath)) return 'public, max-age=31536000, immutable';
  if (PICTURE_DIRS.some((dir) => urlPath.startsWith(dir))) return A_DAY;
  if (urlPath === '/sw.js' || urlPath === '/manifest.webmanifest') return 'no-cache';
  return undefined;
}
