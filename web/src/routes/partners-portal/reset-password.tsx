import { useLocalePath, useT } from '../../app/i18n.ts';
import { useSearchParams } from '../../app/page-router.tsx';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import '../../styles/auth.css';

/** /partners/reset-password?token=… — where a partner's emailed reset link leads. */
export function ResetPasswordPage() {
  const t = useT().auth.resetPassword;
  const to = useLocalePath();
  const [params] = useSearchParams();
  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <p className="auth-lead">{t.lead}</p>
        <ResetPasswordForm
          token={params.get('token')}
          signInPath={`${to('/partners/login')}?reset=done`}
          requestNewPath={to('/partners/forgot-password')}
        />
      </div>
    </div>
  );
}
