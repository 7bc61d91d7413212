import type { Clock } from '../clock.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { Representation } from '../http/representation.ts';

/**
 * Answers made from the database (server-rendered pages, feeds, the sitemap), kept in memory for
 * as long as the content they were made from:
 * - the change feed (the sync engine's version sequence: LISTEN on a PostgreSQL server, so other
 *   processes' commits are heard; polling on PGlite) empties the cache on every notice. A hit
 *   reads only memory: no database query;
 * - a scheduled post goes up by time alone, so the cache also empties at the earliest publication
 *   time still ahead (asked of the database once per filling);
 * - an answer whose making began before the last notice is not kept (it may predate the change);
 * - until the feed has said anything nothing is kept, and the cache holds at most `maxEntries`
 *   answers and `maxBytes` of bodies (least recently used first out).
 *
 * Keys must name everything the answer depends on: answers that depend on cookies, sessions or a
 * query string are never put here.
 */
export interface PageCache {
  /** The cached answer for `key`, or what `make` produces (kept when it is a Representation). */
  get<T>(key: string, make: () => Promise<Representation | T>): Promise<Representation | T>;
  /** The cached answer for `key` when there is one, without making it (no waiting, no query). */
  peek(key: string): Representation | undefined;
  readonly size: number;
  clear(): void;
}

export interface PageCacheOptions {
  changes: ChangeFeed;
  clock: Clock;
  /** The earliest publication time still ahead of `now`, or null when none is scheduled. */
  nextPublish: (now: Date) => Promise<Date | null>;
  /**
   * A read of the current version, once, just after subscribing: the feed may already be running
   * (an open back-office stream) and then says nothing until the next change.
   */
  currentVersion: () => Promise<unknown>;
  maxEntries?: number;
  maxBytes?: number;
}

const DEFAULT_MAX_ENTRIES = 1000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function createPageCache({
  changes,
  clock,
  nextPublish,
  currentVersion,
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxBytes = DEFAULT_MAX_BYTES,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Representation>();
  let bytes = 0;
  /** Bumped on every emptying: a making that saw an older generation is not kept. */
  let generation = 0;
  /** Whether the feed has spoken since the subscription (before that, versions are unknown). */
  let live = false;
  let subscribed = false;
  /** Epoch ms at which the entries go stale by time; undefined until asked, null for never. */
  let expiresAt: number | null | undefined;
  let expiry: Promise<void> | null = null;

  const clear = () => {
    entries.clear();
    bytes = 0;
    generation += 1;
    expiresAt = undefined;
    expiry = null;
  };
  // Subscribed on first use, so an application that serves no pages polls nothing.
  const subscribe = () => {
    subscribed = true;
    changes.subscribe(() => {
      live = true;
      clear();
    });
    const seen = generation;
    currentVersion().then(
      () => {
        if (generation === seen) live = true;
      },
      () => {
        subscribed = false;
      },
    );
  };
  const sizeOf = (rep: Representation) => rep.body.byteLength * 2;

  const learnExpiry = (seen: number) => {
    expiry ??= nextPublish(clock.now()).then(
      (at) => {
        if (generation === seen) expiresAt = at ? at.getTime() : null;
      },
      () => {
        if (generation === seen) expiry = null;
      },
    );
    return expiry;
  };

  return {
    get size() {
      return entries.size;
    },
    clear,
    peek(key) {
      if (expiresAt != null && clock.now().getTime() >= expiresAt) clear();
      return entries.get(key);
    },
    async get(key, make) {
      if (!subscribed) subscribe();
      if (expiresAt != null && clock.now().getTime() >= expiresAt) clear();
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const seen = generation;
      const wasLive = live;
      const made = await make();
      if (!wasLive || !(made instanceof Representation)) return made;
      if (made.status !== 200 && made.status !== 404) return made;
      // Emptied while rendering: not kept, and not asking the publication time for a generation
      // that is gone (its answer would be ignored, and the next ask would reuse it: no caching
      // at all until the next change).
      if (generation !== seen) return made;
      if (expiresAt === undefined) await learnExpiry(seen);
      if (generation !== seen || expiresAt === undefined) return made;
      const size = sizeOf(made);
      if (size > maxBytes) return made;
      entries.set(key, made);
      bytes += size;
      for (const [oldKey, old] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= sizeOf(old);
      }
      // Compressed once per content version, off the visitor's path.
      made.warm();
      return made;
    },
  };
}
