import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app/i18n.ts';
import { UnlockForm } from '../../features/auth/unlock-form.tsx';
import { useAdminTitle } from './use-admin-title.ts';

/** /admin/unlock?token=… — where an administrator's mailed unlock link leads. */
export function Component() {
  const t = useT().auth.unlock;
  const [params] = useSearchParams();
  useAdminTitle(t.title);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <p className="auth-lead">{t.lead}</p>
        <UnlockForm token={params.get('token')} signInPath="/admin/login" />
      </div>
    </main>
  );
}
