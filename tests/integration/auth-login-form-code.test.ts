/**
 * The sign-in without JavaScript for an account with two-step sign-in, over HTTP as a browser
 * without scripts does it: the sign-in page's form post, the code page the server answers with,
 * its form post, and the session cookies that follow.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInMessages } from '../../server/auth/sign-in.ts';
import { codeMessages } from '../../server/auth/sign-in-code.ts';
import { en } from '../../shared/i18n/en/index.ts';
import { et } from '../../shared/i18n/et/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, signIn } from '../helpers/sync-api.ts';
import { cookieHeader, get, ORIGIN } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const STEP = 30_000;
const ACCOUNT = { email: 'tiina@lumen.example', password: 'Harbour-Lantern-Quiet-91' };

let ctx: TestContext;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  const session = await signIn(ctx, ACCOUNT, 'editor');
  const started = await call(ctx, session.cookie, 'POST', '/api/auth/two-factor/totp/start');
  secret = ((await started.json()) as { secret: string }).secret;
  const confirmed = await call(ctx, session.cookie, 'POST', '/api/auth/two-factor/totp/confirm', {
    code: codeOf(),
  });
  expect(confirmed.status).toBe(200);
  recoveryCodes = ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes;
});
afterAll(() => ctx.close());

/** The code the authenticator app shows now. */
function codeOf(): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ctx.clock.now().getTime() });
}

/** A plain urlencoded form post, as a browser without JavaScript sends it. */
function formPost(path: string, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'user-agent': 'Mozilla/5.0 (no script)',
        'x-forwarded-for': '198.51.100.20',
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** The sign-in page's form, posted with the right password. */
function postPassword(page = '/partners/login') {
  return formPost('/api/auth/login', {
    ...ACCOUNT,
    return_to: page,
    lang: page.startsWith('/et/') ? 'et' : 'en',
  });
}

/** The code page's form fields, as the page carries them, with the code typed. */
function fieldsOf(html: string, code: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[name as string] = value as string;
  }
  return { ...fields, code };
}

/** The code page for the right password: its HTML. */
async function codePage(page?: string): Promise<string> {
  const res = await postPassword(page);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.getSetCookie()).toEqual([]);
  return res.text();
}

const alertOf = (html: string) => html.match(/role="alert">([^<]*)</)?.[1];

async function failures(reason: string): Promise<number> {
  const rows = await ctx.db.sql`
    select 1 from audit_log
    where action = 'auth.login_failed' and actor_email = ${ACCOUNT.email}
      and details ->> 'reason' = ${reason}`;
  return rows.length;
}

describe('the sign-in form of an account with two-step sign-in', () => {
  it('asks for the code on a page of its own, then signs in with it: cookies, then the back office', async () => {
    ctx.clock.advance(STEP);
    const html = await codePage();
    expect(html).toContain('<form method="post" action="/api/auth/login/code">');
    expect(html).toContain(`<label for="code">${en.auth.signInCode.label}</label>`);
    expect(html).not.toContain(ACCOUNT.password);
    expect(alertOf(html)).toBeUndefined();

    const res = await formPost('/api/auth/login/code', fieldsOf(html, codeOf()));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin');
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['lumen_access', 'lumen_refresh']);
    const session = await get(ctx, '/api/auth/session', { cookie: cookieHeader(res) });
    expect(await session.json()).toMatchObject({ user: { email: ACCOUNT.email, role: 'editor' } });
    const [login] = await ctx.db.sql<{ details: { secondFactor?: string } }[]>`
      select details from audit_log where action = 'auth.login' and actor_email = ${ACCOUNT.email}
      order by id desc limit 1`;
    expect(login?.details.secondFactor).toBe('totp');
  });

  it('a wrong code gets the page again with the reason, counted as a failed sign-in; the right one then signs in', async () => {
    ctx.clock.advance(STEP);
    const html = await codePage();
    const before = await failures('wrong_code');
    const wrong = await formPost('/api/auth/login/code', fieldsOf(html, '000000'));
    expect(wrong.status).toBe(200);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const again = await wrong.text();
    expect(alertOf(again)).toBe(codeMessages.wrong);
    expect(again).toContain('aria-invalid="true"');
    expect(await failures('wrong_code')).toBe(before + 1);

    const res = await formPost('/api/auth/login/code', fieldsOf(again, codeOf()));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin');
    expect(res.headers.getSetCookie()).toHaveLength(2);
  });

  it('the right code used twice in its 30 s is told as just used, not counted, and signs nobody in', async () => {
    ctx.clock.advance(STEP);
    const code = codeOf();
    const first = await formPost('/api/auth/login/code', fieldsOf(await codePage(), code));
    expect(first.headers.get('location')).toBe('/admin');

    const before = await failures('wrong_code');
    const twice = await formPost('/api/auth/login/code', fieldsOf(await codePage(), code));
    expect(twice.status).toBe(200);
    expect(twice.headers.getSetCookie()).toEqual([]);
    expect(alertOf(await twice.text())).toBe(codeMessages.spent);
    expect(await failures('wrong_code')).toBe(before);
  });

  it('takes a recovery code, and speaks Estonian from the Estonian page', async () => {
    const html = await codePage('/et/partners/login');
    expect(html).toContain('<html lang="et">');
    expect(html).toContain(et.auth.signInCode.heading);
    const empty = await formPost('/api/auth/login/code', fieldsOf(html, ''));
    expect(alertOf(await empty.text())).toBe(et.auth.signInCode.needed);
    const res = await formPost('/api/auth/login/code', fieldsOf(html, recoveryCodes[0] ?? ''));
    expect(res.headers.get('location')).toBe('/admin');
    expect(res.headers.getSetCookie()).toHaveLength(2);
  });

  it('after 5 minutes the page is void: back to the sign-in page, which says to start again', async () => {
    ctx.clock.advance(STEP);
    const html = await codePage();
    ctx.clock.advance(5 * 60 * 1000 + 1000);
    const res = await formPost('/api/auth/login/code', fieldsOf(html, codeOf()));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/partners/login?error=expired');
    expect(res.headers.getSetCookie()).toEqual([]);
    const forged = await formPost('/api/auth/login/code', {
      ...fieldsOf(html, codeOf()),
      pending: 'not.a.token',
    });
    expect(forged.headers.get('location')).toBe('/partners/login?error=expired');
    const page = await (await ctx.app.request('/partners/login?error=expired')).text();
    expect(page).toContain(`role="alert">${en.auth.partnerLogin.expired}</p>`);
  });

  it('says what the page with JavaScript says', () => {
    expect(en.auth.signInCode).toMatchObject({
      needed: codeMessages.needed,
      wrong: codeMessages.wrong,
      spent: codeMessages.spent,
      locked: codeMessages.locked,
    });
    expect(en.auth.partnerLogin.expired).toBe(signInMessages.expired);
  });
});
