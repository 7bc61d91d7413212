/**
 * `app://admin/media/*`: the uploaded pictures the back office shows (thumbnails, previews, the
 * Media screen), fetched from the configured server the first time and kept on disk, so they show
 * offline too. The page has no service worker in the app (its scheme is not a web origin), so this
 * is the desktop's picture cache. A picture's address names its content (shared/media.ts), so a
 * kept copy never needs checking; the oldest are let go past a number of files.
 */
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_CONTENT_TYPES, parseMediaFile } from '../shared/media.ts';
import type { FetchLike } from './server-address.ts';

/** About 30 MB at the sizes the back office shows (20–60 KB each). */
export const MEDIA_CACHE_MAX_FILES = 1000;

export interface MediaCacheDeps {
  server(): string | null;
  fetch: FetchLike;
  /** The folder of kept pictures (in the app's data folder). */
  dir: string;
  maxFiles?: number;
}

const answer = (bytes: Uint8Array<ArrayBuffer>, type: string) =>
  new Response(bytes, {
    headers: {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });

export function createMediaCache(deps: MediaCacheDeps): (request: Request) => Promise<Response> {
  const maxFiles = deps.maxFiles ?? MEDIA_CACHE_MAX_FILES;
  let kept: number | null = null;
  const notFound = (status = 404) => new Response(null, { status });

  /** Lets the oldest go (by last use) once there are more than maxFiles. */
  async function prune(): Promise<void> {
    const names = await readdir(deps.dir).catch(() => [] as string[]);
    kept = names.length;
    if (names.length <= maxFiles) return;
    const dated = await Promise.all(
      names.map(async (name) => ({
        name,
        used: (await stat(path.join(deps.dir, name)).catch(() => null))?.mtimeMs ?? 0,
      })),
    );
    dated.sort((a, b) => a.used - b.used);
    const extra = dated.slice(0, names.length - maxFiles);
    await Promise.all(extra.map(({ name }) => rm(path.join(deps.dir, name), { force: true })));
    kept = names.length - extra.length;
  }

  return async (request) => {
    const { pathname } = new URL(request.url);
    const name = pathname.slice('/media/'.length);
    const parsed = pathname.startsWith('/media/') ? parseMediaFile(name) : null;
    if (!parsed) return notFound();
    const type = MEDIA_CONTENT_TYPES[parsed.format];
    const file = path.join(deps.dir, name);
    try {
      const bytes = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return answer(bytes, type);
    } catch {
      // Not kept yet: from the server.
    }
    const server = deps.server();
    if (!server) return notFound(503);
    let response: Response;
    try {
      response = await deps.fetch(`${server}${pathname}`, { signal: request.signal });
    } catch {
      // Offline, and never seen: the page shows what stands in for it (initials, nothing).
      return notFound(502);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return notFound(response.status === 404 ? 404 : 502);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    try {
      await mkdir(deps.dir, { recursive: true });
      // Written aside and renamed: a picture half written is never read as kept.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      kept = kept === null ? (await readdir(deps.dir)).length : kept + 1;
      if (kept > maxFiles) await prune();
    } catch {
      // A full or read-only disk: shown, just not kept.
    }
    return answer(bytes, type);
  };
}
