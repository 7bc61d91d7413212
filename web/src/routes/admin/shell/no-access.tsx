import { Link } from 'react-router-dom';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { SessionUser } from '../../../features/auth/session.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { SignOutButton } from './sign-out.tsx';

/** A signed-in partner: told their role has no access to the screen, and never shown its data. */
export function NoAccess({ user }: { user: SessionUser }) {
  const t = useAdminT().shell;
  useAdminTitle(t.noAccessTitle);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t.noAccessTitle}</h1>
        <p>{fmt(t.noAccess, { email: user.email, role: t.roles[user.role] })}</p>
        <p>
          <Link to="/partners/dashboard">{t.toPartnerPortal}</Link>
        </p>
        <SignOutButton />
      </div>
    </main>
  );
}

/** A screen outside the signed-in staff member's role: said so, inside the shell. */
export function NotForRole({ user }: { user: SessionUser }) {
  const t = useAdminT().shell;
  useAdminTitle(t.notForRoleTitle);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.notForRoleTitle}
      </h1>
      <p>{fmt(t.notForRole, { role: t.roles[user.role] })}</p>
      <p>
        <Link to="/admin">{t.toDashboard}</Link>
      </p>
    </section>
  );
}
