import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';

describe('the embedded database socket', () => {
  it('lives in a directory only the server user can enter, removed on close', async () => {
    const db = await openDatabase({ dataDir: 'memory' });
    const socket = db.socketPath ?? '';
    const dir = path.dirname(socket);
    try {
      expect(socket).toMatch(/\.sock$/);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      expect((await stat(socket)).isSocket()).toBe(true);
    } finally {
      await db.close();
    }
    await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  });
});
