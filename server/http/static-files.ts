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
  const base = path.resolve(root);
  const cache = new Map<string, Promise<Representation | null>>();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    if (!isPublic(urlPath)) return next();
    let pending = cache.get(urlPath);
    if (!pending) {
      pending = load(base, urlPath);
      cache.set(urlPath, pending);
      // A missing file may appear later (it is not the build's); only found files stay.
      void pending.then((rep) => {
        if (!rep) cache.delete(urlPath);
      });
    }
    const rep = await pending;
    if (!rep) return next();
    return respond(c.req.raw, rep);
  };
}

async function load(base: string, urlPath: string): Promise<Representation | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(base, `.${decoded}`);
  if (!file.startsWith(base + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size > MAX_CACHED_BYTES) return null;
  const [body, br, gzip] = await Promise.all([
    readFile(file),
    readFile(file + PRECOMPRESSED.br).catch(() => undefined),
    readFile(file + PRECOMPRESSED.gzip).catch(() => undefined),
  ]);
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
  };
  const cacheControl = cacheControlOf(urlPath);
  if (cacheControl) headers['Cache-Control'] = cacheControl;
  return new Representation(body, headers, 200, {
    ...(br ? { br } : {}),
    ...(gzip ? { gzip } : {}),
  });
}

function cacheControlOf(urlPath: string): string | undefined {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/sw.js' || urlPath === '/manifest.webmanifest') return 'no-cache';
  return undefined;
}
