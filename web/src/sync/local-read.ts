/**
 * Live reads of the local copy that wait while it is being filled from nothing. A first pull
 * writes the copy page by page; a live query over a table re-runs after each page and reads every
 * row written so far, and the next page waits behind it: the pull becomes quadratic (issue #24,
 * 100,000 rows took 75 s instead of a few). So counters, dashboards and lists read nothing until
 * the copy is ready (`SyncStatus.ready`), then once, then again on each later change as any live
 * query does.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { StatusStore } from './status.ts';

/** The shape useObservable (dexie-react-hooks) subscribes to. */
export interface LiveRead<T> {
  subscribe(
    next: (value: T | undefined) => void,
    error?: (err: unknown) => void,
  ): { unsubscribe(): void };
}

/**
 * `read` as a live query that runs only while the copy is ready. Nothing is emitted before it
 * first is; if the copy starts over (a reset), the query stops and `undefined` is emitted, so a
 * screen shows "loading" rather than figures of a copy that is gone.
 */
export function liveRead<T>(status: StatusStore, read: () => Promise<T> | T): LiveRead<T> {
  return {
    subscribe(next, error) {
      let query: Subscription | null = null;
      const follow = () => {
        const { ready } = status.get();
        if (ready && !query) {
          query = liveQuery(read).subscribe({ next, error: (err) => error?.(err) });
        } else if (!ready && query) {
          query.unsubscribe();
          query = null;
          next(undefined);
        }
      };
      const unfollow = status.subscribe(follow);
      follow();
      return {
        unsubscribe() {
          unfollow();
          query?.unsubscribe();
          query = null;
        },
      };
    },
  };
}
