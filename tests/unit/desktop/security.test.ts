import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../../../desktop/protocol.ts';
import {
  denyPermissionCheck,
  denyPermissionRequest,
  downloadPolicy,
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

describe('public pages linked from the back office', () => {
  const pages = { appOrigin: APP_ORIGIN, server: () => 'https://lumenlegal.ee' as string | null };

  it('open on the configured server in the system browser (a post’s View, its Preview)', () => {
    const openExternal = vi.fn();
    const handler = windowOpenHandler(openExternal, pages);
    expect(handler({ url: `${APP_ORIGIN}/blog/contracts-2026` })).toEqual({ action: 'deny' });
    handler({ url: `${APP_ORIGIN}/et/newsroom/funding?ref=admin#top` });
    expect(openExternal.mock.calls).toEqual([
      ['https://lumenlegal.ee/blog/contracts-2026'],
      ['https://lumenlegal.ee/et/newsroom/funding?ref=admin#top'],
    ]);
  });

  it('never send the back office or the API out, nor anything before a server is set', () => {
    const openExternal = vi.fn();
    windowOpenHandler(openExternal, pages)({ url: `${APP_ORIGIN}/admin/contacts` });
    windowOpenHandler(openExternal, pages)({ url: `${APP_ORIGIN}/api/health` });
    windowOpenHandler(openExternal, { ...pages, server: () => null })({
      url: `${APP_ORIGIN}/blog/x`,
    });
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  function item(url: string, filename: string) {
    return { getURL: () => url, getFilename: () => filename, setSaveDialogOptions: vi.fn() };
  }
  const policy = downloadPolicy(APP_ORIGIN, () => '/home/mari/Downloads/');

  it('save the back office’s own exports through the save dialog, under their own name', () => {
    const event = { preventDefault: vi.fn() };
    const csv = item(`blob:${APP_ORIGIN}/0b8f4a52`, 'contact-submissions-2026-11-28.csv');
    policy(event, csv);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(csv.setSaveDialogOptions).toHaveBeenCalledWith({
      defaultPath: '/home/mari/Downloads/contact-submissions-2026-11-28.csv',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    const sneaky = item(`blob:${APP_ORIGIN}/1`, '../../.bashrc');
    policy({ preventDefault: vi.fn() }, sneaky);
    expect(sneaky.setSaveDialogOptions).toHaveBeenCalledWith({
      defaultPath: '/home/mari/Downloads/.bashrc',
    });
  });

  it('refuse any other download', () => {
    for (const url of ['https://evil.example/x.exe', 'blob:https://evil.example/1', 'data:,x']) {
      const event = { preventDefault: vi.fn() };
      const other = item(url, 'x.exe');
      policy(event, other);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(other.setSaveDialogOptions).not.toHaveBeenCalled();
    }
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
