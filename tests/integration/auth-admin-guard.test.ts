import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ADMIN, browserLogin, createAccount, ORIGIN, PARTNER } from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let partnerCookie: string;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
  await createAccount(ctx, PARTNER, 'partner');
  partnerCookie = await browserLogin(ctx, PARTNER);
  adminCookie = await browserLogin(ctx, ADMIN);
});
afterAll(() => ctx.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** Every concrete route registered under /api/admin, with parameters filled in. */
function adminRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const r of ctx.app.routes) {
    if (!r.path.startsWith('/api/admin')) continue;
    // Middleware registrations (use) are not endpoints.
    if (r.method === 'ALL' && r.path.endsWith('*')) continue;
    const method = r.method === 'ALL' ? 'GET' : r.method;
    const path = r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, SAMPLE_ID).replace(/\*$/, 'anything');
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

function call(route: { method: string; path: string }, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return Promise.resolve(
    ctx.app.request(route.path, {
      method: route.method,
      headers,
      body: hasBody ? '{}' : undefined,
    }),
  );
}

describe('every /api/admin route', () => {
  it('is registered (the list is not empty)', () => {
    const paths = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET /api/admin/dashboard');
  });

  it('answers 401 without a session and 403 with a partner session', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const anonymous = await call(route);
      if (anonymous.status !== 401)
        failures.push(`${route.method} ${route.path} anonymous → ${anonymous.status}`);
      const partner = await call(route, partnerCookie);
      if (partner.status !== 403)
        failures.push(`${route.method} ${route.path} partner → ${partner.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('also guards paths nobody registered', async () => {
    expect((await call({ method: 'GET', path: '/api/admin/no-such-thing' })).status).toBe(401);
  });

  it('lets an admin through', async () => {
    const res = await call({ method: 'GET', path: '/api/admin/dashboard' }, adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('admin reads', () => {
  it('lists the audit log newest first, page by page', async () => {
    const first = await call({ method: 'GET', path: '/api/admin/audit-log?limit=2' }, adminCookie);
    const page = (await first.json()) as { entries: { id: string; action: string }[] };
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]?.action).toBe('auth.login');
    expect(Number(page.entries[0]?.id)).toBeGreaterThan(Number(page.entries[1]?.id));
    const next = await call(
      { method: 'GET', path: `/api/admin/audit-log?limit=2&before=${page.entries[1]?.id}` },
      adminCookie,
    );
    const older = (await next.json()) as { entries: { id: string }[] };
    expect(Number(older.entries[0]?.id)).toBeLessThan(Number(page.entries[1]?.id));
    const bad = await call({ method: 'GET', path: '/api/admin/audit-log?limit=0' }, adminCookie);
    expect(bad.status).toBe(400);
  });

  it('lists the accounts without their password hashes', async () => {
    const res = await call({ method: 'GET', path: '/api/admin/users' }, adminCookie);
    const body = (await res.json()) as { users: Record<string, unknown>[] };
    expect(body.users.map((u) => [u.email, u.role, u.disabled])).toEqual([
      [ADMIN.email, 'admin', false],
      [PARTNER.email, 'partner', false],
    ]);
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });
});

describe('/api/partner', () => {
  it('is for partners only', async () => {
    expect((await call({ method: 'GET', path: '/api/partner/me' })).status).toBe(401);
    expect((await call({ method: 'GET', path: '/api/partner/me' }, adminCookie)).status).toBe(403);
  });

  it('shows the partner their company, contact details and application status', async () => {
    const none = await call({ method: 'GET', path: '/api/partner/me' }, partnerCookie);
    expect(await none.json()).toMatchObject({
      user: { email: PARTNER.email, role: 'partner' },
      application: null,
    });
    const [application] = await ctx.db.sql<{ id: string }[]>`
      insert into partner_applications (name, email, company, partner_type, message, status)
      values ('Mari Tamm', ${PARTNER.email.toUpperCase()}, 'Acme OÜ', 'implementation',
        'We implement legal software.', 'under_review')
      returning id`;
    // An application from the partner's address is not theirs until the account is linked to it.
    const unlinked = await call({ method: 'GET', path: '/api/partner/me' }, partnerCookie);
    expect(await unlinked.json()).toMatchObject({ application: null });
    await ctx.db.sql`update users set partner_application_id = ${application?.id ?? null}
      where email = ${PARTNER.email}`;
    const res = await call({ method: 'GET', path: '/api/partner/me' }, partnerCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      application: {
        name: 'Mari Tamm',
        company: 'Acme OÜ',
        partnerType: 'implementation',
        status: 'under_review',
      },
    });
  });

  it('prefers the application linked to the account over a newer one from the same address', async () => {
    const [linked] = await ctx.db.sql<{ id: string }[]>`
      insert into partner_applications (name, email, company, partner_type, message, status, created_at)
      values ('Jaan Linked', 'other@acme.example', 'Linked AS', 'technology', 'Hello', 'approved',
        now() - interval '1 year')
      returning id`;
    await ctx.db.sql`update users set partner_application_id = ${linked?.id ?? null}
      where email = ${PARTNER.email}`;
    const res = await call({ method: 'GET', path: '/api/partner/me' }, partnerCookie);
    expect(await res.json()).toMatchObject({
      application: { company: 'Linked AS', status: 'approved' },
    });
  });
});
