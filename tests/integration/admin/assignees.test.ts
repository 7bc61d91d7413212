/**
 * GET /api/admin/contacts/assignees: the staff a submission can be assigned to (those whose role
 * reads contact submissions), for anyone who reads them, not only administrators; and the server
 * refusing any other assignee, through REST and through the sync push alike.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableUser } from '../../../server/services/users.ts';
import { CONTACT_MESSAGES, type ContactRow } from '../../../shared/admin/contacts.ts';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  insertContact,
  mutation,
  push,
  type Session,
  signIn,
  signInPartner,
} from '../../helpers/sync-api.ts';
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

describe('assigning a submission to someone outside that list', () => {
  const refusedTo = [
    ['an address with no account', 'stranger@example.com'],
    ['an editor, who cannot see contacts', 'toimetaja@lumen.example'],
    ['a disabled account', 'gone@lumen.example'],
  ] as const;

  it.each(refusedTo)(
    'is refused through REST with 400 and the reason under the field: %s',
    async (_who, email) => {
      const id = await insertContact(ctx);
      const res = await call(ctx, admin.cookie, 'PATCH', `/api/admin/contacts/${id}`, {
        status: 'in_progress',
        assignedTo: email,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: CONTACT_MESSAGES.assigneeNotStaff,
          fields: { assignedTo: CONTACT_MESSAGES.assigneeNotStaff },
        },
      });
      // Nothing of the request was applied, nothing audited.
      const [row] = await ctx.db
        .sql`select status, assigned_to from contact_submissions where id = ${id}`;
      expect(row).toEqual({ status: 'new', assigned_to: null });
      expect(await changeAudit(ctx, id)).toEqual([]);
    },
  );

  it('is refused through the sync push as a rejected change, as a salesperson’s device sends it', async () => {
    const id = await insertContact(ctx);
    const { results } = await push(ctx, sales.cookie, [
      mutation('contact.assign', { id, assignedTo: 'toimetaja@lumen.example' }),
      mutation('contact.assign', { id, assignedTo: 'ants@lumen.example' }),
    ]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      message: CONTACT_MESSAGES.assigneeNotStaff,
      fields: { assignedTo: CONTACT_MESSAGES.assigneeNotStaff },
    } satisfies Partial<MutationResult>);
    // The next change in the same push goes through.
    expect(results[1]).toMatchObject({ status: 'applied' });
    const [row] = await ctx.db.sql`select assigned_to from contact_submissions where id = ${id}`;
    expect(row?.assigned_to).toBe('ants@lumen.example');
  });

  it('takes one of the staff who see contacts, and Unassigned', async () => {
    const id = await insertContact(ctx);
    const patch = (assignedTo: string | null) =>
      call(ctx, admin.cookie, 'PATCH', `/api/admin/contacts/${id}`, { assignedTo });
    const assigned = await patch('mari@lumen.example');
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    expect(((await assigned.json()) as ContactRow).assigned_to).toBe('mari@lumen.example');
    const unassigned = await patch(null);
    expect(unassigned.status).toBe(200);
    expect(((await unassigned.json()) as ContactRow).assigned_to).toBeNull();
  });
});
