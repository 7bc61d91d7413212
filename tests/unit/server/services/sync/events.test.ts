import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardChanges } from '../../../../../server/services/sync/events.ts';

function fakeFeed() {
  const listeners = new Set<(v: string) => void>();
  return {
    listeners,
    subscribe(listener: (v: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (v: string) => {
      for (const l of listeners) l(v);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('forwardChanges', () => {
  it('sends the first change at once and folds a burst into one event with the latest version', async () => {
    const feed = fakeFeed();
    const sent: string[] = [];
    const forwarder = forwardChanges(feed, {
      changed: async (v) => sent.push(v),
      ping: async () => {},
    });
    feed.emit('5');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['5']);
    for (const v of ['6', '7', '8']) feed.emit(v);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual(['5']);
    await vi.advanceTimersByTimeAsync(60);
    expect(sent).toEqual(['5', '8']);
    forwarder.stop();
  });

  it('waits for a slow write instead of queueing events behind it', async () => {
    const feed = fakeFeed();
    const sent: string[] = [];
    let release = () => {};
    const forwarder = forwardChanges(feed, {
      changed: (v) => {
        sent.push(v);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      ping: async () => {},
    });
    feed.emit('1');
    await vi.advanceTimersByTimeAsync(0);
    for (const v of ['2', '3', '4']) {
      feed.emit(v);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(sent).toEqual(['1']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['1', '4']);
    forwarder.stop();
  });

  it('pings every heartbeat and stops everything on stop()', async () => {
    const feed = fakeFeed();
    let pings = 0;
    const sent: string[] = [];
    const forwarder = forwardChanges(
      feed,
      { changed: async (v) => sent.push(v), ping: async () => pings++ },
      { heartbeatMs: 25_000 },
    );
    await vi.advanceTimersByTimeAsync(75_000);
    expect(pings).toBe(3);
    forwarder.stop();
    expect(feed.listeners.size).toBe(0);
    feed.emit('9');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pings).toBe(3);
    expect(sent).toEqual([]);
  });
});
