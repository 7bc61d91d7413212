import { useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { SecuritySettings } from './security-settings.tsx';

/** /admin/security: the signed-in person's two-step sign-in (server/routes/two-factor.ts). */
export function Component() {
  const t = useAdminT().security;
  useAdminTitle(t.title);
  const { user } = useSyncEngine();
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      <SecuritySettings role={user.role} />
    </section>
  );
}
