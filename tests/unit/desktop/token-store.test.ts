import { describe, expect, it } from 'vitest';
import {
  type BlobFile,
  createTokenStore,
  type SafeStorageLike,
  tokenStoreMessages,
} from '../../../desktop/token-store.ts';

/** safeStorage as a keychain would: a reversible transformation the test can recognise. */
function fakeSafeStorage(backend: string | undefined, available = true): SafeStorageLike {
  const storage: SafeStorageLike = {
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.from(`enc:${Buffer.from(plain).toString('base64')}`),
    decryptString: (data) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('Not ours.');
      return Buffer.from(text.slice(4), 'base64').toString();
    },
  };
  if (backend !== undefined) storage.getSelectedStorageBackend = () => backend;
  return storage;
}

function memoryFile(initial: Buffer | null = null): BlobFile & { data: Buffer | null } {
  const file = {
    data: initial,
    read: () => file.data,
    write: (data: Buffer) => {
      file.data = data;
    },
    remove: () => {
      file.data = null;
    },
  };
  return file;
}

describe('token store', () => {
  it('stores the refresh token encrypted and reads it back', () => {
    const file = memoryFile();
    const store = createTokenStore(fakeSafeStorage('gnome_libsecret'), file);
    expect(store.notice()).toBeNull();
    store.save('refresh-123');
    expect(file.data?.toString()).not.toContain('refresh-123');
    expect(file.data?.toString()).toMatch(/^enc:/);
    expect(store.load()).toBe('refresh-123');
    store.clear();
    expect(file.data).toBeNull();
    expect(store.load()).toBeNull();
  });

  it('works where the platform has no backend choice (macOS, Windows)', () => {
    const store = createTokenStore(fakeSafeStorage(undefined), memoryFile());
    store.save('refresh-mac');
    expect(store.load()).toBe('refresh-mac');
  });

  it("refuses Linux's basic_text backend: nothing is written, and it says why", () => {
    const file = memoryFile(Buffer.from('enc:b2xk'));
    const store = createTokenStore(fakeSafeStorage('basic_text'), file);
    expect(store.notice()).toBe(tokenStoreMessages.basicText);
    store.save('refresh-456');
    // An older token from a working keyring is removed rather than left behind.
    expect(file.data).toBeNull();
    expect(store.load()).toBeNull();
  });

  it('refuses when encryption is unavailable', () => {
    const file = memoryFile();
    const store = createTokenStore(fakeSafeStorage('kwallet5', false), file);
    expect(store.notice()).toBe(tokenStoreMessages.unavailable);
    store.save('refresh-789');
    expect(file.data).toBeNull();
    expect(store.load()).toBeNull();
  });

  it('drops a file it cannot decrypt (another keychain)', () => {
    const file = memoryFile(Buffer.from('garbage'));
    const store = createTokenStore(fakeSafeStorage('gnome_libsecret'), file);
    expect(store.load()).toBeNull();
    expect(file.data).toBeNull();
  });
});
