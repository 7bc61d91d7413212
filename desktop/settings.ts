/** The remembered server address, in a small JSON file of the app's data folder. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateServerAddress } from './server-address.ts';
import type { BlobFile } from './token-store.ts';

/** A file in the app's data folder, written so only this user can read it. */
export function blobFile(file: string): BlobFile {
  return {
    read() {
      try {
        return readFileSync(file);
      } catch {
        return null;
      }
    },
    write(data) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data, { mode: 0o600 });
    },
    remove() {
      rmSync(file, { force: true });
    },
  };
}

export interface Settings {
  server(): string | null;
  setServer(origin: string): void;
}

export function createSettings(file: BlobFile): Settings {
  let server: string | null = null;
  try {
    const saved = JSON.parse(file.read()?.toString('utf8') ?? '{}') as { server?: unknown };
    // Checked again: a hand-edited file must not lower the https rule.
    const valid = typeof saved.server === 'string' ? validateServerAddress(saved.server) : null;
    server = valid?.ok ? valid.origin : null;
  } catch {
    server = null;
  }
  return {
    server: () => server,
    setServer(origin) {
      server = origin;
      file.write(Buffer.from(JSON.stringify({ server: origin })));
    },
  };
}
