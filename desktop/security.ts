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

/** Where the app's public pages live: its own origin, and the configured server's. */
export interface PublicPages {
  appOrigin: string;
  /** The configured server's origin, null before one is set. */
  server(): string | null;
}

/**
 * The configured server's address of one of the site's public pages linked from the back office
 * (e.g. a post's View, written /blog/slug, so it resolves to the app's own origin); null for any
 * other address, and for the back office and the API, which never leave the app.
 */
export function publicPageUrl(url: string, pages: PublicPages): string | null {
  if (!isAppUrl(url, pages.appOrigin)) return null;
  const origin = pages.server();
  if (!origin) return null;
  const { pathname, search, hash } = new URL(url);
  if (/^\/(admin|api)(\/|$)/.test(pathname)) return null;
  return new URL(`${pathname}${search}${hash}`, origin).toString();
}

/**
 * For setWindowOpenHandler: never a new window. Web links open in the system browser, and so do
 * the site's public pages, on the configured server.
 */
export function windowOpenHandler(openExternal: (url: string) => unknown, pages?: PublicPages) {
  return ({ url }: { url: string }): { action: 'deny' } => {
    const target = (pages && publicPageUrl(url, pages)) ?? (isExternalWebLink(url) ? url : null);
    if (target) void Promise.resolve(openExternal(target)).catch(() => undefined);
    return { action: 'deny' };
  };
}

/** The part of Electron's DownloadItem the download policy uses. */
export interface DownloadItemLike {
  getURL(): string;
  getFilename(): string;
  setSaveDialogOptions(options: {
    title?: string;
    defaultPath?: string;
    filters?: { name: string; extensions: string[] }[];
  }): void;
}

/**
 * For the session's `will-download`: a file the back office makes itself (an export, a blob: URL
 * of the app's own origin) is saved where the person chooses in the system's save dialog, starting
 * in `folder()` under the file's own name; any other download is refused.
 */
export function downloadPolicy(appOrigin: string, folder: () => string) {
  return (event: PreventableEvent, item: DownloadItemLike): void => {
    if (!item.getURL().startsWith(`blob:${appOrigin}/`)) {
      event.preventDefault();
      return;
    }
    // Only a plain file name: nothing of a path the page might have put in it.
    const name = item.getFilename().split(/[\\/]/).pop() || 'download';
    const extension = /.\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
    item.setSaveDialogOptions({
      defaultPath: `${folder().replace(/[\\/]+$/, '')}/${name}`,
      ...(extension
        ? { filters: [{ name: extension.toUpperCase(), extensions: [extension] }] }
        : {}),
    });
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
