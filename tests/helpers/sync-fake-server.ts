/**
 * An in-memory stand-in for the sync endpoints (shared/sync/protocol.ts), for unit tests of the
 * browser engine: one version sequence, tombstones, remembered push answers, last writer wins
 * per field, and switches for the failures the engine must survive.
 */
import { MUTATIONS } from '../../shared/admin/mutations.ts';
import type {
  ChangedEvent,
  MutationResult,
  PullResponse,
  PushRequest,
  PushResponse,
  SyncRow,
} from '../../shared/sync/protocol.ts';
import { SYNC_SCHEMA_VERSION, type SyncedTableName } from '../../shared/sync/tables.ts';
import { NetworkError } from '../../web/src/lib/api.ts';
import type { SyncTransport } from '../../web/src/sync/transport.ts';

export class FakeSyncServer {
  version = 0;
  readonly rows = new Map<string, { table: SyncedTableName; row: SyncRow }>();
  readonly answers = new Map<string, MutationResult>();
  /** Mutations actually applied (a remembered answer does not count again). */
  appliedCount = 0;
  /** A cursor below this must reset (the tombstones before it were purged). */
  purgedVersion = 0;
  schemaVersion = SYNC_SCHEMA_VERSION;
  /** Refuse mutations whose name is listed, as the server's rules would. */
  readonly refuse = new Set<string>();
  /**
   * Refuse mutations whose name is listed under these field messages, as the server's own
   * checks do (server/services/admin/checks.ts: one reason is the message too).
   */
  readonly checks = new Map<string, Record<string, string>>();
  readonly listeners = new Set<(event: ChangedEvent) => void>();
  /** The clock pull answers report (`serverTime`); none when unset, as an older server. */
  serverTime: string | undefined;
  /** A pull from '0' says how many changes it brings (`total`); false: as an older server. */
  countsFirstPull = true;

  private next(): string {
    this.version += 1;
    return String(this.version);
  }

  insert(table: SyncedTableName, row: Record<string, unknown> & { id: string }): SyncRow {
    const full: SyncRow = { deleted_at: null, ...row, version: this.next() };
    this.rows.set(row.id, { table, row: full });
    this.announce();
    return full;
  }

  /** Someone else's change. */
  update(id: string, patch: Record<string, unknown>): SyncRow {
    const current = this.get(id);
    const row: SyncRow = { ...current.row, ...patch, version: this.next() };
    this.rows.set(id, { table: current.table, row });
    this.announce();
    return row;
  }

  remove(id: string): SyncRow {
    return this.update(id, { deleted_at: '2025-06-01T10:00:00.000Z' });
  }

  /** Deleted and its tombstone purged: the server no longer has the row at all. */
  purge(id: string): void {
    this.rows.delete(id);
  }

  get(id: string): { table: SyncedTableName; row: SyncRow } {
    const found = this.rows.get(id);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  }

  announce(): void {
    for (const listener of this.listeners) listener({ version: String(this.version) });
  }

  pull(since: string, limit: number, horizon?: string): PullResponse {
    const copiedAfterPurge = horizon !== undefined && Number(horizon) >= this.purgedVersion;
    if (since !== '0' && Number(since) < this.purgedVersion && !copiedAfterPurge) {
      return { reset: true, schemaVersion: this.schemaVersion, message: 'Pull again from zero.' };
    }
    const changes = [...this.rows.values()]
      .filter((r) => Number(r.row.version) > Number(since))
      .sort((a, b) => Number(a.row.version) - Number(b.row.version));
    const page = changes.slice(0, limit);
    return {
      reset: false,
      schemaVersion: this.schemaVersion,
      changes: page.map((c) => ({ table: c.table, row: structuredClone(c.row) })),
      cursor: page.at(-1)?.row.version ?? since,
      hasMore: changes.length > limit,
      ...(since === '0' && this.countsFirstPull ? { total: changes.length } : {}),
      ...(since === '0' ? { horizon: String(this.purgedVersion) } : {}),
      ...(this.serverTime ? { serverTime: this.serverTime } : {}),
    };
  }

  push(request: PushRequest): PushResponse {
    const results = request.mutations.map((m) => {
      const known = this.answers.get(m.id);
      if (known) return known;
      const result = this.apply(m.id, m.name, m.args);
      this.answers.set(m.id, result);
      return result;
    });
    return { schemaVersion: this.schemaVersion, results: structuredClone(results) };
  }

  private apply(id: string, name: string, args: unknown): MutationResult {
    const def = MUTATIONS.get(name);
    const parsed = def?.args.safeParse(args);
    if (!def || !parsed?.success || this.refuse.has(name)) {
      return { id, status: 'rejected', code: 'invalid', message: 'Refused.' };
    }
    const fields = this.checks.get(name);
    if (fields) {
      const message = Object.values(fields)[0] ?? 'Refused.';
      return { id, status: 'rejected', code: 'validation_failed', message, fields };
    }
    const current = this.rows.get(parsed.data.id);
    // As the real server: a restore takes a row out of the trash.
    if (def.kind === 'undelete' && current) {
      this.appliedCount += 1;
      const row = this.update(current.row.id, { deleted_at: null });
      return { id, status: 'applied', table: def.table, row };
    }
    if (!current || current.row.deleted_at !== null) {
      if (!current) return { id, status: 'rejected', code: 'not_found', message: 'Not found.' };
      return { id, status: 'conflict', table: def.table, row: current.row, message: 'Deleted.' };
    }
    // As the real server: a change the row's state does not allow is refused.
    const refused = def.guard?.(current.row, parsed.data);
    if (refused) return { id, status: 'rejected', code: 'not_allowed', message: refused };
    this.appliedCount += 1;
    const row =
      def.kind === 'delete'
        ? this.remove(current.row.id)
        : this.update(
            current.row.id,
            def.patch(parsed.data, { now: new Date('2025-06-02T09:00:00Z'), actorEmail: 'x@y.z' }),
          );
    return { id, status: 'applied', table: def.table, row };
  }
}

export interface FakeTransport extends SyncTransport {
  offline: boolean;
  /** The next push reaches the server but its answer is lost on the way back. */
  loseNextPushAnswer: boolean;
  /** The events stream fails at once (to exercise polling). */
  eventsDown: boolean;
  calls: { pull: string[]; push: string[][] };
  /** Every push request as it was sent. */
  pushed: PushRequest[];
}

export function fakeTransport(server: FakeSyncServer): FakeTransport {
  const transport: FakeTransport = {
    offline: false,
    loseNextPushAnswer: false,
    eventsDown: false,
    calls: { pull: [], push: [] },
    pushed: [],
    async pull(since, limit, _signal, horizon) {
      await tick();
      if (transport.offline) throw new NetworkError();
      transport.calls.pull.push(since);
      return server.pull(since, limit, horizon);
    },
    async push(request) {
      await tick();
      if (transport.offline) throw new NetworkError();
      transport.calls.push.push(request.mutations.map((m) => m.id));
      transport.pushed.push(structuredClone(request));
      const answer = server.push(request);
      if (transport.loseNextPushAnswer) {
        transport.loseNextPushAnswer = false;
        throw new NetworkError();
      }
      return answer;
    },
    events(onChanged, signal, onOpen) {
      return new Promise<void>((resolve, reject) => {
        if (transport.offline || transport.eventsDown) return reject(new NetworkError());
        server.listeners.add(onChanged);
        onOpen?.();
        signal.addEventListener('abort', () => {
          server.listeners.delete(onChanged);
          resolve();
        });
      });
    },
  };
  return transport;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let counter = 0;
/** A contact row as the server would send it (before `version`). */
export function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> & {
  id: string;
} {
  counter += 1;
  return {
    id: crypto.randomUUID(),
    name: `Person ${counter}`,
    email: `person${counter}@example.com`,
    company: null,
    subject: null,
    message: 'Hello',
    form_type: 'general',
    priority: 'medium',
    status: 'new',
    assigned_to: null,
    response_sent: false,
    response_date: null,
    user_agent: null,
    referrer: null,
    language: 'en',
    created_at: new Date(Date.UTC(2025, 0, 1, 0, counter)).toISOString(),
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
