import type { Clock } from '../clock.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { Representation } from '../http/representation.ts';

/**
 * Answers made from the database (server-rendered pages, feeds, the sitemap), kept in memory for
 * as long as the content they were made from:
 * - the cache holds the content version (`contentVersion`, read from the public content tables
 *   alone) and reads it again on every notice of the change feed (the sync engine's version
 *   sequence: LISTEN on a PostgreSQL server, so other processes' commits are heard; polling on
 *   PGlite) and after this process's own edits (`revalidate`). It empties only when that version
 *   moved: the feed also announces leads and newsletter signups, which no page shows. A hit reads
 *   only memory: no database query;
 * - a scheduled post goes up by time alone, so the cache also empties at the earliest publication
 *   time still ahead (asked of the database once per filling);
 * - an answer whose making began before the last emptying is not kept (it may predate the change);
 * - until the content version is known nothing is kept, and the cache holds at most `maxEntries`
 *   answers and `maxBytes` of bodies (least recently used first out);
 * - requests for a key that is being made wait for that making instead of starting their own, so
 *   a burst on a page nobody had asked for costs one rendering, not one per request. A making that
 *   fails is forgotten (the next request tries again); one that began before an emptying still
 *   answers those already waiting for it, while a request that comes after the emptying starts a
 *   fresh one.
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
  /**
   * Reads the content version again and empties the cache when it moved; resolves once a read
   * begun after the call has been compared (so an edit just committed is seen).
   */
  revalidate(): Promise<void>;
}

export interface PageCacheOptions {
  changes: ChangeFeed;
  clock: Clock;
  /** The earliest publication time still ahead of `now`, or null when none is scheduled. */
  nextPublish: (now: Date) => Promise<Date | null>;
  /**
   * A value that moves whenever anything a cached answer shows may have changed, and ideally at
   * no other time. Also read once just after subscribing: the feed may already be running (an
   * open back-office stream) and then says nothing until the next change.
   */
  contentVersion: () => Promise<string>;
  maxEntries?: number;
  maxBytes?: number;
}

const DEFAULT_MAX_ENTRIES = 1000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function createPageCache({
  changes,
  clock,
  nextPublish,
  contentVersion,
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxBytes = DEFAULT_MAX_BYTES,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Representation>();
  /** The making under way of each key not held: later requests for the key wait for it. */
  const making = new Map<string, Promise<unknown>>();
  let bytes = 0;
  /** Bumped on every emptying: a making that saw an older generation is not kept. */
  let generation = 0;
  /** The content version the entries were made from; undefined until read (nothing kept). */
  let version: string | undefined;
  let subscribed = false;
  /** Epoch ms at which the entries go stale by time; undefined until asked, null for never. */
  let expiresAt: number | null | undefined;
  let expiry: Promise<void> | null = null;

  const clear = () => {
    entries.clear();
    // Those waiting for a making already under way still get its answer; later requests do not
    // join it, as it may predate the change.
    making.clear();
    bytes = 0;
    generation += 1;
    expiresAt = undefined;
    expiry = null;
  };
  const expireIfDue = () => {
    if (expiresAt != null && clock.now().getTime() >= expiresAt) clear();
  };

  const compareVersion = async () => {
    const read = await contentVersion().then(
      (v): string | undefined => v,
      () => undefined,
    );
    if (read !== undefined && read === version) return;
    // Moved, or unreadable (a change may have gone unseen): what is held may be out of date.
    if (version !== undefined) clear();
    version = read;
  };
  let reading: Promise<void> | null = null;
  let nextRead: Promise<void> | null = null;
  // One read at a time. Asked for during a read, another follows it: the change that prompted
  // the ask may have committed after that read began.
  const readVersion = (): Promise<void> => {
    if (!reading) {
      reading = compareVersion().finally(() => {
        reading = null;
      });
      return reading;
    }
    nextRead ??= reading.then(() => {
      nextRead = null;
      return readVersion();
    });
    return nextRead;
  };

  // Subscribed on first use, so an application that serves no pages polls nothing.
  const subscribe = () => {
    subscribed = true;
    changes.subscribe(() => void readVersion());
    void readVersion();
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

  const keep = (key: string, made: Representation) => {
    const size = sizeOf(made);
    if (size > maxBytes) return;
    entries.set(key, made);
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= sizeOf(old);
    }
    // Compressed once per content version, off the visitor's path.
    made.warm();
  };

  const makeAndKeep = async <T>(key: string, make: () => Promise<Representation | T>) => {
    const seen = generation;
    const known = version !== undefined;
    const made = await make();
    if (!known || !(made instanceof Representation)) return made;
    if (made.status !== 200 && made.status !== 404) return made;
    // Emptied while rendering: not kept, and not asking the publication time for a generation
    // that is gone (its answer would be ignored, and the next ask would reuse it: no caching
    // at all until the next change).
    if (generation !== seen) return made;
    if (expiresAt === undefined) await learnExpiry(seen);
    if (generation !== seen || expiresAt === undefined) return made;
    keep(key, made);
    return made;
  };

  return {
    get size() {
      return entries.size;
    },
    clear,
    revalidate: () => (subscribed ? readVersion() : Promise.resolve()),
    peek(key) {
      expireIfDue();
      return entries.get(key);
    },
    async get<T>(key: string, make: () => Promise<Representation | T>) {
      if (!subscribed) subscribe();
      else if (version === undefined && !reading) void readVersion();
      expireIfDue();
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const underway = making.get(key);
      if (underway) {
        const shared = await underway;
        // A Response (a redirect) can be sent only once: each waiter makes its own.
        return shared instanceof Representation ? shared : make();
      }
      const made = makeAndKeep(key, make);
      making.set(key, made);
      const done = () => {
        if (making.get(key) === made) making.delete(key);
      };
      made.then(done, done);
      return made;
    },
  };
}
