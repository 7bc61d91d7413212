import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { maySee } from '../../../../../shared/admin/access.ts';
import { useNarrowScreen } from '../../../components/admin/use-narrow-screen.ts';
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx';
import type { SessionUser } from '../../../features/auth/session.ts';
import { SyncProvider } from '../../../sync/context.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { CommandPalette } from './command-palette.tsx';
import { DesktopBridge } from './desktop-bridge.tsx';
import { NAV } from './nav.ts';
import { NotForRole } from './no-access.tsx';
import { loadAllScreens } from './screen-loader.ts';
import { Shortcuts } from './shortcuts.tsx';
import { EndedSessionWatch, SyncedSignOutButton } from './sign-out.tsx';
import { SyncStatus } from './sync-status.tsx';
import { UndoToast } from './undo-toast.tsx';

/**
 * The signed-in admin's frame: one sync engine for the whole shell (the header shows its state
 * and signs out through it; every screen reads its local copy), the navigation and the screen.
 */
export function AdminFrame({
  user,
  offline,
  onRoleChanged,
}: {
  user: SessionUser;
  offline: boolean;
  /** The server reads for another role now: the session is checked again. */
  onRoleChanged?: () => void;
}) {
  const t = useAdminT();
  useLoadScreensWhenIdle();
  const menu = useNarrowMenu();
  const { pathname } = useLocation();
  // A phone's header is one line: who is signed in, the theme and Sign Out go in the menu.
  const narrow = useNarrowScreen();
  const account = (
    <div className="admin-account">
      <span className="admin-muted">{t.shell.signedInAs}</span>{' '}
      <span className="admin-email">{user.email}</span>
      <ThemeToggle />
      <SyncedSignOutButton />
    </div>
  );
  return (
    <SyncProvider user={user} {...(onRoleChanged ? { onScopeChanged: onRoleChanged } : {})}>
      <DesktopBridge />
      <EndedSessionWatch />
      <Shortcuts />
      <CommandPalette />
      <div className="admin">
        <a className="skip-link" href="#main">
          {t.shell.skipToContent}
        </a>
        <header className="admin-header">
          <button
            type="button"
            className="admin-signout admin-menu-button"
            aria-expanded={menu.open}
            aria-controls="admin-nav"
            onClick={menu.toggle}
          >
            {t.shell.menu}
          </button>
          <Link to="/admin" className="admin-brand">
            {t.shell.brand}
          </Link>
          <SyncStatus />
          {narrow ? null : account}
        </header>
        <div className="admin-body">
          <nav
            id="admin-nav"
            className={menu.open ? 'admin-nav admin-nav--open' : 'admin-nav'}
            aria-label={t.shell.navigation}
          >
            {narrow ? account : null}
            <ul>
              {NAV.filter((item) => maySee(user.role, item.to)).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={'end' in item}>
                    {t.nav[item.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="admin-main" tabIndex={-1}>
            {offline ? (
              <p className="admin-notice admin-offline-session">{t.shell.offlineSession}</p>
            ) : null}
            {/* A new record is a change: /admin/blog/new only for those who may write posts. */}
            {maySee(user.role, pathname, pathname.endsWith('/new')) ? (
              <Outlet />
            ) : (
              <NotForRole user={user} />
            )}
          </main>
          <UndoToast />
        </div>
      </div>
    </SyncProvider>
  );
}

/** Once the first screen is shown, the code of all the others is fetched while the page idles. */
function useLoadScreensWhenIdle() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadAllScreens());
    return () => cancel(handle);
  }, []);
}

/**
 * On a narrow screen the navigation, with the account, sits behind the Menu button (the CSS hides
 * it and shows the button below 48rem): it closes when a screen is chosen, and with Escape.
 */
function useNarrowMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, toggle: () => setOpen((o) => !o) };
}
