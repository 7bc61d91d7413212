/**
 * An API endpoint, page, feed or file asked with a method it does not answer says so: 405 with
 * `Allow` naming the methods it does answer (RFC 9110 §15.5.6). An address with nothing stays a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, type Session, signIn } from '../helpers/sync-api.ts';

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

describe('methods an endpoint does not answer', () => {
  it('answers 405 with Allow on public endpoints', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['PUT', '/api/contact', 'POST'],
      ['GET', '/api/contact', 'POST'],
    ] as const) {
      const res = await ctx.app.request(path, { method });
      expect({ status: res.status, allow: res.headers.get('allow') }, `${method} ${path}`).toEqual({
        status: 405,
        allow,
      });
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'method_not_allowed',
      );
    }
  });

  it('answers 405 with Allow on the admin and sync endpoints, once signed in', async () => {
    const pull = await call(ctx, admin.cookie, 'DELETE', '/api/sync/pull');
    expect(pull.status).toBe(405);
    expect(pull.headers.get('allow')).toBe('GET, HEAD');
    const push = await call(ctx, admin.cookie, 'GET', '/api/sync/push');
    expect(push.status).toBe(405);
    expect(push.headers.get('allow')).toBe('POST');
  });

  it('keeps 404 for an address with no endpoint', async () => {
    const res = await ctx.app.request('/api/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
  });

  it('answers 405 with Allow: GET, HEAD on pages, feeds and files, and 404 where nothing is', async () => {
    for (const [method, path] of [
      ['POST', '/'],
      ['PUT', '/et/about'],
      ['DELETE', '/blog'],
      ['PATCH', '/sitemap.xml'],
      ['POST', '/robots.txt'],
      ['POST', '/admin/leads'],
    ] as const) {
      const res = await ctx.app.request(path, { method });
      expect({ status: res.status, allow: res.headers.get('allow') }, `${method} ${path}`).toEqual({
        status: 405,
        allow: 'GET, HEAD',
      });
    }
    for (const path of ['/no-such-page', '/blog/no-such-post']) {
      const res = await ctx.app.request(path, { method: 'POST' });
      expect({ status: res.status, allow: res.headers.get('allow') }, `POST ${path}`).toEqual({
        status: 404,
        allow: null,
      });
    }
  });
});
