import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isStaff } from '../../../../shared/admin/access.ts';
import { onSignOutElsewhere } from '../../features/auth/session.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { SecondFactorSetup } from './security/second-factor-setup.tsx';
import { AdminFrame } from './shell/admin-frame.tsx';
import { NoAccess } from './shell/no-access.tsx';
import { ShellCommandsProvider } from './shell/shell-commands.tsx';
import { useAdminT } from './use-admin-t.ts';

/**
 * The guarded frame of every back-office screen (back-office §2 access rule): the session is
 * checked on load and on every navigation; without one the visitor goes to the sign-in with the
 * page they asked for in `next`; a partner account sees a no-access notice and never admin data.
 * Offline, the last session this browser confirmed opens the shell until it would have expired
 * (the screens then work on the local copy); it is checked again once the network is back.
 */
export function Component() {
  const t = useAdminT().shell;
  const location = useLocation();
  const navigate = useNavigate();
  const { state, recheck } = useSession(location.pathname, { offlineFallback: true });
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
  if (!isStaff(state.user.role)) return <NoAccess user={state.user} />;
  // Online only: offline the server cannot be asked, and nothing new is synced anyway.
  if (state.user.needsSecondFactor && !state.offline) {
    return <SecondFactorSetup user={state.user} onDone={recheck} />;
  }
  return (
    <ShellCommandsProvider>
      <AdminFrame user={state.user} offline={state.offline} onRoleChanged={recheck} />
    </ShellCommandsProvider>
  );
}
