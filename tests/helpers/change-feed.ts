import type { TestContext } from './app.ts';

/**
 * Runs a write made straight into the database, as another process would, and returns once the
 * app's change feed has announced its version: the page cache empties on that notice, and a read
 * before it could still be answered from the cache (the feed polls the embedded database).
 * `write` returns the version of the row it wrote.
 */
export async function writtenAndAnnounced(
  ctx: Pick<TestContext, 'changes'>,
  write: () => Promise<string>,
): Promise<void> {
  let written: bigint | null = null;
  let announced = 0n;
  let heard = () => {};
  const done = new Promise<void>((resolve) => {
    heard = resolve;
  });
  // Subscribed before the write, so a notice that comes at once is not missed.
  const off = ctx.changes.subscribe((version) => {
    announced = BigInt(version);
    if (written !== null && announced >= written) heard();
  });
  try {
    written = BigInt(await write());
    if (announced >= written) heard();
    await done;
  } finally {
    off();
  }
}
