import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_ORIGIN,
  bundlePath,
  createAppProtocolHandler,
  inlineScriptHashes,
} from '../../../desktop/protocol.ts';
import { setupPages } from '../../../desktop/setup-page.ts';

const THEME_SCRIPT = "document.documentElement.classList.add('js');";
const CRITICAL_CSS = 'body{margin:0}';
const ADMIN_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><style>${CRITICAL_CSS}</style><script type="module" src="/assets/admin.js"></script></head><body><div id="root"></div></body></html>`;

let root: string;
let bundle: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'lumen-desktop-protocol-'));
  bundle = path.join(root, 'client');
  mkdirSync(path.join(bundle, 'assets'), { recursive: true });
  mkdirSync(path.join(bundle, 'icons'), { recursive: true });
  writeFileSync(path.join(bundle, 'admin.html'), ADMIN_HTML);
  writeFileSync(path.join(bundle, 'index.html'), '<p>public home</p>');
  writeFileSync(path.join(bundle, 'assets/admin.js'), 'export {};');
  writeFileSync(path.join(bundle, 'assets/admin.css'), 'body{}');
  writeFileSync(path.join(bundle, 'icons/icon.svg'), '<svg/>');
  // Beside the bundle, where a traversal would land.
  writeFileSync(path.join(root, 'secret.txt'), 'secret');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function handler(api = vi.fn(async () => new Response('api'))) {
  return { api, handle: createAppProtocolHandler({ bundleDir: bundle, api, pages: setupPages }) };
}

const get = (url: string, init?: RequestInit) => new Request(url, init);

describe('app:// protocol', () => {
  it('serves admin.html for every /admin route, with a strict CSP', async () => {
    const { handle } = handler();
    for (const route of ['/admin', '/admin/', '/admin/contacts?id=5', '/admin/login']) {
      const response = await handle(get(`${APP_ORIGIN}${route}`));
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(ADMIN_HTML);
      const csp = response.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Styles too: the page's own <style> by its hash, no inline style otherwise.
      const style = createHash('sha256').update(CRITICAL_CSS).digest('base64');
      expect(csp).toContain(`style-src 'self' 'sha256-${style}'`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
    }
  });

  it('serves the bundle files with their types', async () => {
    const { handle } = handler();
    const script = await handle(get(`${APP_ORIGIN}/assets/admin.js`));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe('export {};');
    const icon = await handle(get(`${APP_ORIGIN}/icons/icon.svg`));
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for missing files and for the public site pages', async () => {
    const { handle } = handler();
    expect((await handle(get(`${APP_ORIGIN}/assets/missing.js`))).status).toBe(404);
    expect((await handle(get(`${APP_ORIGIN}/index.html`))).status).toBe(404);
    expect((await handle(get(`${APP_ORIGIN}/`))).status).toBe(404);
  });

  it('never serves a path outside the bundle', async () => {
    const { handle } = handler();
    for (const attempt of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/assets/..%5C..%5Csecret.txt',
      '/%00secret.txt',
    ]) {
      const response = await handle(get(`${APP_ORIGIN}${attempt}`));
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
    expect(bundlePath(bundle, '/../secret.txt')).toBeNull();
    expect(bundlePath(bundle, '/..%2fsecret.txt')).toBeNull();
    expect(bundlePath(bundle, '/assets/admin.js')).toBe(path.join(bundle, 'assets/admin.js'));
  });

  it('passes /api/* to the API proxy, whatever the method', async () => {
    const { handle, api } = handler();
    const request = get(`${APP_ORIGIN}/api/sync/push`, { method: 'POST', body: '{}' });
    expect(await (await handle(request)).text()).toBe('api');
    expect(api).toHaveBeenCalledWith(request);
  });

  it('refuses writes to files and requests for other hosts', async () => {
    const { handle } = handler();
    expect((await handle(get(`${APP_ORIGIN}/assets/admin.js`, { method: 'POST' }))).status).toBe(
      405,
    );
    expect((await handle(get('app://elsewhere/assets/admin.js'))).status).toBe(404);
  });

  it('serves the first-run page with its script as a file, so the CSP stays strict', async () => {
    const { handle } = handler();
    const page = await handle(get(`${APP_ORIGIN}/desktop/setup`));
    expect(await page.text()).toContain('Server address');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const script = await handle(get(`${APP_ORIGIN}/desktop/setup.js`));
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('hashes only inline scripts', () => {
    expect(inlineScriptHashes(ADMIN_HTML)).toHaveLength(1);
  });
});
