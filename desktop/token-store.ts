/**
 * Where the refresh token lives between runs: encrypted with Electron's safeStorage (the
 * system keychain) in a file of the app's data folder. On Linux without a keyring safeStorage
 * falls back to `basic_text`, a fixed key that protects nothing: then the token is never
 * written, the app asks to sign in on each start, and says why.
 */

/** The part of Electron's safeStorage this module uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux only in Electron. */
  getSelectedStorageBackend?(): string;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** One file's contents. */
export interface BlobFile {
  read(): Buffer | null;
  write(data: Buffer): void;
  remove(): void;
}

export const tokenStoreMessages = {
  basicText:
    'This computer has no keyring (such as GNOME Keyring or KWallet) to protect your sign-in, so it is not remembered: you will be asked to sign in each time the app starts.',
  unavailable:
    'This computer cannot encrypt your sign-in, so it is not remembered: you will be asked to sign in each time the app starts.',
} as const;

export interface TokenStore {
  /** Why tokens are not kept on disk, or null when they are. */
  notice(): string | null;
  save(refreshToken: string): void;
  load(): string | null;
  clear(): void;
}

export function createTokenStore(safe: SafeStorageLike, file: BlobFile): TokenStore {
  const notice = (): string | null => {
    if (safe.getSelectedStorageBackend?.() === 'basic_text') return tokenStoreMessages.basicText;
    return safe.isEncryptionAvailable() ? null : tokenStoreMessages.unavailable;
  };
  return {
    notice,
    save(refreshToken) {
      if (notice() !== null) {
        // A token kept earlier under a working keyring must not outlive this sign-in.
        file.remove();
        return;
      }
      file.write(safe.encryptString(refreshToken));
    },
    load() {
      if (notice() !== null) return null;
      const data = file.read();
      if (!data) return null;
      try {
        return safe.decryptString(data) || null;
      } catch {
        // Another user's or another machine's keychain: the token is of no use here.
        file.remove();
        return null;
      }
    },
    clear() {
      file.remove();
    },
  };
}
