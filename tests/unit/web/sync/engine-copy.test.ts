import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { SyncEngine } from '../../../../web/src/sync/engine.ts';
import type { CopyProgress } from '../../../../web/src/sync/status.ts';
import { startEngine } from '../../../helpers/sync-engine.ts';
import { contact, FakeSyncServer, fakeTransport } from '../../../helpers/sync-fake-server.ts';

const waitFor = <T>(check: () => Promise<T> | T) =>
  vi.waitFor(check, { timeout: 2000, interval: 10 });

/** Each new value of the engine's `copying`, with `ready` as it was then. */
function watchCopy(engine: SyncEngine): { copying: CopyProgress | null; ready: boolean }[] {
  const seen: { copying: CopyProgress | null; ready: boolean }[] = [];
  let last = JSON.stringify(engine.status.get().copying);
  engine.status.subscribe(() => {
    const { copying, ready } = engine.status.get();
    if (JSON.stringify(copying) !== last) seen.push({ copying, ready });
    last = JSON.stringify(copying);
  });
  return seen;
}

function serverWith(rows: number): FakeSyncServer {
  const server = new FakeSyncServer();
  for (let i = 0; i < rows; i++) server.insert('contact_submissions', contact());
  return server;
}

describe('the first pull, a copy from zero', () => {
  it('reports rows copied and the total once per page written, not ready until the end', async () => {
    const server = serverWith(10);
    const { engine } = startEngine(server, { pullLimit: 3 });
    const seen = watchCopy(engine);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    expect(seen).toEqual([
      { copying: { copied: 0, total: null }, ready: false },
      { copying: { copied: 3, total: 10 }, ready: false },
      { copying: { copied: 6, total: 10 }, ready: false },
      { copying: { copied: 9, total: 10 }, ready: false },
      { copying: null, ready: false },
    ]);
    expect(engine.status.get().copying).toBeNull();
    expect(await engine.db.rows('contact_submissions').count()).toBe(10);
  });

  it('counts without a total from a server that does not tell it', async () => {
    const server = serverWith(5);
    server.countsFirstPull = false;
    const { engine } = startEngine(server, { pullLimit: 2 });
    const seen = watchCopy(engine);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    expect(seen.map((s) => s.copying)).toEqual([
      { copied: 0, total: null },
      { copied: 2, total: null },
      { copied: 4, total: null },
      null,
    ]);
  });

  it('never reports more in all than copied (rows changed meanwhile come again)', async () => {
    const server = serverWith(4);
    const transport = fakeTransport(server);
    const original = transport.pull;
    transport.pull = async (since, limit, signal) => {
      // Someone edits the two rows already copied while the copy runs.
      if (since === '2')
        for (const id of [...server.rows.keys()].slice(0, 2)) server.update(id, {});
      return original(since, limit, signal);
    };
    const { engine } = startEngine(server, { transport, pullLimit: 1 });
    const seen = watchCopy(engine);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    expect(seen.map((s) => s.copying)).toEqual([
      { copied: 0, total: null },
      { copied: 1, total: 4 },
      { copied: 2, total: 4 },
      { copied: 3, total: 4 },
      { copied: 4, total: 4 },
      { copied: 5, total: 5 },
      null,
    ]);
    expect(await engine.db.rows('contact_submissions').count()).toBe(4);
  });

  it('a copy cut short (the tab closed) is still a copy when the admin comes back', async () => {
    const server = serverWith(10);
    const transport = fakeTransport(server);
    const original = transport.pull;
    // The third page never comes: the tab is closed while it is awaited (which aborts it).
    transport.pull = (since, limit, signal) =>
      since === '6'
        ? new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
          )
        : original(since, limit, signal);
    const first = startEngine(server, { transport, pullLimit: 3 });
    await waitFor(() =>
      expect(first.engine.status.get().copying).toEqual({ copied: 6, total: 10 }),
    );
    first.engine.stop();

    const again = startEngine(server, { user: first.user, pullLimit: 3 });
    const seen = watchCopy(again.engine);
    await waitFor(() => expect(again.engine.status.get().ready).toBe(true));
    // Not ready from the half copy; the progress goes on from where it stopped.
    expect(seen).toEqual([
      { copying: { copied: 6, total: 10 }, ready: false },
      { copying: { copied: 9, total: 10 }, ready: false },
      { copying: null, ready: false },
    ]);
    expect(again.transport.calls.pull).toEqual(['6', '9']);
    expect(await again.engine.db.rows('contact_submissions').count()).toBe(10);
  });

  it('is not a copy when pulling on from a complete local copy', async () => {
    const server = serverWith(3);
    const { engine, user } = startEngine(server);
    await waitFor(() => expect(engine.status.get().ready).toBe(true));
    engine.stop();
    server.insert('contact_submissions', contact());
    const again = startEngine(server, { user });
    const seen = watchCopy(again.engine);
    await waitFor(async () =>
      expect(await again.engine.db.rows('contact_submissions').count()).toBe(4),
    );
    expect(again.engine.status.get()).toMatchObject({ ready: true, copying: null });
    expect(seen.every((s) => s.copying === null)).toBe(true);
  });
});
