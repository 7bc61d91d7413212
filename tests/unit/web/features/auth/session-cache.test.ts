import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS } from '../../../../../server/auth/sessions.ts';
import {
  forgetSession,
  liveCachedSession,
  readCachedSession,
  rememberConfirmed,
  rememberSignIn,
  SESSION_LIFETIME_MS,
} from '../../../../../web/src/features/auth/session-cache.ts';

/** The part of Storage the cache uses, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const admin = { id: 'u1', email: 'ops.admin@lumen-legal.example', role: 'admin' as const };
const signIn = new Date('2026-11-22T08:00:00Z');
const hours = (h: number) => new Date(signIn.getTime() + h * 3_600_000);

describe('cached session', () => {
  it('lives exactly as long as the server lets a session live', () => {
    expect(SESSION_LIFETIME_MS).toBe(SESSION_ABSOLUTE_MS);
  });

  it('is live until 12 hours after sign-in, then not', () => {
    const store = memoryStorage();
    rememberSignIn(admin, signIn, store);
    expect(liveCachedSession(hours(11.9), store)?.user).toEqual(admin);
    expect(liveCachedSession(hours(12), store)).toBeNull();
  });

  it('a later confirmation keeps the sign-in time, not the confirmation time', () => {
    const store = memoryStorage();
    rememberSignIn(admin, signIn, store);
    rememberConfirmed({ ...admin, email: 'renamed@lumen-legal.example' }, hours(6), store);
    const cached = readCachedSession(store);
    expect(cached?.expiresAt).toBe(hours(12).toISOString());
    expect(cached?.user.email).toBe('renamed@lumen-legal.example');
  });

  it("another user's confirmed session replaces it, ending at most 12 hours on", () => {
    const store = memoryStorage();
    rememberSignIn(admin, signIn, store);
    rememberConfirmed({ ...admin, id: 'u2' }, hours(2), store);
    expect(readCachedSession(store)).toEqual({
      user: { ...admin, id: 'u2' },
      expiresAt: hours(14).toISOString(),
    });
  });

  it('is gone after forgetSession, and ignores anything malformed', () => {
    const store = memoryStorage();
    rememberSignIn(admin, signIn, store);
    forgetSession(store);
    expect(readCachedSession(store)).toBeNull();
    store.setItem('lumen-admin-session', '{"user":{"id":1}}');
    expect(readCachedSession(store)).toBeNull();
    store.setItem('lumen-admin-session', 'not json');
    expect(readCachedSession(store)).toBeNull();
  });
});
