import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInMessages } from '../../server/auth/sign-in.ts';
import { en } from '../../shared/i18n/en/index.ts';
import { et } from '../../shared/i18n/et/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  ADMIN,
  auditActions,
  cookieHeader,
  createAccount,
  get,
  ORIGIN,
  PARTNER,
  post,
} from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  await createAccount(ctx, ADMIN, 'admin');
  await createAccount(ctx, PARTNER, 'partner');
});
afterAll(() => ctx.close());

const EN_PAGE = '/partners/login';
const ET_PAGE = '/et/partners/login';

/** What the partner sign-in page's form sends without JavaScript. */
function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const all = Object.entries({
    'content-type': 'application/x-www-form-urlencoded',
    origin: ORIGIN,
    'user-agent': 'Mozilla/5.0 (no script)',
    ...headers,
  });
  return Promise.resolve(
    ctx.app.request('/api/auth/login', {
      method: 'POST',
      headers: Object.fromEntries(all.filter(([, v]) => v !== '')),
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const fromPage = (page: string, fields: Record<string, string>) => ({
  lang: page.startsWith('/et/') ? 'et' : 'en',
  return_to: page,
  ...fields,
});

function location(res: Response): URL {
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '', 'http://localhost');
}

describe('POST /api/auth/login as a plain form post', () => {
  it('signs a partner in: session cookies as with JSON, then 303 to the dashboard', async () => {
    const res = await formPost(fromPage(EN_PAGE, PARTNER));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/partners/dashboard');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['lumen_access', 'lumen_refresh']);
    for (const c of cookies) {
      expect(c).toContain('HttpOnly');
      expect(c).toContain('SameSite=Strict');
      expect(c).toContain('Path=/');
    }
    const session = await get(ctx, '/api/auth/session', { cookie: cookieHeader(res) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      user: { email: PARTNER.email, role: 'partner' },
    });
    expect(await auditActions(ctx)).toContain('auth.login');
  });

  it('sends an administrator to the back office, as the page does with JavaScript', async () => {
    const res = await formPost(fromPage(EN_PAGE, ADMIN));
    expect(res.headers.get('location')).toBe('/admin');
    expect(res.headers.getSetCookie()).toHaveLength(2);
  });

  it('goes on to a valid `next` in the partner area, never to another site or area', async () => {
    const to = async (next: string) =>
      (await formPost(fromPage(EN_PAGE, { ...PARTNER, next }))).headers.get('location');
    expect(await to('/partners/dashboard?tab=resources#docs')).toBe(
      '/partners/dashboard?tab=resources#docs',
    );
    for (const next of [
      'https://evil.example/partners/dashboard',
      '//evil.example/partners',
      '/\\evil.example',
      '/partners/../admin',
      '/admin/leads',
      '/partners/login',
      'javascript:alert(1)',
    ]) {
      expect(await to(next), next).toBe('/partners/dashboard');
    }
  });

  it('sends a wrong password back to the page with error=invalid and the email, never the password', async () => {
    const password = 'not-the-password-at-all';
    const res = await formPost(
      fromPage(EN_PAGE, { email: ` ${PARTNER.email} `, password, next: '/partners/dashboard/x' }),
    );
    const url = location(res);
    expect(url.pathname).toBe(EN_PAGE);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: 'invalid',
      email: PARTNER.email,
      next: '/partners/dashboard/x',
    });
    expect(res.headers.get('location')).not.toContain(encodeURIComponent(password));
    expect(res.headers.get('location')).not.toContain('password');
    expect(res.headers.getSetCookie()).toEqual([]);
    // An unknown address looks the same.
    const unknown = location(
      await formPost(fromPage(EN_PAGE, { email: 'nobody@acme.example', password })),
    );
    expect(unknown.searchParams.get('error')).toBe('invalid');
  });

  it('asks for both fields: error=required, keeping what was typed', async () => {
    const none = location(await formPost(fromPage(EN_PAGE, {})));
    expect(none.pathname).toBe(EN_PAGE);
    expect(Object.fromEntries(none.searchParams)).toEqual({ error: 'required' });
    const noPassword = location(
      await formPost(fromPage(EN_PAGE, { email: PARTNER.email, password: '' })),
    );
    expect(Object.fromEntries(noPassword.searchParams)).toEqual({
      error: 'required',
      email: PARTNER.email,
    });
    const blankEmail = location(
      await formPost(fromPage(EN_PAGE, { email: '   ', password: 'something' })),
    );
    expect(blankEmail.searchParams.get('error')).toBe('required');
    expect(blankEmail.search).not.toContain('something');
  });

  it('refuses a form posted from another site (login CSRF) before signing in', async () => {
    const res = await formPost(fromPage(EN_PAGE, PARTNER), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('origin_mismatch');
    expect(res.headers.getSetCookie()).toEqual([]);
    const viaReferer = await formPost(fromPage(EN_PAGE, PARTNER), {
      origin: '',
      referer: 'https://evil.example/login',
    });
    expect(viaReferer.status).toBe(403);
  });

  it('keeps Estonian: back to /et/partners/login on failure, on to /et/partners/… on success', async () => {
    const failed = location(
      await formPost(fromPage(ET_PAGE, { email: PARTNER.email, password: 'vale-parool-123' })),
    );
    expect(failed.pathname).toBe(ET_PAGE);
    expect(failed.searchParams.get('error')).toBe('invalid');
    expect(failed.searchParams.get('email')).toBe(PARTNER.email);

    const home = await formPost(fromPage(ET_PAGE, PARTNER));
    expect(home.headers.get('location')).toBe('/et/partners/dashboard');
    const next = await formPost(
      fromPage(ET_PAGE, { ...PARTNER, next: '/et/partners/dashboard/a' }),
    );
    expect(next.headers.get('location')).toBe('/et/partners/dashboard/a');
    // Without the page, the language field (then Accept-Language) decides.
    const byLang = await formPost({ ...PARTNER, lang: 'et' });
    expect(byLang.headers.get('location')).toBe('/et/partners/dashboard');
    const byHeader = location(
      await formPost({ email: '', password: '' }, { 'accept-language': 'et-EE,et;q=0.9' }),
    );
    expect(byHeader.pathname).toBe(ET_PAGE);
    // A return_to that is not a sign-in page is not followed.
    const elsewhere = location(
      await formPost({ return_to: 'https://evil.example/', email: '', password: '' }),
    );
    expect(elsewhere.pathname).toBe(EN_PAGE);
  });
});

describe('lock-out through the form', () => {
  it('counts form failures like JSON ones and then answers error=locked, even for the right password', async () => {
    const account = { email: 'locked@acme.example', password: 'Birch-Lantern-Quarry-63' };
    await createAccount(ctx, account, 'partner');
    ctx.clock.set('2025-06-01T09:00:00Z');
    const from = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    for (let i = 0; i < 5; i++) {
      const failed = location(
        await formPost(fromPage(EN_PAGE, { ...account, password: `wrong-${i}` }), from(i)),
      );
      expect(failed.searchParams.get('error')).toBe('invalid');
    }
    const locked = await formPost(fromPage(ET_PAGE, account), from(50));
    const url = location(locked);
    expect(url.pathname).toBe(ET_PAGE);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: 'locked',
      email: account.email,
    });
    expect(locked.headers.getSetCookie()).toEqual([]);
    // The JSON sign-in shares the counter.
    expect((await post(ctx, '/api/auth/login', account, from(51))).status).toBe(429);
    const [row] = await ctx.db.sql<{ details: { reason: string; client: string } }[]>`
      select details from audit_log where actor_email = ${account.email} order by id desc limit 1`;
    expect(row?.details).toEqual({ reason: 'rate_limited', client: 'browser' });

    ctx.clock.advance(15 * 60 * 1000);
    const res = await formPost(fromPage(EN_PAGE, account), from(52));
    expect(res.headers.get('location')).toBe('/partners/dashboard');
  });
});

describe('the messages', () => {
  it('are the texts the JavaScript page shows (the server’s), in both languages', () => {
    expect(en.auth.partnerLogin.invalidCredentials).toBe(signInMessages.invalid);
    expect(en.auth.partnerLogin.tooManyAttempts).toBe(signInMessages.tooMany);
    expect(et.auth.partnerLogin.invalidCredentials).not.toBe(signInMessages.invalid);
    expect(et.auth.partnerLogin.tooManyAttempts).not.toBe(signInMessages.tooMany);
  });
});

describe('GET /partners/login after a failed form post', () => {
  it('renders a posting form, the error in the alert and the email typed', async () => {
    const res = await ctx.app.request(
      `${ET_PAGE}?error=invalid&email=${encodeURIComponent(PARTNER.email)}&next=%2Fet%2Fpartners%2Fdashboard%2Fa`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/auth/login"');
    expect(html).toContain('<input type="hidden" name="return_to" value="/et/partners/login"/>');
    expect(html).toContain('<input type="hidden" name="lang" value="et"/>');
    expect(html).toContain('<input type="hidden" name="next" value="/et/partners/dashboard/a"/>');
    expect(html).toMatch(
      new RegExp(`role="alert"[^>]*>${et.auth.partnerLogin.invalidCredentials}</p>`),
    );
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${PARTNER.email}"`));
  });

  it('shows each code’s message, and the generic one for an unknown code', async () => {
    const cases: [string, string][] = [
      ['required', en.auth.partnerLogin.required],
      ['locked', en.auth.partnerLogin.tooManyAttempts],
      ['unexpected', en.auth.partnerLogin.unexpected],
      ['no-such-code', en.auth.partnerLogin.unexpected],
    ];
    for (const [code, message] of cases) {
      const html = await (await ctx.app.request(`${EN_PAGE}?error=${code}`)).text();
      expect(html, code).toContain(`role="alert">${message}</p>`);
    }
    const clean = await (await ctx.app.request(EN_PAGE)).text();
    expect(clean).not.toContain('role="alert"');
  });
});
