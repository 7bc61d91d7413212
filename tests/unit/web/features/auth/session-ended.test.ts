import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, withSession } from '../../../../../web/src/features/auth/session.ts';
import {
  readCachedSession,
  rememberSignIn,
} from '../../../../../web/src/features/auth/session-cache.ts';
import {
  onSessionEnded,
  sessionEndedNotice,
} from '../../../../../web/src/features/auth/session-ended.ts';
import { apiFetch } from '../../../../../web/src/lib/api.ts';
import { createSyncDb, syncDbName } from '../../../../../web/src/sync/db.ts';

const USER = { id: 'u1', email: 'ops@example.ee', role: 'admin' as const };

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

/** The server: every API call needs a refresh, which is refused with `code`. */
function serverRefusing(code: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      Response.json(
        { error: { code: path === '/api/auth/refresh' ? code : 'unauthorized', message: 'No.' } },
        { status: 401 },
      ),
    ),
  );
}

/** This user's local copies, an administrator's and an editor's (after a change of role). */
async function localCopies(): Promise<string[]> {
  for (const role of ['admin', 'editor'] as const) {
    const db = createSyncDb(syncDbName(USER.id, role), role);
    await db.open();
    db.close();
  }
  return Dexie.getDatabaseNames();
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  rememberSignIn(USER, new Date());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

describe('a session ended on the server', () => {
  it('a refused refresh saying so forgets the session and deletes every local copy of the user', async () => {
    expect(await localCopies()).toHaveLength(2);
    const heard = vi.fn();
    const off = onSessionEnded(heard);
    serverRefusing('session_ended');
    try {
      await expect(withSession(() => apiFetch('/api/sync/pull'))).rejects.toMatchObject({
        status: 401,
        code: 'session_ended',
      });
      await vi.waitFor(async () => expect(await Dexie.getDatabaseNames()).toEqual([]));
      expect(readCachedSession()).toBeNull();
      expect(heard).toHaveBeenCalledTimes(1);
      // The sign-in page says why.
      expect(sessionEndedNotice()).toBe(true);
    } finally {
      off();
    }
  });

  it('a session check saying so at first contact does the same', async () => {
    await localCopies();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'session_ended', message: 'Ended.' } }, { status: 401 }),
      ),
    );
    expect(await getSession()).toBeNull();
    expect(await Dexie.getDatabaseNames()).toEqual([]);
    expect(readCachedSession()).toBeNull();
  });

  it('a session that only lapsed keeps the copy for the next sign-in', async () => {
    await localCopies();
    serverRefusing('session_expired');
    await expect(withSession(() => apiFetch('/api/sync/pull'))).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(await Dexie.getDatabaseNames()).toHaveLength(2);
    expect(readCachedSession()?.user).toEqual(USER);
    expect(sessionEndedNotice()).toBe(false);
  });
});
