import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectToEmbedded, openDatabase } from '../../server/db/client.ts';

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

  // `npm run admin` while the server runs: a second client on the socket. Each query with
  // parameters is a sequence of protocol messages (Parse, Bind, Execute, Sync) on the unnamed
  // statement; another client's messages between them would run the wrong statement or fail.
  it('keeps each client’s statements whole while another client queries at the same time', async () => {
    const server = await openDatabase({ dataDir: 'memory' });
    const cli = await connectToEmbedded(server.socketPath ?? '');
    try {
      const ask = (db: typeof server, who: string, i: number) =>
        db.sql<{ who: string; n: number }[]>`select ${who}::text as who, ${i}::int as n`.then(
          ([row]) =>
            row?.who === who && row.n === i ? 'ok' : `wrong answer ${JSON.stringify(row)}`,
          (err: Error) => `failed: ${err.message}`,
        );
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) => [
          ask(server, 'server', i),
          ask(cli, 'cli', i),
        ]).flat(),
      );
      expect(answers.filter((a) => a !== 'ok')).toEqual([]);
      // A transaction on one client and single statements on the other interleave safely too.
      const moved = await Promise.all([
        server.sql.begin(async (tx) => {
          await tx`create table moved (n int)`;
          for (let i = 0; i < 20; i++) await tx`insert into moved values (${i})`;
          return (await tx<{ c: number }[]>`select count(*)::int as c from moved`)[0]?.c;
        }),
        ...Array.from({ length: 20 }, (_, i) => ask(cli, 'cli', i)),
      ]);
      expect(moved).toEqual([20, ...Array.from({ length: 20 }, () => 'ok')]);
    } finally {
      await cli.close();
      await server.close();
    }
  });
});
