import { describe, expect, it, vi } from 'vitest';
import type { ConsentRecord } from '../../../../../shared/consent.ts';
import {
  CONSENT_STORAGE_KEY,
  type ConsentStoreDeps,
  createConsentStore,
} from '../../../../../web/src/features/consent/store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

function setup(overrides: Partial<ConsentStoreDeps> = {}) {
  const storage = memoryStorage();
  const send = vi.fn(async (_record: ConsentRecord) => {});
  let n = 0;
  const deps: ConsentStoreDeps = {
    storage,
    version: 2,
    asks: true,
    now: () => new Date('2026-11-20T10:00:00Z'),
    newId: () => `00000000-0000-4000-8000-00000000000${++n}`,
    send,
    ...overrides,
  };
  return { store: createConsentStore(deps), storage, send, deps };
}

describe('consent store', () => {
  it('opens the banner for a visitor who has not decided, and is not ready', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({ choice: null, panel: 'banner' });
    expect(store.isReady()).toBe(false);
  });

  it('never opens by itself when nothing optional is in use', () => {
    const { store } = setup({ asks: false });
    expect(store.getSnapshot().panel).toBe('closed');
    store.openSettings();
    expect(store.getSnapshot().panel).toBe('settings');
    store.close();
    expect(store.getSnapshot().panel).toBe('closed');
  });

  it('keeps a decision with its version and time and sends it as an anonymous record', async () => {
    const { store, storage, send } = setup();
    store.decide({ statistics: true, marketing: false });
    expect(store.getSnapshot()).toEqual({
      choice: { statistics: true, marketing: false },
      panel: 'closed',
    });
    expect(store.isReady()).toBe(true);
    expect(store.statisticsGranted()).toBe(true);
    const record = {
      id: '00000000-0000-4000-8000-000000000001',
      categories: { necessary: true, statistics: true, marketing: false },
      version: 2,
      decided_at: '2026-11-20T10:00:00.000Z',
    };
    expect(send).toHaveBeenCalledWith(record);
    await vi.waitFor(() =>
      expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '{}')).toEqual({
        record,
        sent: true,
      }),
    );
  });

  it('remembers the choice on the next page', () => {
    const { store, storage, deps } = setup();
    store.decide({ statistics: false, marketing: false });
    const next = createConsentStore({ ...deps, storage });
    expect(next.getSnapshot()).toEqual({
      choice: { statistics: false, marketing: false },
      panel: 'closed',
    });
    expect(next.statisticsGranted()).toBe(false);
  });

  it('asks again when the consent version changes', () => {
    const { store, storage, deps } = setup();
    store.decide({ statistics: true, marketing: true });
    const next = createConsentStore({ ...deps, storage, version: 3 });
    expect(next.getSnapshot()).toEqual({ choice: null, panel: 'banner' });
    expect(next.isReady()).toBe(false);
  });

  it('a changed mind is a new record with a new id, and listeners hear it', () => {
    const { store, send } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.decide({ statistics: true, marketing: false });
    store.openSettings();
    store.decide({ statistics: false, marketing: false });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([r]) => r.id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(store.statisticsGranted()).toBe(false);
  });

  it('keeps a record that did not arrive and sends it again later', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const { store, storage, deps } = setup({ send: failing });
    store.decide({ statistics: true, marketing: false });
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '{}').sent).toBe(false);
    const send = vi.fn(async () => {});
    const next = createConsentStore({ ...deps, storage, send });
    await next.resend();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '{}').sent).toBe(true);
    await next.resend();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('closing the settings of an undecided visitor goes back to the banner', () => {
    const { store } = setup();
    store.openSettings();
    store.close();
    expect(store.getSnapshot().panel).toBe('banner');
  });

  it('treats unreadable storage as undecided', () => {
    const { store } = setup({
      storage: { getItem: () => '{not json', setItem: () => {} },
    });
    expect(store.getSnapshot().choice).toBeNull();
  });
});
