import type { BrowserContext, Page, Route } from '@playwright/test';
import { createApiProxy } from '../../../desktop/api-proxy.ts';
import { createAuthSession } from '../../../desktop/auth-session.ts';
import type {
  DesktopStatus,
  NewLead,
  SignInResult,
  WindowWithDesktop,
} from '../../../desktop/bridge.ts';
import { type TokenStore, tokenStoreMessages } from '../../../desktop/token-store.ts';

/**
 * The desktop app around a Chromium page: `window.lumenDesktop` with exactly the preload's
 * methods, each forwarded (like ipcRenderer.invoke) to the main process's real modules running
 * in the test (auth-session.ts signs in with POST /api/auth/token; api-proxy.ts forwards /api/*
 * with the bearer token). The page's cookies are cleared and never set.
 */
export interface DesktopHarness {
  statuses: DesktopStatus[];
  leads: NewLead[];
  /** What the proxy sent to the server, for the assertions on headers. */
  sent: { path: string; authorization: string | null; cookie: string | null }[];
  /** A menu command, as the main process sends it. */
  command(name: 'sync-now' | 'sign-out'): Promise<void>;
  /** A deep link or notification click, as the main process sends it. */
  openPath(path: string): Promise<void>;
}

/** The page's window with the bridge and the exposed functions it forwards to. */
type DesktopWindow = WindowWithDesktop & {
  __desktopEmit(name: string, value: unknown): void;
  __desktopSignIn(email: string, password: string): Promise<SignInResult>;
  __desktopSignOut(): Promise<void>;
  __desktopTokenNotice(): Promise<string | null>;
  __desktopStatus(status: DesktopStatus): Promise<void>;
  __desktopNewLeads(leads: NewLead[]): Promise<void>;
};

/** Sends a message from the "main process" to the page's listeners. */
function emit(page: Page, name: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([n, v]) => (window as unknown as DesktopWindow).__desktopEmit(n as string, v),
    [name, value] as const,
  );
}

/** A keyring-less Linux store: nothing is kept, and the sign-in page says why. */
function basicTextStore(): TokenStore {
  return {
    notice: () => tokenStoreMessages.basicText,
    save: () => undefined,
    load: () => null,
    clear: () => undefined,
  };
}

export async function installDesktop(
  page: Page,
  context: BrowserContext,
  server: string,
): Promise<DesktopHarness> {
  const harness: DesktopHarness = {
    statuses: [],
    leads: [],
    sent: [],
    command: (name) => emit(page, 'command', name),
    openPath: (path) => emit(page, 'openPath', path),
  };
  const store = basicTextStore();
  const fetch = async (input: string | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    harness.sent.push({
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      cookie: request.headers.get('cookie'),
    });
    return globalThis.fetch(request);
  };
  const auth = createAuthSession({
    server: () => server,
    store,
    fetch,
    onSignedOut: () => void emit(page, 'signedOut', null),
  });
  const proxy = createApiProxy({ server: () => server, auth, fetch });

  await context.clearCookies();
  await page.exposeFunction('__desktopSignIn', (email: string, password: string) =>
    auth.signIn(email, password),
  );
  await page.exposeFunction('__desktopSignOut', () => auth.signOut());
  await page.exposeFunction('__desktopTokenNotice', () => store.notice());
  await page.exposeFunction('__desktopStatus', (status: DesktopStatus) => {
    harness.statuses.push(status);
  });
  await page.exposeFunction('__desktopNewLeads', (leads: NewLead[]) => {
    harness.leads.push(...leads);
  });

  // The preload's bridge, method for method (desktop/preload.ts).
  await page.addInitScript(() => {
    const win = window as unknown as DesktopWindow;
    const listeners: Record<string, Set<(value: unknown) => void>> = {
      command: new Set(),
      openPath: new Set(),
      signedOut: new Set(),
    };
    const listen = (name: string) => (listener: (value: never) => void) => {
      const set = listeners[name] as Set<(value: unknown) => void>;
      const wrapped = listener as (value: unknown) => void;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    };
    win.__desktopEmit = (name, value) => {
      for (const listener of listeners[name] ?? []) listener(value);
    };
    win.lumenDesktop = {
      signIn: (email, password) => win.__desktopSignIn(email, password),
      signOut: () => win.__desktopSignOut(),
      tokenStorageNotice: () => win.__desktopTokenNotice(),
      reportStatus: (status) => void win.__desktopStatus(status),
      notifyNewLeads: (leads) => void win.__desktopNewLeads(leads),
      onCommand: listen('command'),
      onOpenPath: listen('openPath'),
      onSignedOut: listen('signedOut'),
      setServer: async () => ({ ok: false, message: 'Not in this test.' }),
      getServer: async () => null,
    };
  });

  // What the app:// protocol handler does with /api/*: the real proxy, cookies dropped.
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route: Route) => {
      const request = route.request();
      // Playwright cannot stream a response; the engine polls and syncs on demand instead.
      if (new URL(request.url()).pathname === '/api/sync/events') return route.abort('failed');
      const headers = await request.allHeaders();
      const body = request.postDataBuffer();
      const answer = await proxy(
        new Request(request.url(), {
          method: request.method(),
          headers: Object.fromEntries(
            Object.entries(headers).filter(([name]) => !name.startsWith(':')),
          ),
          body: body ? new Uint8Array(body) : null,
        }),
      );
      const responseHeaders = Object.fromEntries(answer.headers);
      // Node's fetch has already decoded the body.
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) {
        delete responseHeaders[name];
      }
      await route.fulfill({
        status: answer.status,
        headers: responseHeaders,
        body: Buffer.from(await answer.arrayBuffer()),
      });
    },
  );
  return harness;
}
