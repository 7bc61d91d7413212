import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_SCHEMA_VERSION } from '../../../../shared/sync/tables.ts';
import { ApiError } from '../../../../web/src/lib/api.ts';
import { syncDbName } from '../../../../web/src/sync/db.ts';
import { createSyncEngine, type SyncEngine } from '../../../../web/src/sync/engine.ts';
import type { NetworkMonitor } from '../../../../web/src/sync/network.ts';
import { SYNC_MESSAGES } from '../../../../web/src/sync/notices.ts';
import { connectionOf } from '../../../../web/src/sync/status.ts';
import {
  contact,
  FakeSyncServer,
  type FakeTransport,
  fakeTransport,
} from '../../../helpers/sync-fake-server.ts';

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.destroyLocal();
});

function fakeNetwork(): NetworkMonitor & { set(online: boolean): void } {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      for (const listener of listeners) listener(value);
    },
  };
}

function start(
  server: FakeSyncServer,
  transport: FakeTransport = fakeTransport(server),
  timing: { pollMs?: number; recheckMs?: number; retryMinMs?: number; retryMaxMs?: number } = {},
) {
  const network = fakeNetwork();
  const user = { id: crypto.randomUUID(), email: 'me@lumen.example', role: 'admin' as const };
  const engine = createSyncEngine({
    user,
    transport,
    network,
    timing: { retryMinMs: 20, retryMaxMs: 80, pollMs: 60_000, recheckMs: 30, ...timing },
  });
  engines.push(engine);
  return { engine, transport, network, user };
}

const rowOf = (engine: SyncEngine, id: string) => engine.db.rows('contact_submissions').get(id);
const waitFor = <T>(check: () => Promise<T> | T) =>
  vi.waitFor(check, { timeout: 2000, interval: 10 });

describe('the sync engine', () => {
  it('pulls on start, then follows the events stream', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const { engine } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    expect(await rowOf(engine, row.id)).toEqual(server.get(row.id).row);
    expect(engine.status.get()).toMatchObject({ online: true, phase: 'idle', error: null });
    expect(engine.status.get().lastSyncedAt).toEqual(expect.any(String));
    await waitFor(() => expect(server.listeners.size).toBe(1));
    server.update(row.id, { status: 'closed' });
    await waitFor(async () => expect((await rowOf(engine, row.id))?.status).toBe('closed'));
  });

  it('pushes a change at once, and counts what waits', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const { engine } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    await engine.mutate('contact.setStatus', { id: row.id, status: 'resolved' });
    await waitFor(() => expect(server.get(row.id).row.status).toBe('resolved'));
    await waitFor(async () => expect(await engine.pendingCount()).toBe(0));
  });

  it('mutateMany: validates every row first, changes them in one go, one queued change each', async () => {
    const server = new FakeSyncServer();
    const first = server.insert('contact_submissions', contact());
    const second = server.insert('contact_submissions', contact());
    const rows = [first, second];
    const { engine, transport } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    transport.offline = true;
    // One bad argument: nothing changes at all.
    await expect(
      engine.mutateMany('contact.setStatus', [
        { id: first.id, status: 'resolved' },
        { id: second.id, status: 'gone' as 'resolved' },
      ]),
    ).rejects.toThrow('Choose a valid status.');
    expect(await engine.pendingCount()).toBe(0);
    expect((await rowOf(engine, first.id))?.status).toBe('new');

    // A row no longer here is skipped; the others change and queue one mutation each.
    const changed = await engine.mutateMany('contact.setStatus', [
      ...rows.map((r) => ({ id: r.id, status: 'resolved' as const })),
      { id: crypto.randomUUID(), status: 'resolved' },
    ]);
    expect(changed).toBe(2);
    expect(await engine.pendingCount()).toBe(2);
    for (const r of rows) expect((await rowOf(engine, r.id))?.status).toBe('resolved');
    transport.offline = false;
    await engine.syncNow();
    for (const r of rows) expect(server.get(r.id).row.status).toBe('resolved');
  });

  it('offline: keeps changes queued and sends them when the device is back online', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const { engine, transport, network } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    transport.offline = true;
    network.set(false);
    expect(engine.status.get().online).toBe(false);
    await engine.mutate('contact.setPriority', { id: row.id, priority: 'urgent' });
    await engine.mutate('contact.markResponded', { id: row.id });
    await waitFor(() => expect(engine.status.get().pending).toBe(2));
    expect(await rowOf(engine, row.id)).toMatchObject({ priority: 'urgent', response_sent: true });
    expect(await engine.flushBeforeSignOut()).toEqual({ pending: 2 });
    transport.offline = false;
    network.set(true);
    await waitFor(() => expect(engine.status.get().pending).toBe(0));
    expect(server.get(row.id).row).toMatchObject({ priority: 'urgent', response_sent: true });
    expect(engine.status.get().online).toBe(true);
  });

  it('tells a server it cannot reach from a device without a network', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const { engine, transport, network } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    // The device is online; the server (or the proxy before it) does not answer.
    transport.offline = true;
    await engine.mutate('contact.setStatus', { id: row.id, status: 'closed' });
    await waitFor(() => expect(engine.status.get().online).toBe(false));
    expect(connectionOf(engine.status.get())).toBe('unreachable');
    // The device loses its network too.
    network.set(false);
    expect(connectionOf(engine.status.get())).toBe('offline');
    transport.offline = false;
    network.set(true);
    await waitFor(() => expect(engine.status.get().pending).toBe(0));
    expect(server.get(row.id).row.status).toBe('closed');
    expect(connectionOf(engine.status.get())).toBe('online');
  });

  it('retries with backoff after a network failure, without an online event', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const { engine, transport } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    transport.offline = true;
    await engine.mutate('contact.setStatus', { id: row.id, status: 'closed' });
    await waitFor(() => expect(engine.status.get().online).toBe(false));
    transport.offline = false;
    await waitFor(() => expect(server.get(row.id).row.status).toBe('closed'));
    await waitFor(() => expect(engine.status.get()).toMatchObject({ online: true, pending: 0 }));
  });

  it('keeps showing a push the server refuses, though pulls go through, until it is sent', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const { engine, transport } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    const push = transport.push.bind(transport);
    let refusing = true;
    transport.push = async (request, signal) => {
      if (refusing) throw new ApiError(500, 'internal_error', 'Something went wrong on our side.');
      return push(request, signal);
    };
    await engine.mutate('contact.setStatus', { id: row.id, status: 'closed' });
    await engine.syncNow();
    // The pull after the refused push went through; the push's failure is still what is shown.
    expect(engine.status.get()).toMatchObject({
      online: true,
      phase: 'error',
      error: 'Something went wrong on our side.',
      pending: 1,
    });
    refusing = false;
    await waitFor(() => expect(server.get(row.id).row.status).toBe('closed'));
    await waitFor(() =>
      expect(engine.status.get()).toMatchObject({ phase: 'idle', error: null, pending: 0 }),
    );
  });

  it('sends one push at a time', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const transport = fakeTransport(server);
    let inFlight = 0;
    let most = 0;
    const original = transport.push;
    transport.push = async (request, signal) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return await original(request, signal);
      } finally {
        inFlight -= 1;
      }
    };
    const { engine } = start(server, transport);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    for (const status of ['in_progress', 'resolved', 'closed'] as const) {
      await engine.mutate('contact.setStatus', { id: row.id, status });
    }
    await waitFor(async () => expect(await engine.pendingCount()).toBe(0));
    expect(most).toBe(1);
    expect(server.get(row.id).row.status).toBe('closed');
  });

  it('polls while the events stream is down', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const transport = fakeTransport(server);
    transport.eventsDown = true;
    const { engine } = start(server, transport, { pollMs: 40 });
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    server.update(row.id, { status: 'resolved' });
    await waitFor(async () => expect((await rowOf(engine, row.id))?.status).toBe('resolved'));
  });

  it('reconnects the events stream as soon as the device is back online', async () => {
    const server = new FakeSyncServer();
    const row = server.insert('contact_submissions', contact());
    const transport = fakeTransport(server);
    transport.eventsDown = true;
    // A minute of backoff and no polling: only a prompt reconnect can bring the change in.
    const { engine, network } = start(server, transport, {
      pollMs: 600_000,
      retryMinMs: 60_000,
      retryMaxMs: 60_000,
    });
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    network.set(false);
    transport.eventsDown = false;
    network.set(true);
    await waitFor(() => expect(server.listeners.size).toBe(1));
    server.update(row.id, { status: 'closed' });
    await waitFor(async () => expect((await rowOf(engine, row.id))?.status).toBe('closed'));
  });

  it('pulls once more shortly after, when an announced version was not there yet', async () => {
    const server = new FakeSyncServer();
    server.insert('contact_submissions', contact());
    const { engine, transport } = start(server);
    await waitFor(() => expect(server.listeners.size).toBe(1));
    const before = transport.calls.pull.length;
    // A version taken by a transaction that has not committed (or never will).
    server.version += 1;
    server.announce();
    await waitFor(() => expect(transport.calls.pull.length).toBe(before + 2));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(transport.calls.pull.length).toBe(before + 2);
    expect(engine.status.get().phase).toBe('idle');
  });

  it('shows an error when the server speaks another schema version', async () => {
    const server = new FakeSyncServer();
    server.schemaVersion = SYNC_SCHEMA_VERSION + 1;
    const { engine } = start(server);
    await waitFor(() =>
      expect(engine.status.get()).toMatchObject({
        phase: 'error',
        error: SYNC_MESSAGES.schemaMismatch,
        ready: false,
      }),
    );
  });

  it('is ready at once when an earlier session left data here', async () => {
    const server = new FakeSyncServer();
    server.insert('contact_submissions', contact());
    const transport = fakeTransport(server);
    const first = start(server, transport);
    await waitFor(() => expect(first.engine.status.get().ready).toBe(true));
    first.engine.stop();
    transport.offline = true;
    const again = createSyncEngine({ user: first.user, transport, network: fakeNetwork() });
    engines.push(again);
    // Ready from the local copy although the server cannot be reached (the failed pull marks
    // the engine offline a moment later, so both are awaited together).
    await waitFor(() => {
      expect(again.status.get().online).toBe(false);
      expect(again.status.get().ready).toBe(true);
    });
  });

  it('deletes the local database on destroyLocal', async () => {
    const server = new FakeSyncServer();
    server.insert('contact_submissions', contact());
    const { engine, user } = start(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    expect(await Dexie.exists(syncDbName(user.id))).toBe(true);
    await engine.destroyLocal();
    expect(await Dexie.exists(syncDbName(user.id))).toBe(false);
  });
});
