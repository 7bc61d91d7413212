import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import '../../styles/auth.css';

/** /partners/forgot-password: asks for a reset link (features/auth/forgot-password-form.tsx). */
export function ForgotPasswordPage() {
  const t = useT().auth.forgotPassword;
  const to = useLocalePath();
  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <ForgotPasswordForm />
        <p className="auth-aside">
          <Link to={to('/partners/login')}>← {t.backToLogin}</Link>
        </p>
      </div>
    </div>
  );
}
