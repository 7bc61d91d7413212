/**
 * Staff roles (shared/admin/access.ts): every role against every mutation and every /api/admin
 * route, the scoped pull, and a role changed while its owner is signed in. The expected
 * permissions are written out here, apart from the declarations they check.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MUTATIONS } from '../../shared/admin/mutations.ts';
import type { StaffRole } from '../../shared/constants.ts';
import type { MutationResult } from '../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  call,
  insertContact,
  mutation,
  pull,
  pullAll,
  push,
  type Session,
  signIn,
} from '../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const LEADS: StaffRole[] = ['admin', 'sales'];
const CONTENT: StaffRole[] = ['admin', 'editor'];
const EVERYONE: StaffRole[] = ['admin', 'editor', 'sales'];
const ADMINS: StaffRole[] = ['admin'];

/** Who may change each table. */
const WRITERS: Record<string, StaffRole[]> = {
  contact_submissions: LEADS,
  sales_enquiries: LEADS,
  partner_applications: LEADS,
  support_tickets: LEADS,
  newsletter_signups: LEADS,
  lead_replies: LEADS,
  reply_templates: LEADS,
  blog_posts: CONTENT,
  newsroom_posts: CONTENT,
  team_members: CONTENT,
  advisory_members: CONTENT,
  investors: CONTENT,
  partners: CONTENT,
  people: CONTENT,
  newsletter_issues: CONTENT,
};

/** Who may call each part of /api/admin: reading (GET) and writing (anything else). */
const ROUTES: Record<string, { read: StaffRole[]; write: StaffRole[] }> = {
  dashboard: { read: EVERYONE, write: EVERYONE },
  'audit-log': { read: ADMINS, write: ADMINS },
  contacts: { read: LEADS, write: LEADS },
  'partner-applications': { read: LEADS, write: LEADS },
  'newsletter-signups': { read: EVERYONE, write: LEADS },
  'sales-enquiries': { read: LEADS, write: LEADS },
  'support-tickets': { read: LEADS, write: LEADS },
  content: { read: EVERYONE, write: CONTENT },
  mail: { read: ADMINS, write: ADMINS },
  trash: { read: EVERYONE, write: EVERYONE },
  users: { read: ADMINS, write: ADMINS },
  security: { read: ADMINS, write: ADMINS },
  media: { read: CONTENT, write: CONTENT },
  'people-data': { read: ADMINS, write: ADMINS },
  // Sales reads the sent issues (a draft answers 404, not 403); editors compose and send.
  'newsletter-issues': { read: EVERYONE, write: CONTENT },
  reports: { read: EVERYONE, write: LEADS },
};

let ctx: TestContext;
const as = {} as Record<StaffRole, Session>;
beforeAll(async () => {
  ctx = await createTestApp();
  as.admin = await signIn(ctx);
  as.editor = await signIn(
    ctx,
    { email: 'editor@lumen.example', password: 'Quiet-Meadow-Ink-58' },
    'editor',
  );
  as.sales = await signIn(
    ctx,
    { email: 'sales@lumen.example', password: 'Bright-Harbour-Deal-73' },
    'sales',
  );
});
afterAll(() => ctx.close());

const ROLES: StaffRole[] = ['admin', 'editor', 'sales'];

describe('every role against every mutation', () => {
  it('refuses exactly the changes outside the role, before reading their arguments', async () => {
    const names = [...MUTATIONS.keys()];
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (let i = 0; i < names.length; i += 100) {
        const batch = names.slice(i, i + 100);
        const { results } = await push(
          ctx,
          as[role].cookie,
          batch.map((name) => mutation(name, { id: randomUUID() })),
        );
        results.forEach((result: MutationResult, j) => {
          const name = batch[j] ?? '';
          const table = MUTATIONS.get(name)?.table ?? '';
          // Deleting for good from the trash is for administrators, whoever writes the table.
          const allowed = name.endsWith('.purge')
            ? role === 'admin'
            : (WRITERS[table]?.includes(role) ?? false);
          const refused = result.status === 'rejected' && result.code === 'forbidden';
          if (refused === allowed) wrong.push(`${role} ${name}: ${result.status}`);
        });
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(WRITERS).sort()).toEqual(
      [...new Set([...MUTATIONS.values()].map((m) => m.table))].sort(),
    );
  });

  it('tells the person why, and leaves the record as it was', async () => {
    const id = await insertContact(ctx, { status: 'new' });
    const { results } = await push(ctx, as.editor.cookie, [
      mutation('contact.setStatus', { id, status: 'closed' }),
    ]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      code: 'forbidden',
      message:
        'Your role does not allow this change, so it was not saved. Ask an administrator if you need it.',
    });
    const [row] = await ctx.db.sql`select status from contact_submissions where id = ${id}`;
    expect(row?.status).toBe('new');
    const rest = await call(ctx, as.editor.cookie, 'PATCH', `/api/admin/contacts/${id}`, {
      status: 'closed',
    });
    expect(rest.status).toBe(403);
  });

  it('keeps a record in the trash when anyone but an administrator deletes it for good', async () => {
    const id = await insertContact(ctx, { name: 'Kalle Kask', deleted: true });
    const inTrash = async () =>
      (await ctx.db.sql`select deleted_at from contact_submissions where id = ${id}`)[0];
    // Sales may restore a contact (it writes contacts), but not delete one for good.
    const { results } = await push(ctx, as.sales.cookie, [mutation('contact.purge', { id })]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'forbidden' });
    expect((await inTrash())?.deleted_at).toBeInstanceOf(Date);

    const byAdmin = await push(ctx, as.admin.cookie, [mutation('contact.purge', { id })]);
    expect(byAdmin.results[0]).toMatchObject({ status: 'applied' });
    expect(await inTrash()).toBeUndefined();
  });
});

describe('every role against every /api/admin route', () => {
  it('answers 403 exactly where the role has no access', async () => {
    const routes = ctx.app.routes.filter(
      (r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL' && !r.path.endsWith('*'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of routes) {
      const part = route.path.replace('/api/admin/', '').split('/')[0] ?? '';
      const access = ROUTES[part];
      if (!access) {
        wrong.push(`${route.method} ${route.path}: not in this test's table`);
        continue;
      }
      const path = route.path.replace(/:[a-z]+/gi, randomUUID());
      for (const role of ROLES) {
        const write = route.method !== 'GET';
        const allowed = (write ? access.write : access.read).includes(role);
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await call(ctx, as[role].cookie, route.method, path, body);
        if ((res.status === 403) === allowed) {
          wrong.push(`${role} ${route.method} ${route.path}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the leads, their latest and their counts, off an editor’s dashboard, and out of their trash', async () => {
    const id = await insertContact(ctx, { name: 'Tiina Tamm', deleted: true });
    await insertContact(ctx, { name: 'Jaan Jõgi' });
    const dashboard = async (role: StaffRole) =>
      (await (await call(ctx, as[role].cookie, 'GET', '/api/admin/dashboard')).json()) as {
        recentActivity: { name: string }[];
        stats: Record<string, number>;
        changes: Record<string, unknown>;
      };
    const admin = await dashboard('admin');
    expect(admin.recentActivity.map((a) => a.name)).toContain('Jaan Jõgi');
    expect(admin.stats.contacts).toBeGreaterThan(0);
    const leadCounts = ['contacts', 'sales', 'support', 'partnerApplications'];
    const editor = await dashboard('editor');
    expect(editor.recentActivity).toEqual([]);
    // What an editor reads is counted; of the leads not even how many there are.
    expect(editor.stats).toMatchObject({
      blogPosts: expect.any(Number),
      newsletters: expect.any(Number),
      totalEntities: expect.any(Number),
    });
    for (const key of leadCounts) {
      expect(editor.stats, key).not.toHaveProperty(key);
      expect(editor.changes, key).not.toHaveProperty(key);
    }
    const sales = await dashboard('sales');
    expect(sales.stats).toMatchObject({
      contacts: admin.stats.contacts,
      sales: expect.any(Number),
    });

    const trash = async (role: StaffRole) =>
      (
        (await (await call(ctx, as[role].cookie, 'GET', '/api/admin/trash')).json()) as {
          items: { row: { id: string } }[];
        }
      ).items.map((i) => i.row.id);
    expect(await trash('sales')).toContain(id);
    expect(await trash('editor')).not.toContain(id);
  });
});

describe('the scoped pull', () => {
  it('gives an editor’s device no lead table and no browser of a subscriber', async () => {
    await insertContact(ctx, { name: 'Liis Lepp' });
    await ctx.db.sql`insert into newsletter_signups (email, user_agent)
      values ('reader@example.ee', 'Mozilla/5.0 (X11; Linux x86_64)')`;
    await ctx.db.sql`insert into blog_posts (title, slug, content, author)
      values ('Scoped', 'scoped', 'Text', 'Anna')`;

    const editor = await pullAll(ctx, as.editor.cookie, '0', undefined, 'editor');
    const tables = new Set(editor.changes.map((c) => c.table));
    expect([...tables].sort()).toEqual(['blog_posts', 'newsletter_signups']);
    const signup = editor.changes.find((c) => c.table === 'newsletter_signups')?.row ?? {};
    expect(signup).toMatchObject({ email: 'reader@example.ee' });
    expect(Object.keys(signup)).not.toContain('user_agent');
    expect(editor.pages[0]).toMatchObject({ scope: 'editor', total: editor.changes.length });

    const sales = await pullAll(ctx, as.sales.cookie, '0', undefined, 'sales');
    expect(new Set(sales.changes.map((c) => c.table))).toContain('contact_submissions');
    const theirs = sales.changes.find((c) => c.table === 'newsletter_signups')?.row ?? {};
    expect(theirs).toMatchObject({ user_agent: 'Mozilla/5.0 (X11; Linux x86_64)' });
  });

  it('keeps an administrator’s copy made before scopes going', async () => {
    const { cursor } = await pullAll(ctx, as.admin.cookie);
    await insertContact(ctx, { name: 'Pärt Põld' });
    const page = await pull(ctx, as.admin.cookie, cursor);
    expect(page).toMatchObject({ reset: false, scope: 'admin' });
  });
});

describe('changing a role', () => {
  it('applies on the next request, and the device’s copy is rebuilt for the new role', async () => {
    const anu = await signIn(
      ctx,
      { email: 'anu@lumen.example', password: 'Silver-Lantern-Road-64' },
      'editor',
    );
    const { cursor } = await pullAll(ctx, anu.cookie, '0', undefined, 'editor');
    expect((await call(ctx, anu.cookie, 'GET', '/api/admin/contacts')).status).toBe(403);

    const res = await call(ctx, as.admin.cookie, 'POST', `/api/admin/users/${anu.userId}/role`, {
      role: 'sales',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('sales');

    expect((await call(ctx, anu.cookie, 'GET', '/api/admin/contacts')).status).toBe(200);
    expect(await pull(ctx, anu.cookie, cursor, undefined, 'editor')).toMatchObject({
      reset: true,
      scope: 'sales',
      message: 'Your role has changed: this copy is rebuilt with the records your role may see.',
    });
    const [entry] = await ctx.db.sql<{ actor_email: string; details: Record<string, unknown> }[]>`
      select actor_email, details from audit_log
       where action = 'user.role_changed' and entity_id = ${anu.userId}`;
    expect(entry).toMatchObject({
      actor_email: as.admin.email,
      details: { email: 'anu@lumen.example', before: { role: 'editor' }, after: { role: 'sales' } },
    });
  });

  it('is refused for your own account, a partner account, an unknown role and a non-admin', async () => {
    const own = await call(
      ctx,
      as.admin.cookie,
      'POST',
      `/api/admin/users/${as.admin.userId}/role`,
      {
        role: 'editor',
      },
    );
    expect(own.status).toBe(409);
    const partner = await signIn(
      ctx,
      { email: 'partner@acme.example', password: 'Velvet-Orchard-Compass-17' },
      'partner',
    );
    const toPartner = await call(
      ctx,
      as.admin.cookie,
      'POST',
      `/api/admin/users/${partner.userId}/role`,
      { role: 'sales' },
    );
    expect(toPartner.status).toBe(409);
    const unknown = await call(
      ctx,
      as.admin.cookie,
      'POST',
      `/api/admin/users/${as.sales.userId}/role`,
      { role: 'owner' },
    );
    expect(unknown.status).toBe(400);
    const bySales = await call(
      ctx,
      as.sales.cookie,
      'POST',
      `/api/admin/users/${as.editor.userId}/role`,
      { role: 'admin' },
    );
    expect(bySales.status).toBe(403);
  });
});
