import { useEffect, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Navigate, useNavigate } from '../../app/page-router.tsx';
import { logout } from '../../features/auth/session.ts';
import { ApiError } from '../../lib/api.ts';
import { fetchPartnerAccount, type PartnerAccount } from './partner-api.ts';
import { ApplicationDetails, PartnerResources } from './partner-sections.tsx';
import '../../styles/auth.css';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; account: PartnerAccount }
  | { status: 'signed-out' }
  | { status: 'error' };

/**
 * /partners/dashboard for a signed-in partner. The server renders only the loading state (it never
 * reads the session for this page); the account is fetched here in the browser.
 */
export function PartnerDashboardPage() {
  const t = useT().auth.partnerDashboard;
  const to = useLocalePath();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only triggers a reload.
  useEffect(() => {
    const controller = new AbortController();
    fetchPartnerAccount(controller.signal).then(
      (account) => setLoad({ status: 'ready', account }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        // No session, or an account that is not a partner's: the partner sign-in is the way in.
        const out = err instanceof ApiError && (err.status === 401 || err.status === 403);
        setLoad({ status: out ? 'signed-out' : 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (load.status === 'signed-out') return <Navigate to={to('/partners/login')} replace />;

  return (
    <div className="auth-page auth-page--wide container">
      <div className="partner-dashboard" aria-busy={load.status === 'loading'}>
        <div className="partner-dashboard__head">
          <h1>{t.heading}</h1>
          {load.status === 'ready' ? <AccountBar email={load.account.user.email} /> : null}
        </div>
        {load.status === 'loading' ? (
          <p role="status" className="auth-status">
            {t.loading}
          </p>
        ) : null}
        {load.status === 'error' ? (
          <div role="alert">
            <p className="auth-error">{t.loadError}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t.retry}
            </button>
          </div>
        ) : null}
        {load.status === 'ready' ? (
          <>
            <ApplicationDetails application={load.account.application} />
            <PartnerResources />
          </>
        ) : null}
      </div>
    </div>
  );
}

function AccountBar({ email }: { email: string }) {
  const t = useT().auth.partnerDashboard;
  const to = useLocalePath();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  function signOut() {
    setBusy(true);
    logout().then(
      () => navigate(to('/partners/login'), { replace: true }),
      () => setBusy(false),
    );
  }
  return (
    <div className="partner-dashboard__account">
      <span>{fmt(t.signedInAs, { email })}</span>
      <button type="button" className="button button--secondary" onClick={signOut} disabled={busy}>
        {busy ? t.signingOut : t.signOut}
      </button>
    </div>
  );
}
