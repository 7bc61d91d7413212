import { Link } from 'react-router-dom';
import { useT } from '../../app/i18n.ts';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { useAdminTitle } from './use-admin-title.ts';

/**
 * /admin/forgot-password: an administrator asks for a link to set a new password; the mail leads
 * to /admin/reset-password, as the partner portal's leads to its own page.
 */
export function Component() {
  const t = useT().auth.forgotPassword;
  useAdminTitle(t.title);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <ForgotPasswordForm />
        <p className="auth-aside">
          <Link to="/admin/login">← {t.backToLogin}</Link>
        </p>
      </div>
    </main>
  );
}
