import { useState } from 'react';
import type { UserRole } from '../../../../../shared/constants.ts';
import { Outcome, ServerLoadStates } from '../../../components/admin/list-states.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpSection } from './totp-section.tsx';
import { failureText, useTwoFactor } from './use-two-factor.ts';
import '../../../styles/admin-security.css';

/**
 * The person's two-step sign-in: the authenticator app, recovery codes and passkeys; for an
 * administrator also whether every staff member must use it. `onChanged`: after each change
 * (the shell checks the session again when a required second factor was just set up).
 */
export function SecuritySettings(props: { role: UserRole; onChanged?(): void }) {
  const t = useAdminT().security;
  const { load, reload } = useTwoFactor();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [fresh, setFresh] = useState<string[] | null>(null);
  const announce = (text: string, failed = false) => setSaid({ text, failed });
  const changed = () => {
    reload();
    props.onChanged?.();
  };

  async function setRequired(requireTwoFactor: boolean) {
    try {
      await withSession(() =>
        apiFetch('/api/admin/security', { method: 'PUT', body: { requireTwoFactor } }),
      );
      announce(t.staff.saved);
      reload();
    } catch (err) {
      announce(failureText(err, t.app.failed, t.offline), true);
    }
  }

  return (
    <>
      <ServerLoadStates
        load={load}
        offline={load.status === 'error' && load.offline}
        onRetry={reload}
        t={t}
      />
      <Outcome said={said} />
      {load.status === 'ready' ? (
        <>
          <TotpSection
            view={load.data}
            onChanged={changed}
            announce={announce}
            onCodes={setFresh}
          />
          <RecoveryCodes
            view={load.data}
            onChanged={changed}
            announce={announce}
            fresh={fresh}
            onCodes={setFresh}
          />
          <PasskeysSection view={load.data} onChanged={changed} announce={announce} />
          {props.role === 'admin' ? (
            <section className="security-section" aria-labelledby="security-staff">
              <h2 id="security-staff">{t.staff.heading}</h2>
              <div className="security-check">
                <input
                  id="security-require"
                  type="checkbox"
                  checked={load.data.required}
                  aria-describedby="security-require-hint"
                  onChange={(e) => void setRequired(e.target.checked)}
                />
                <label htmlFor="security-require">{t.staff.require}</label>
              </div>
              <p id="security-require-hint" className="admin-muted">
                {t.staff.hint}
              </p>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
