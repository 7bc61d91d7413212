import { describe, expect, it } from 'vitest';
import { createSettings } from '../../../desktop/settings.ts';
import type { BlobFile } from '../../../desktop/token-store.ts';

function memoryFile(text: string | null): BlobFile & { text: () => string | null } {
  let data: Buffer | null = text === null ? null : Buffer.from(text);
  return {
    read: () => data,
    write: (next) => {
      data = next;
    },
    remove: () => {
      data = null;
    },
    text: () => data?.toString() ?? null,
  };
}

describe('remembered server', () => {
  it('is empty on the first run and remembered once set', () => {
    const file = memoryFile(null);
    const settings = createSettings(file);
    expect(settings.server()).toBeNull();
    settings.setServer('https://admin.example.ee');
    expect(createSettings(file).server()).toBe('https://admin.example.ee');
  });

  it('ignores a hand-edited address that breaks the https rule, and a broken file', () => {
    expect(createSettings(memoryFile('{"server":"http://example.com"}')).server()).toBeNull();
    expect(createSettings(memoryFile('{not json')).server()).toBeNull();
  });
});
