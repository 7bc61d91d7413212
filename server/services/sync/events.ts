import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { readableTables } from '../../../shared/admin/access.ts';
import { SESSION_ENDED_CODE, SESSION_ENDED_EVENT } from '../../../shared/admin/sessions.ts';
import type { StaffRole } from '../../../shared/constants.ts';
import { type ChangedEvent, SYNC_EVENTS_HEARTBEAT_MS } from '../../../shared/sync/protocol.ts';
import { SYNCED_TABLES } from '../../../shared/sync/tables.ts';
import { type ChangeFeed, currentVersion, latestVersion } from '../../db/changes.ts';
import type { Sql } from '../../db/client.ts';
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

/**
 * What a stream's session may still hear: everything it reads (`allowed`); nothing, and it
 * reconnects through the guard (`rescoped`: its role changed, it lapsed, or it cannot be
 * checked); or nothing at all, because it was ended (`ended`): the device is told so.
 */
export type StreamAccess = 'allowed' | 'rescoped' | 'ended';

export interface StreamOptions extends ForwardOptions {
  /** The reader's role: the stream announces the versions of the tables it reads only. */
  role?: StaffRole;
  /**
   * Whether the stream's session may still hear of changes: asked before every event and
   * heartbeat (and every commit notifies, an ended session too: migration 0024); the stream
   * ends once it says no, after an `ended` event when the session was ended.
   */
  stillAllowed?: () => Promise<StreamAccess>;
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
 * What a stream of `role` announces for the feed's `version`: the latest version among the
 * tables the role reads, so its devices pull when one of those changes and learn nothing of when
 * the others do (an editor, of when leads arrive). Read from committed rows after the feed's
 * notification, it never names a change the role's pull cannot return, so a device's cursor
 * reaches it and no pull repeats. A role that reads every table hears the sequence itself: null.
 */
export function scopedVersion(sql: Sql, role: StaffRole): (() => Promise<string>) | null {
  const tables = readableTables(role).map((t) => t.name);
  return tables.length === SYNCED_TABLES.length ? null : () => latestVersion(sql, tables);
}

/**
 * GET /api/sync/events: `event: changed` with the current version at once, then whenever rows
 * the reader's role reads change, until the client goes away, the server stops or the session
 * ends. A scoped version that did not move (the change was to a table the role does not read)
 * is not announced. A session ended meanwhile hears `event: ended` (SESSION_ENDED_EVENT), and the
 * stream closes: its device signs out and deletes its local copy.
 */
export function streamChanges(
  c: Context,
  deps: Pick<AppDeps, 'sql' | 'changes' | 'logger'>,
  { stillAllowed = async () => 'allowed', role = 'admin', ...options }: StreamOptions = {},
): Response {
  const scoped = scopedVersion(deps.sql, role);
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
      const access = await stillAllowed().catch((): StreamAccess => 'rescoped');
      if (access === 'ended') {
        await stream
          .writeSSE({
            event: SESSION_ENDED_EVENT,
            data: JSON.stringify({ code: SESSION_ENDED_CODE }),
          })
          .catch(() => undefined);
      }
      if (access !== 'allowed') end();
      return access === 'allowed';
    };
    let announced: string | null = null;
    // Subscribed before the current version is read, so a change in between is not missed.
    const forwarder = forwardChanges(
      deps.changes,
      {
        changed: async (latest) => {
          if (!(await allowed())) return;
          let version = latest;
          if (scoped) {
            try {
              version = await scoped();
            } catch (err) {
              // The client reconnects, and pulls on reconnecting.
              deps.logger.error('sync_events_failed', describeError(err));
              return end();
            }
            // The sequence may repeat a version whose commit is still to come (changes.ts), so
            // its repeats are announced; a scoped version is read from committed rows, so its
            // repeat has nothing new.
            if (version === announced) return;
          }
          announced = version;
          await stream.writeSSE({
            event: 'changed',
            data: JSON.stringify({ version } satisfies ChangedEvent),
          });
        },
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
