/**
 * GET /api/admin/contacts/assignees: the staff a submission can be assigned to (those whose role
 * reads contact submissions), for anyone who reads them, not only administrators.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableUser } from '../../../server/services/users.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { call, type Session, signIn, signInPartner } from '../../helpers/sync-api.ts';
import { createAccount } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const PASSWORD = 'Granite-Harbour-Lantern-42';
const PATH = '/api/admin/contacts/assignees';

let ctx: TestContext;
let admin: Session;
let sales: Session;
let editor: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
  sales = await signIn(ctx, { email: 'mari@lumen.example', password: PASSWORD }, 'sales');
  editor = await signIn(ctx, { email: 'toimetaja@lumen.example', password: PASSWORD }, 'editor');
  await createAccount(ctx, { email: 'ants@lumen.example', password: PASSWORD }, 'sales');
  await createAccount(ctx, { email: 'gone@lumen.example', password: PASSWORD }, 'sales');
  await disableUser(ctx.db.sql, 'gone@lumen.example', ctx.clock.now());
});
afterAll(() => ctx.close());

describe('GET /api/admin/contacts/assignees', () => {
  it('lists the staff who read contacts, by address: no editors, partners or disabled accounts', async () => {
    await signInPartner(ctx);
    for (const who of [admin, sales]) {
      const res = await call(ctx, who.cookie, 'GET', PATH);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toEqual({
        items: [
          { email: 'admin@lumen.example' },
          { email: 'ants@lumen.example' },
          { email: 'mari@lumen.example' },
        ],
      });
    }
  });

  it('is guarded as the list is: 401 without a session, 403 to an editor and a partner', async () => {
    expect((await call(ctx, '', 'GET', PATH)).status).toBe(401);
    expect((await call(ctx, editor.cookie, 'GET', PATH)).status).toBe(403);
    const partner = await signIn(
      ctx,
      { email: 'partner2@acme.example', password: PASSWORD },
      'partner',
    );
    expect((await call(ctx, partner.cookie, 'GET', PATH)).status).toBe(403);
  });
});
