/**
 * Exactly once beyond the answer retention: a change applied, its answer lost, and resent after
 * the stored answer was purged (30 days) must not be applied a second time over a colleague's
 * later value. A resend says when it was first sent (`resentFrom`, by the server's clock); past
 * the horizon an unknown id is refused as `outcome_unknown` instead of applied.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeSyncHistory } from '../../../server/services/maintenance.ts';
import { RESEND_HORIZON_MS } from '../../../server/services/sync/push.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  changeAudit,
  insertContact,
  mutation,
  pull,
  push,
  type Session,
  signIn,
} from '../../helpers/sync-api.ts';
import { ADMIN, browserLogin } from '../auth-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());
// The clock moves weeks ahead, past any session: each test signs in at its own time.
beforeEach(async () => {
  admin.cookie = await browserLogin(ctx, ADMIN);
});

/** Time passes (beyond a session's life): the admin signs in again. */
async function later(ms: number): Promise<void> {
  ctx.clock.advance(ms);
  admin.cookie = await browserLogin(ctx, ADMIN);
}

const statusOf = async (id: string) =>
  (
    await ctx.db.sql<{ status: string }[]>`select status from contact_submissions where id = ${id}`
  )[0]?.status;

describe('a resend after the stored answers are gone', () => {
  it('is refused, not applied twice over a later change', async () => {
    const id = await insertContact(ctx);
    const firstSent = ctx.clock.now().toISOString();
    const lost = mutation('contact.setStatus', { id, status: 'closed' });
    // Applied; the client never hears the answer.
    expect((await push(ctx, admin.cookie, [lost])).results[0]?.status).toBe('applied');
    // A colleague changes it later.
    await later(DAY_MS);
    await push(ctx, admin.cookie, [mutation('contact.setStatus', { id, status: 'in_progress' })]);

    // Five weeks on, the stored answers have been purged; the device comes back and resends.
    await later(35 * DAY_MS);
    await purgeSyncHistory({ sql: ctx.db.sql, clock: ctx.clock, logger: silent });
    const [answer] = (await push(ctx, admin.cookie, [{ ...lost, resentFrom: firstSent }])).results;
    expect(answer).toEqual({
      id: lost.id,
      status: 'rejected',
      code: 'outcome_unknown',
      message: expect.stringContaining('It was not applied again'),
    });
    expect(await statusOf(id)).toBe('in_progress');
    // Applied once, then the colleague's change: nothing a third time.
    expect((await changeAudit(ctx, id)).map((a) => a.action)).toEqual([
      'contact.setStatus',
      'contact.setStatus',
    ]);
    // Asked again, the same answer.
    const [again] = (await push(ctx, admin.cookie, [{ ...lost, resentFrom: firstSent }])).results;
    expect(again).toEqual(answer);
  });

  it('applies a resend within the horizon whose first send never arrived', async () => {
    const id = await insertContact(ctx);
    const firstSent = new Date(ctx.clock.now().getTime() - RESEND_HORIZON_MS + DAY_MS);
    const m = mutation(
      'contact.setStatus',
      { id, status: 'closed' },
      {
        resentFrom: firstSent.toISOString(),
      },
    );
    expect((await push(ctx, admin.cookie, [m])).results[0]?.status).toBe('applied');
    expect(await statusOf(id)).toBe('closed');
  });

  it('still answers a resend whose answer is kept with that answer, however old it says it is', async () => {
    const id = await insertContact(ctx);
    const m = mutation('contact.setStatus', { id, status: 'closed' });
    const [first] = (await push(ctx, admin.cookie, [m])).results;
    const [retry] = (
      await push(ctx, admin.cookie, [{ ...m, resentFrom: '2020-01-01T00:00:00.000Z' }])
    ).results;
    expect(retry).toEqual(first);
  });

  it('tells every pull the server’s time', async () => {
    const answer = await pull(ctx, admin.cookie);
    expect(answer.serverTime).toBe(ctx.clock.now().toISOString());
  });
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };
