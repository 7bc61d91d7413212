/**
 * Health while the database is busy: the embedded database is one session that serves every
 * statement in turn, so during a flood (a hundred sign-ins at once) health's own `select 1`
 * waited behind all of them and answered 503 although the database was answering all along
 * (issue #46). Busy is not down: health takes a statement answered within its two seconds as
 * the sign of life, and asks its own only when none was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Statements enough to keep one session busy for several seconds, each short. */
const FLOOD = 150;

describe('health while the database is busy', () => {
  it('answers 200 at once during a flood of statements, and 200 once it is over', async () => {
    let done = 0;
    const flood = Array.from({ length: FLOOD }, () =>
      ctx.db.sql`select pg_sleep(0.02)`.then(() => {
        done += 1;
      }),
    );
    // Once the flood is under way: the first statements have been answered.
    while (done === 0) await new Promise((resolve) => setImmediate(resolve));
    const during = await ctx.app.request('/api/health');
    const finishedBefore = done;
    expect(during.status).toBe(200);
    expect(await during.json()).toEqual({ status: 'ok' });
    // It did not wait for the flood (the flood was still running when health answered).
    expect(finishedBefore).toBeLessThan(FLOOD);
    await Promise.all(flood);
    expect((await ctx.app.request('/api/health')).status).toBe(200);
  });
});
