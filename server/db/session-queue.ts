import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PGlite is one database session; pglite-socket shares it between its clients by queueing their
 * protocol messages one at a time, keeping an explicit transaction's messages together. That is
 * not enough: a query with parameters is a sequence of messages (Parse, Bind, Describe, Execute,
 * Sync) on the one unnamed statement, and another client's Parse in the middle replaces the
 * statement the first is about to bind ("bind message supplies 2 parameters, but prepared
 * statement "" requires 0"). With `npm run admin` beside a busy server, queries of both failed.
 *
 * This queue gives the session to one client at a time, from its first message until the session
 * is idle again: after a Sync or a simple Query (or the startup message) outside a transaction.
 * Other clients' messages wait meanwhile, in order. A client that goes away while it holds the
 * session has its transaction rolled back and its unfinished sequence ended with a Sync.
 * It also keeps serving after a message fails, where the library's own queue stops for good.
 */
export class SessionQueue {
  private queue: Entry[] = [];
  private processing = false;
  /** The client the session belongs to, mid-sequence or in a transaction; null when idle. */
  private owner: number | null = null;
  /** When the session last answered a message (performance.now()); null before the first. */
  private answeredAt: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  /** Whether the session answered a message (or refused it) within the last `withinMs` ms. */
  answeredWithin(withinMs: number): boolean {
    return this.answeredAt !== null && performance.now() - this.answeredAt <= withinMs;
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((entry) => {
      if (entry.handlerId !== handlerId) return true;
      entry.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** Called as a client goes away: the session must not stay held by it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRaw(SYNC);
      if (this.db.isInTransaction()) await this.db.exec('rollback');
    });
    this.owner = null;
    await this.process();
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index =
          this.owner === null ? 0 : this.queue.findIndex((e) => e.handlerId === this.owner);
        // Empty, or the session's owner has not sent its next message yet: the others wait.
        if (index === -1 || this.queue.length === 0) return;
        const [entry] = this.queue.splice(index, 1) as [Entry];
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(entry.message, {
              onRawData: (data) => {
                bytes += data.length;
                entry.onData(data);
              },
            }),
          );
        } catch (err) {
          this.answeredAt = performance.now();
          this.owner = null;
          entry.reject(err);
          continue;
        }
        this.answeredAt = performance.now();
        this.owner = endsTurn(entry.message) && !this.db.isInTransaction() ? null : entry.handlerId;
        entry.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}

interface Entry {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

/** Sync: ends an extended-query sequence (and its implicit transaction). */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Messages after which the session answers ReadyForQuery: Sync ('S'), a simple Query ('Q'), and
 * the startup message (no type byte: it begins with its length, whose first byte is 0). Terminate
 * ('X') ends the client.
 */
function endsTurn(message: Uint8Array): boolean {
  const type = message[0];
  return type === 0x53 || type === 0x51 || type === 0x58 || type === 0;
}

/**
 * Puts the queue into a socket server before it starts: the server hands its `queryQueue` to each
 * connection as it arrives. Checked, so a version of the library without that field fails at
 * start rather than sharing the session unsafely.
 */
export function serialiseSessions(server: PGLiteSocketServer, db: PGlite): SessionQueue {
  const internals = server as unknown as { queryQueue?: unknown };
  if (!internals.queryQueue) {
    throw new Error('pglite-socket has no queryQueue to replace; check SessionQueue still fits.');
  }
  const queue = new SessionQueue(db);
  internals.queryQueue = queue;
  return queue;
}
