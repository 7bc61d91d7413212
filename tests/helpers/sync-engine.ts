/**
 * A browser sync engine on fake-indexeddb against a FakeSyncServer, for unit tests: a network
 * monitor the test switches, short retries, and the local databases deleted after each test.
 */
import { afterEach } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../web/src/sync/engine.ts';
import type { NetworkMonitor } from '../../web/src/sync/network.ts';
import { type FakeSyncServer, type FakeTransport, fakeTransport } from './sync-fake-server.ts';

export function fakeNetwork(): NetworkMonitor & { set(online: boolean): void } {
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

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.destroyLocal();
});

export interface EngineSetup {
  transport?: FakeTransport;
  /** Rows per pull request. */
  pullLimit?: number;
  /** Another engine of this admin (same local database), e.g. a reload. */
  user?: { id: string; email: string; role: 'admin' };
}

/** An engine for a new admin (or `user`), started at once; destroyed after the test. */
export function startEngine(server: FakeSyncServer, setup: EngineSetup = {}) {
  const transport = setup.transport ?? fakeTransport(server);
  const user = setup.user ?? {
    id: crypto.randomUUID(),
    email: 'me@lumen.example',
    role: 'admin' as const,
  };
  const engine = createSyncEngine({
    user,
    transport,
    network: fakeNetwork(),
    timing: { retryMinMs: 20, retryMaxMs: 80, pollMs: 60_000, recheckMs: 30 },
    ...(setup.pullLimit === undefined ? {} : { pullLimit: setup.pullLimit }),
  });
  engines.push(engine);
  return { engine, transport, user };
}
