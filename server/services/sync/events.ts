import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type ChangedEvent, SYNC_EVENTS_HEARTBEAT_MS } from '../../../shared/sync/protocol.ts';
import { type ChangeFeed, currentVersion } from '../../db/changes.ts';
import type { AppDeps } from '../../deps.ts';
import { describeError } from '../../logger.ts';

/** A burst of commits (an import, a busy minute of form posts) becomes one event per this. */
export const CHANGED_EVENT_MIN_INTERVAL_MS = 100;

export interface ChangeSink {
  changed(version: string): Promise<unknown>;
  ping(): Promise<unknown>;
}

export interface ForwardOptions {
  minIntervalMs?: number;
  heartbeatMs?: number;
}

export interface StreamOptions extends ForwardOptions {
  /**
   * Whether the stream's session may still hear of changes (not signed out, revoked or disabled):
   * asked before every event and heartbeat; the stream ends once it says no.
   */
  stillAllowed?: () => Promise<boolean>;
}

export interface Forwarder {
  /** Announces this version (coalesced with others that follow within the interval). */
  offer(version: string): void;
  stop(): void;
}

/**
 * Passes the feed's notifications to `sink`: at most one per `minIntervalMs`, always with the
 * latest version, and no new event while the previous one is still being written (a client that
 * reads slowly makes events coalesce instead of queueing up in memory); a ping comment every
 * `heartbeatMs` keeps proxies from closing an idle connection.
 */
export function forwardChanges(
  feed: Pick<ChangeFeed, 'subscribe'>,
  sink: ChangeSink,
  {
    minIntervalMs = CHANGED_EVENT_MIN_INTERVAL_MS,
    heartbeatMs = SYNC_EVENTS_HEARTBEAT_MS,
  }: ForwardOptions = {},
): Forwarder {
  let pending: string | null = null;
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let writing = false;
  let stopped = false;

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(flush, Math.max(0, lastSent + minIntervalMs - Date.now()));
  };
  const flush = () => {
    timer = null;
    if (stopped || writing || pending === null) return;
    const version = pending;
    pending = null;
    writing = true;
    lastSent = Date.now();
    void sink.changed(version).finally(() => {
      writing = false;
      if (pending !== null) schedule();
    });
  };
  const offer = (version: string) => {
    pending = version;
    schedule();
  };

  const unsubscribe = feed.subscribe(offer);
  const heartbeat = setInterval(() => {
    if (!writing) void sink.ping();
  }, heartbeatMs);
  return {
    offer,
    stop() {
      stopped = true;
      unsubscribe();
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * GET /api/sync/events: `event: changed` with the current version at once, then whenever synced
 * rows change, until the client goes away, the server stops or the session ends.
 */
export function streamChanges(
  c: Context,
  deps: Pick<AppDeps, 'sql' | 'changes' | 'logger'>,
  { stillAllowed = async () => true, ...options }: StreamOptions = {},
): Response {
  // nginx and similar proxies would otherwise hold events back in their response buffer.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    stream.onAbort(end);
    deps.changes.signal.addEventListener('abort', end);
    if (deps.changes.signal.aborted) end();
    // A session that ended (or cannot be checked) hears nothing more: the stream closes, and a
    // client still signed in reconnects through the guard.
    const allowed = async () => {
      const yes = await stillAllowed().catch(() => false);
      if (!yes) end();
      return yes;
    };
    // Subscribed before the current version is read, so a change in between is not missed.
    const forwarder = forwardChanges(
      deps.changes,
      {
        changed: async (version) =>
          (await allowed()) &&
          stream.writeSSE({
            event: 'changed',
            data: JSON.stringify({ version } satisfies ChangedEvent),
          }),
        ping: async () => (await allowed()) && stream.write(': ping\n\n'),
      },
      options,
    );
    try {
      forwarder.offer(await currentVersion(deps.sql));
      await ended;
    } catch (err) {
      // The stream just ends; EventSource reconnects by itself.
      deps.logger.error('sync_events_failed', describeError(err));
    } finally {
      forwarder.stop();
      deps.changes.signal.removeEventListener('abort', end);
    }
  });
}
