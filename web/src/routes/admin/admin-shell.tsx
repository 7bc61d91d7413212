import { useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { fmt } from '../../../../shared/i18n/format.ts';
import { logout, onSignOutElsewhere, type SessionUser } from '../../features/auth/session.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { useAdminT } from './use-admin-t.ts';
import { useAdminTitle } from './use-admin-title.ts';

const NAV = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/blog', key: 'blog' },
  { to: '/admin/newsroom', key: 'newsroom' },
  { to: '/admin/newsletter', key: 'newsletter' },
  { to: '/admin/contacts', key: 'contacts' },
  { to: '/admin/partners', key: 'partners' },
  { to: '/admin/support', key: 'support' },
  { to: '/admin/entities', key: 'entities' },
  { to: '/admin/settings', key: 'settings' },
] as const;

/**
 * The guarded frame of every back-office screen (back-office §2 access rule): the session is
 * checked on load and on every navigation; without one the visitor goes to the sign-in with the
 * page they asked for in `next`; a partner account sees a no-access notice and never admin data.
 */
export function Component() {
  const t = useAdminT().shell;
  const location = useLocation();
  const navigate = useNavigate();
  const { state, recheck } = useSession(location.pathname);
  const here = location.pathname + location.search;

  // Another tab signed out: this one stops showing admin data at once.
  useEffect(
    () =>
      onSignOutElsewhere(() =>
        navigate(`/admin/login?next=${encodeURIComponent(here)}`, { replace: true }),
      ),
    [navigate, here],
  );

  if (state.status === 'loading') {
    return (
      <main id="main" className="auth-page">
        <p role="status" className="auth-status">
          {t.checking}
        </p>
      </main>
    );
  }
  if (state.status === 'signed-out') {
    return <Navigate to={`/admin/login?next=${encodeURIComponent(here)}`} replace />;
  }
  if (state.status === 'error') {
    return (
      <main id="main" className="auth-page">
        <div className="auth-card">
          <p role="alert" className="auth-error">
            {t.sessionError}
          </p>
          <button type="button" className="button button--primary" onClick={recheck}>
            {t.retry}
          </button>
        </div>
      </main>
    );
  }
  if (state.user.role !== 'admin') return <NoAccess user={state.user} />;
  return <Shell user={state.user} />;
}

function useSignOut(): { signOut: () => void; busy: boolean; failed: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  function signOut() {
    setBusy(true);
    setFailed(false);
    logout().then(
      () => navigate('/admin/login', { replace: true }),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  }
  return { signOut, busy, failed };
}

function SignOutButton() {
  const t = useAdminT().shell;
  const { signOut, busy, failed } = useSignOut();
  return (
    <>
      <button type="button" className="admin-signout" onClick={signOut} disabled={busy}>
        {busy ? t.signingOut : t.signOut}
      </button>
      {failed ? (
        <p role="alert" className="auth-error">
          {t.signOutFailed}
        </p>
      ) : null}
    </>
  );
}

function Shell({ user }: { user: SessionUser }) {
  const t = useAdminT();
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {t.shell.skipToContent}
      </a>
      <header className="admin-header">
        <Link to="/admin" className="admin-brand">
          {t.shell.brand}
        </Link>
        <div className="admin-account">
          <span className="admin-muted">{t.shell.signedInAs}</span>{' '}
          <span className="admin-email">{user.email}</span>
          <SignOutButton />
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t.shell.navigation}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item}>
                  {t.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function NoAccess({ user }: { user: SessionUser }) {
  const t = useAdminT().shell;
  useAdminTitle(t.noAccessTitle);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t.noAccessTitle}</h1>
        <p>{fmt(t.noAccess, { email: user.email })}</p>
        <p>
          <Link to="/partners/dashboard">{t.toPartnerPortal}</Link>
        </p>
        <SignOutButton />
      </div>
    </main>
  );
}
