import { useLocalePath, useT } from '../../app/i18n.ts';
import { useSearchParams } from '../../app/page-router.tsx';
import { UnlockForm } from '../../features/auth/unlock-form.tsx';
import '../../styles/auth.css';

/** /partners/unlock?token=… — where a partner's mailed unlock link leads. */
export function UnlockPage() {
  const t = useT().auth.unlock;
  const to = useLocalePath();
  const [params] = useSearchParams();
  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <p className="auth-lead">{t.lead}</p>
        <UnlockForm token={params.get('token')} signInPath={to('/partners/login')} />
      </div>
    </div>
  );
}
