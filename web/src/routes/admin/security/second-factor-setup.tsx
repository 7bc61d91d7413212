import type { SessionUser } from '../../../features/auth/session.ts';
import { SignOutButton } from '../shell/sign-out.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { SecuritySettings } from './security-settings.tsx';

/**
 * Instead of the back office, while the administrator requires a second factor this account
 * does not have: setting one up, then Continue (the session is checked again). No data is
 * synced before: the server refuses it until then.
 */
export function SecondFactorSetup({ user, onDone }: { user: SessionUser; onDone(): void }) {
  const t = useAdminT().security;
  useAdminTitle(t.requiredHeading);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1>{t.requiredHeading}</h1>
        <p className="auth-lead">{t.requiredLead}</p>
        <SecuritySettings role={user.role} />
        <div className="security-actions">
          <button type="button" className="button button--primary" onClick={onDone}>
            {t.continue}
          </button>
          <SignOutButton />
        </div>
      </div>
    </main>
  );
}
