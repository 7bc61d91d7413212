/**
 * The window's locks: isolated, sandboxed, no Node in the page, navigation kept inside the app,
 * new windows refused (web links go to the system browser), every permission refused.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { isLoopbackHost } from './server-address.ts';

export function windowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Lumen Legal Admin',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
    },
  };
}

/**
 * Whether `url` is a page of the app itself (app://admin/…). Compared by scheme and host: to
 * Node's URL parser a custom scheme has the opaque origin "null", like any other.
 */
export function isAppUrl(url: string, appOrigin: string): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appOrigin);
    return target.protocol === app.protocol && target.host === app.host && target.host !== '';
  } catch {
    return false;
  }
}

/** Links the system browser may open: https anywhere, http only on this computer. */
export function isExternalWebLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
}

interface PreventableEvent {
  preventDefault(): void;
}

/** For `will-navigate` and `will-redirect`: only the app's own pages. */
export function navigationGuard(appOrigin: string) {
  return (event: PreventableEvent, url: string): void => {
    if (!isAppUrl(url, appOrigin)) event.preventDefault();
  };
}

/** For setWindowOpenHandler: never a new window; web links open in the system browser. */
export function windowOpenHandler(openExternal: (url: string) => unknown) {
  return ({ url }: { url: string }): { action: 'deny' } => {
    if (isExternalWebLink(url)) void Promise.resolve(openExternal(url)).catch(() => undefined);
    return { action: 'deny' };
  };
}

/** For setPermissionRequestHandler: the back office needs no camera, location, or anything. */
export function denyPermissionRequest(
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

/** For setPermissionCheckHandler. */
export function denyPermissionCheck(): boolean {
  return false;
}

/** IPC answers only the app's own pages, never a page that got in some other way. */
export function isTrustedSender(frameUrl: string | undefined, appOrigin: string): boolean {
  return frameUrl !== undefined && isAppUrl(frameUrl, appOrigin);
}
