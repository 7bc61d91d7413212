import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../../../desktop/protocol.ts';
import {
  denyPermissionCheck,
  denyPermissionRequest,
  isTrustedSender,
  navigationGuard,
  windowOpenHandler,
  windowOptions,
} from '../../../desktop/security.ts';

function navigate(url: string): boolean {
  const event = { preventDefault: vi.fn() };
  navigationGuard(APP_ORIGIN)(event, url);
  return event.preventDefault.mock.calls.length === 0;
}

describe('window options', () => {
  it('isolates and sandboxes the page without Node', () => {
    const prefs = windowOptions('/app/preload.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
  });
});

describe('navigation lock', () => {
  it("allows the app's own pages", () => {
    expect(navigate(`${APP_ORIGIN}/admin/contacts?id=1`)).toBe(true);
    expect(navigate(`${APP_ORIGIN}/desktop/setup`)).toBe(true);
  });

  it('blocks every other origin and scheme', () => {
    for (const url of [
      'https://evil.example/admin',
      'http://127.0.0.1:3000/admin',
      'file:///etc/passwd',
      'app://other/admin',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(navigate(url), url).toBe(false);
    }
  });
});

describe('new windows', () => {
  it('are always denied; https links open in the system browser', () => {
    const openExternal = vi.fn();
    const handler = windowOpenHandler(openExternal);
    expect(handler({ url: 'https://lumenlegal.ee/pricing' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://lumenlegal.ee/pricing');
  });

  it('open http only on this computer', () => {
    const openExternal = vi.fn();
    const handler = windowOpenHandler(openExternal);
    handler({ url: 'http://localhost:3000/' });
    handler({ url: 'http://example.com/' });
    expect(openExternal.mock.calls).toEqual([['http://localhost:3000/']]);
  });

  it('never open file:, javascript:, data:, custom schemes or links with credentials', () => {
    const openExternal = vi.fn();
    const handler = windowOpenHandler(openExternal);
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'smb://server/share',
      `${APP_ORIGIN}/admin`,
      'https://user:pass@example.com/',
      'http://192.168.1.10/',
    ]) {
      expect(handler({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('denies every request', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      const callback = vi.fn();
      denyPermissionRequest({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect(denyPermissionCheck()).toBe(false);
  });
});

describe('IPC senders', () => {
  it("trusts only the app's own frames", () => {
    expect(isTrustedSender(`${APP_ORIGIN}/admin`, APP_ORIGIN)).toBe(true);
    expect(isTrustedSender('https://evil.example/', APP_ORIGIN)).toBe(false);
    expect(isTrustedSender(undefined, APP_ORIGIN)).toBe(false);
  });
});
