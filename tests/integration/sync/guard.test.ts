import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { call, type Session, signInPartner } from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let partner: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInPartner(ctx);
});
afterAll(() => ctx.close());

const ID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/sync/pull?since=0'],
  ['POST', '/api/sync/push', { mutations: [] }],
  ['GET', '/api/sync/events'],
  ['GET', '/api/admin/contacts'],
  ['PATCH', `/api/admin/contacts/${ID}`, { status: 'closed' }],
  ['DELETE', `/api/admin/contacts/${ID}`],
];

describe('the sync and contact endpoints', () => {
  it('answer 401 without a session and 403 to a partner, never cached', async () => {
    const seen: string[] = [];
    for (const [method, path, body] of ENDPOINTS) {
      const anonymous = await call(ctx, '', method, path, body);
      const asPartner = await call(ctx, partner.cookie, method, path, body);
      seen.push(`${method} ${path} ${anonymous.status} ${asPartner.status}`);
      expect(asPartner.headers.get('cache-control'), path).toBe('no-store');
    }
    expect(seen).toEqual(ENDPOINTS.map(([m, p]) => `${m} ${p} 401 403`));
  });

  it('cover every route registered under /api/sync', () => {
    const registered = ctx.app.routes
      .filter((r) => r.path.startsWith('/api/sync/') && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path}`);
    const tested = ENDPOINTS.map(([m, p]) => `${m} ${p.split('?')[0]}`);
    expect(registered.every((r) => tested.includes(r))).toBe(true);
  });
});
