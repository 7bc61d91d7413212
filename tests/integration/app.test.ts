import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/render/csp.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    BODY_LIMIT_BYTES: '2048',
    STATUS_PAGE_URL: 'https://status.example.com/page',
  });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('API errors', () => {
  it('answers unknown API routes with 404 in the error shape', async () => {
    const res = await ctx.app.request('/api/no-such-thing', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for POST /api/no-such-thing.' },
    });
  });

  it('refuses a body over the limit with 413 in the error shape', async () => {
    const res = await ctx.app.request('/api/no-such-thing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '5000' },
      body: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('payload_too_large');
  });
});

describe('security headers', () => {
  it('allows exactly the inline scripts each document carries, public pages and the back office', async () => {
    for (const path of ['/', '/et/faq', '/admin', '/admin/login']) {
      const res = await ctx.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const html = await res.text();
      const scripts = inlineScriptHashes(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const hash of scripts) expect(csp, `${path} ${hash}`).toContain(hash);
    }
  });

  it('sends a strict CSP and the other headers on pages and API answers', async () => {
    for (const path of ['/', '/api/health', '/api/nope']) {
      const res = await ctx.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toMatch(
        /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/,
      );
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toMatch(/style-src[^;]*unsafe-inline/);
      expect(csp).not.toContain('dmca.com');
      expect(csp).toContain('frame-src https://status.example.com');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends no referrer from the pages whose address carries a token', async () => {
    for (const path of [
      '/newsletter/confirm?token=abc',
      '/et/newsletter/unsubscribe?token=abc',
      '/support/rate?token=abc',
      '/partners/reset-password?token=abc',
      '/et/partners/reset-password?token=abc',
      '/admin/reset-password?token=abc',
      '/partners/unlock?token=abc',
      '/et/partners/unlock?token=abc',
      '/admin/unlock?token=abc',
    ]) {
      const res = await ctx.app.request(path);
      expect({ path, policy: res.headers.get('referrer-policy') }).toEqual({
        path,
        policy: 'no-referrer',
      });
    }
  });

  it('turns off unused browser features and keeps responses to this site', async () => {
    const res = await ctx.app.request('/');
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
    ]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('adds HSTS when served over https', async () => {
    const res = await ctx.app.request('https://example.ee/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('server-rendered pages', () => {
  it('renders the home page with its text, title and language', async () => {
    const res = await ctx.app.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toMatch(/<title>[^<]+ \| Lumen Legal<\/title>/);
    expect(html).toContain('Legal decisions, backed by Estonian case law');
    expect(html).toContain('<script type="application/json" id="__page_data">');
  });

  it('renders the Estonian home page under /et with lang="et"', async () => {
    const html = await (await ctx.app.request('/et')).text();
    expect(html).toContain('<html lang="et"');
    expect(html).toContain('Õiguslikud otsused Eesti kohtupraktika toel');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    for (const [path, text] of [
      ['/no-such-page', '404 Page Not Found'],
      ['/et/no-such-page', '404 Lehte ei leitud'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(text);
    }
  });

  it('serves the admin screens as a client-rendered shell without public data', async () => {
    const res = await ctx.app.request('/admin');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__page_data');
  });

  it('redirects a trailing slash permanently', async () => {
    const res = await ctx.app.request('/et/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/et');
  });

  it('never redirects a trailing slash to another site', async () => {
    for (const [path, location] of [
      ['//evil.example/login/', '/evil.example/login'],
      ['///evil.example/', '/evil.example'],
      ['/%5Cevil.example/', '/evil.example'],
      ['/\\evil.example/x/', '/evil.example/x'],
      // Capitals: the lower-case redirect must not answer //evil.example either.
      ['//Evil.example/Login/', '/evil.example/login/'],
    ] as const) {
      const res = await ctx.app.request(`http://localhost${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 301 });
      const target = res.headers.get('location') ?? '';
      expect(target).toBe(location);
      expect(new URL(target, 'https://lumen-legal.example').origin).toBe(
        'https://lumen-legal.example',
      );
    }
  });
});

describe('configured security options', () => {
  it('sends CSP violation reports to CSP_REPORT_URI and adds HSTS preload when asked', async () => {
    const app = await createTestApp({
      CSP_REPORT_URI: 'https://reports.example.ee/csp',
      HSTS_PRELOAD: 'true',
    });
    try {
      const res = await app.app.request('https://lumen-legal.example/api/health');
      expect(res.headers.get('content-security-policy')).toContain(
        'report-uri https://reports.example.ee/csp',
      );
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      // Never over plain http.
      const plain = await app.app.request('http://localhost/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('sends no HSTS on a plain-http answer when PUBLIC_ORIGIN is https but no proxy is trusted', async () => {
    const app = await createTestApp({ PUBLIC_ORIGIN: 'https://lumen-legal.example' });
    try {
      for (const path of ['/api/health', '/', '/blog']) {
        const plain = await app.app.request(`http://127.0.0.1:3000${path}`);
        expect(plain.headers.get('strict-transport-security'), path).toBeNull();
      }
      const secure = await app.app.request('https://lumen-legal.example/api/health');
      expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await app.close();
    }
  });

  it('behind a TLS proxy, sends plain-http requests to https', async () => {
    const app = await createTestApp({
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: 'https://lumen-legal.example',
    });
    try {
      const res = await app.app.request('http://lumen-legal.example/about?x=1', {
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe('https://lumen-legal.example/about?x=1');
      const secure = await app.app.request('http://lumen-legal.example/api/health', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
