/**
 * Crafted input to the admin and sync routes (a NUL, numbers past int8, dates PostgreSQL cannot
 * hold, Markdown nested thousands deep) is answered as the client's mistake (400) or rendered;
 * never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { call, type Session, signIn } from '../../helpers/sync-api.ts';

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const LISTS = [
  '/api/admin/contacts',
  '/api/admin/sales-enquiries',
  '/api/admin/support-tickets',
  '/api/admin/newsletter-signups',
  '/api/admin/partner-applications',
  '/api/admin/users',
  '/api/admin/audit-log',
];

describe('crafted input to the admin and sync routes', () => {
  it('refuses a NUL in any list query or filter with 400', async () => {
    for (const list of LISTS) {
      for (const query of ['q=a%00b', 'status=%00', 'actor=%00', 'entityId=%00']) {
        const res = await call(ctx, admin.cookie, 'GET', `${list}?${query}`);
        expect(res.status, `${list}?${query}`).toBe(400);
      }
    }
  });

  it('refuses cursors past int8 and dates PostgreSQL cannot hold with 400', async () => {
    for (const path of [
      '/api/admin/audit-log?before=99999999999999999999',
      '/api/admin/audit-log?from=0000-01-01T00:00:00Z',
      '/api/admin/audit-log?to=99999-01-01T00:00:00Z',
      '/api/sync/pull?since=99999999999999999999',
    ]) {
      const res = await call(ctx, admin.cookie, 'GET', path);
      expect(res.status, path).toBe(400);
    }
  });

  it('refuses a change whose name holds a NUL with 400, storing nothing', async () => {
    const push = (name: string, id = crypto.randomUUID()) =>
      call(ctx, admin.cookie, 'POST', '/api/sync/push', {
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [{ id, name, args: {} }],
      });
    const id = crypto.randomUUID();
    expect((await push('contact.set\u0000Status', id)).status).toBe(400);
    expect(await ctx.db.sql`select id from sync_mutations where id = ${id}`).toEqual([]);
    // The same push with a name that is only unknown gets its per-change answer.
    expect((await push('contact.setNothing')).status).toBe(200);
  });

  it('previews Markdown nested thousands deep', async () => {
    for (const markdown of ['>'.repeat(5000), `${'- '.repeat(3000)}x`, '*'.repeat(40_000)]) {
      const res = await call(ctx, admin.cookie, 'POST', '/api/admin/content/preview', {
        markdown,
      });
      expect(res.status).toBe(200);
    }
  });
});
