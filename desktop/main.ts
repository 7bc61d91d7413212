/**
 * The Electron main process: wires the pure modules of desktop/ to the real `electron` module.
 * Everything that decides something lives in those modules and has unit tests; this file only
 * connects events to them.
 */
import path from 'node:path';
import {
  app,
  BrowserWindow,
  type IpcMainEvent,
  type IpcMainInvokeEvent,
  ipcMain,
  Menu,
  Notification,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import { createApiProxy } from './api-proxy.ts';
import { type AuthSession, createAuthSession } from './auth-session.ts';
import { CHANNELS, type DesktopCommand } from './bridge.ts';
import { DEEP_LINK_SCHEME, deepLinkPath, findDeepLink } from './deep-link.ts';
import { createMediaCache } from './media-cache.ts';
import { menuTemplate } from './menu.ts';
import { isAdminPath, leadNotifications, parseNewLeads } from './notifications.ts';
import { APP_ORIGIN, APP_SCHEME, createAppProtocolHandler } from './protocol.ts';
import {
  denyPermissionCheck,
  denyPermissionRequest,
  downloadPolicy,
  isAppUrl,
  isTrustedSender,
  navigationGuard,
  windowOpenHandler,
  windowOptions,
} from './security.ts';
import { checkServer } from './server-address.ts';
import { blobFile, createSettings } from './settings.ts';
import { SETUP_PATH, setupPages } from './setup-page.ts';
import { APP_NAME, windowTitle } from './title.ts';
import { createTokenStore } from './token-store.ts';

// Before `ready`: a standard, secure scheme gets IndexedDB, Web Locks and fetch like https.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
  },
]);

if (!app.requestSingleInstanceLock()) app.quit();
else start();

function start(): void {
  const dataDir = app.getPath('userData');
  const settings = createSettings(blobFile(path.join(dataDir, 'settings.json')));
  let auth: AuthSession | null = null;
  let window: BrowserWindow | null = null;
  /** A path asked for (deep link) before the window could show it. */
  let waitingPath = pathOfLink(findDeepLink(process.argv));
  /**
   * "Change server" while signed in: the page signs out first (it may ask about unsent changes),
   * then the setup page shows. Until this time only: a sign-out the person cancelled must not
   * turn a later, ordinary sign-out into a server change.
   */
  let setupAfterSignOutUntil = 0;

  function pathOfLink(link: string | null): string | null {
    return link ? deepLinkPath(link) : null;
  }

  function showSetup(): void {
    void window?.loadURL(`${APP_ORIGIN}${SETUP_PATH}`);
  }

  function send(channel: string, value?: unknown): void {
    window?.webContents.send(channel, value);
  }

  /** Shows an admin path: through the page's router when it runs, else by loading it. */
  function openPath(adminPath: string): void {
    if (!isAdminPath(adminPath)) return;
    if (!window || !settings.server()) {
      waitingPath = adminPath;
      return;
    }
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    const current = window.webContents.getURL();
    if (current.startsWith(`${APP_ORIGIN}/admin`)) send(CHANNELS.openPath, adminPath);
    else void window.loadURL(`${APP_ORIGIN}${adminPath}`);
  }

  function command(name: DesktopCommand): void {
    send(CHANNELS.command, name);
  }

  function changeServer(): void {
    if (auth && (auth.accessToken() || auth.hasRefreshToken())) {
      setupAfterSignOutUntil = Date.now() + 5 * 60_000;
      command('sign-out');
    } else {
      showSetup();
    }
  }

  app.on('second-instance', (_event, argv) => {
    const adminPath = pathOfLink(findDeepLink(argv));
    if (adminPath) openPath(adminPath);
    else if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  // macOS delivers deep links as an event, even before `ready`.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const adminPath = deepLinkPath(url);
    if (adminPath) openPath(adminPath);
  });
  if (process.defaultApp && process.argv[1]) {
    // `electron .` in development: the link must start this app, not a bare Electron.
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [
      path.resolve(process.argv[1]),
    ]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }

  app.on('web-contents-created', (_event, contents) => {
    const guard = navigationGuard(APP_ORIGIN);
    contents.on('will-navigate', guard);
    contents.on('will-redirect', guard);
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(
      windowOpenHandler((url) => shell.openExternal(url), {
        appOrigin: APP_ORIGIN,
        server: () => settings.server(),
      }),
    );
  });

  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(() => {
    const store = createTokenStore(safeStorage, blobFile(path.join(dataDir, 'session.bin')));
    const fetch = (input: string | Request, init?: RequestInit) => net.fetch(input, init);
    const signedIn = createAuthSession({
      server: () => settings.server(),
      store,
      fetch,
      onSignedOut: () => send(CHANNELS.signedOut),
    });
    auth = signedIn;

    const ses = session.defaultSession;
    ses.setPermissionRequestHandler(denyPermissionRequest);
    ses.setPermissionCheckHandler(denyPermissionCheck);
    ses.on(
      'will-download',
      downloadPolicy(APP_ORIGIN, () => app.getPath('downloads')),
    );
    protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({
        bundleDir: path.join(__dirname, '..', 'client'),
        api: createApiProxy({ server: () => settings.server(), auth: signedIn, fetch }),
        media: createMediaCache({
          server: () => settings.server(),
          fetch,
          dir: path.join(dataDir, 'media'),
        }),
        pages: setupPages,
      }),
    );

    const trusted = (event: IpcMainEvent | IpcMainInvokeEvent) =>
      isTrustedSender(event.senderFrame?.url, APP_ORIGIN);
    ipcMain.handle(CHANNELS.signIn, (event, email: unknown, password: unknown, code: unknown) =>
      trusted(event)
        ? signedIn.signIn(
            String(email),
            String(password),
            typeof code === 'string' ? code : undefined,
          )
        : null,
    );
    ipcMain.handle(CHANNELS.signOut, async (event) => {
      if (!trusted(event)) return;
      await signedIn.signOut();
      window?.setTitle(APP_NAME);
      if (Date.now() < setupAfterSignOutUntil) {
        setupAfterSignOutUntil = 0;
        showSetup();
      }
    });
    ipcMain.handle(CHANNELS.tokenNotice, (event) => (trusted(event) ? store.notice() : null));
    ipcMain.handle(CHANNELS.getServer, (event) => (trusted(event) ? settings.server() : null));
    ipcMain.handle(CHANNELS.setServer, async (event, address: unknown) => {
      if (!trusted(event)) return { ok: false, message: 'Refused.' };
      const result = await checkServer(String(address), fetch);
      if (!result.ok) return result;
      if (result.origin !== settings.server()) await signedIn.signOut();
      settings.setServer(result.origin);
      const target = waitingPath ?? '/admin';
      waitingPath = null;
      void window?.loadURL(`${APP_ORIGIN}${target}`);
      return result;
    });
    ipcMain.on(
      CHANNELS.status,
      (event, status: { online?: unknown; deviceOnline?: unknown; pending?: unknown }) => {
        if (!trusted(event)) return;
        const pending = Number(status?.pending);
        window?.setTitle(
          windowTitle({
            online: status?.online === true,
            deviceOnline: status?.deviceOnline !== false,
            pending: Number.isSafeInteger(pending) && pending > 0 ? pending : 0,
          }),
        );
      },
    );
    ipcMain.on(CHANNELS.newLeads, (event, value: unknown) => {
      if (!trusted(event) || !Notification.isSupported()) return;
      for (const note of leadNotifications(parseNewLeads(value))) {
        const shown = new Notification({ title: note.title, body: note.body });
        shown.on('click', () => openPath(note.path));
        shown.show();
      }
    });

    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate(
          {
            syncNow: () => command('sync-now'),
            signOut: () => command('sign-out'),
            changeServer,
            quit: () => app.quit(),
          },
          process.platform,
        ),
      ),
    );

    window = new BrowserWindow(windowOptions(path.join(__dirname, 'preload.cjs')));
    // The title says online/offline and what waits; the page's own title must not replace it.
    window.on('page-title-updated', (event) => event.preventDefault());
    window.once('ready-to-show', () => window?.show());
    window.on('closed', () => {
      window = null;
    });
    const first = settings.server() ? (waitingPath ?? '/admin') : null;
    if (first) {
      waitingPath = null;
      void window.loadURL(`${APP_ORIGIN}${first}`);
    } else {
      showSetup();
    }
    // Only the app's pages may be shown; anything else is an error.
    window.webContents.on('did-navigate', (_event, url) => {
      if (!isAppUrl(url, APP_ORIGIN)) window?.destroy();
    });
  });
}
