import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app/i18n.ts';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { useAdminTitle } from './use-admin-title.ts';

/** /admin/reset-password?token=… — where an administrator's emailed reset link leads. */
export function Component() {
  const t = useT().auth.resetPassword;
  const [params] = useSearchParams();
  useAdminTitle(t.title);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <p className="auth-lead">{t.lead}</p>
        <ResetPasswordForm token={params.get('token')} signInPath="/admin/login" />
      </div>
    </main>
  );
}
