import { type FormEvent, useId, useState } from 'react';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { addPasskey, passkeysAvailable } from '../../../features/auth/passkeys.ts';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';
import type { SectionProps } from './totp-section.tsx';
import { failureText } from './use-two-factor.ts';

/** Passkeys: the account's, each removable, and one more made on this device. */
export function PasskeysSection(props: SectionProps) {
  const t = useAdminT().security;
  const lang = useLang();
  const nameId = useId();
  const [name, setName] = useState(t.passkeys.defaultName);
  const [busy, setBusy] = useState(false);
  /** The passkey whose removal is being confirmed. */
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const available = passkeysAvailable();

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const passkey = await addPasskey(name.trim());
      props.announce(fmt(t.passkeys.added, { name: passkey.name }));
      props.onChanged();
    } catch (err) {
      // The browser's own refusals (cancelled, timed out) are DOMExceptions, not the server's.
      props.announce(
        err instanceof ApiError || !(err instanceof Error && err.name === 'NotAllowedError')
          ? failureText(err, t.passkeys.cancelled, t.offline)
          : t.passkeys.cancelled,
        true,
      );
    }
    setBusy(false);
  }

  async function remove(id: string, passkeyName: string) {
    setRemoving(null);
    try {
      await withSession(() =>
        apiFetch<void>(`/api/auth/two-factor/passkeys/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        }),
      );
      props.announce(fmt(t.passkeys.removed, { name: passkeyName }));
      props.onChanged();
    } catch (err) {
      props.announce(failureText(err, t.app.failed, t.offline), true);
    }
  }

  const { passkeys } = props.view;
  return (
    <section className="security-section" aria-labelledby="security-passkeys">
      <h2 id="security-passkeys">{t.passkeys.heading}</h2>
      <p>{t.passkeys.lead}</p>
      {passkeys.length === 0 ? (
        <p>{t.passkeys.none}</p>
      ) : (
        <table className="admin-table">
          <caption className="admin-visually-hidden">{t.passkeys.table}</caption>
          <thead>
            <tr>
              <th scope="col">{t.passkeys.name}</th>
              <th scope="col">{t.passkeys.created}</th>
              <th scope="col">{t.passkeys.lastUsed}</th>
              <th scope="col">
                <span className="admin-visually-hidden">{t.passkeys.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td>{formatDateTime(p.createdAt, lang)}</td>
                <td>{p.lastUsedAt ? formatDateTime(p.lastUsedAt, lang) : t.passkeys.never}</td>
                <td>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={fmt(t.passkeys.removeLabel, { name: p.name })}
                    onClick={() => setRemoving({ id: p.id, name: p.name })}
                  >
                    {t.passkeys.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {available ? (
        <form className="security-code" onSubmit={add} noValidate>
          <div className="admin-field">
            <label htmlFor={nameId}>{t.passkeys.name}</label>
            <input
              id={nameId}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              disabled={busy}
            />
          </div>
          <div className="security-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || !name.trim()}
            >
              {t.passkeys.add}
            </button>
          </div>
        </form>
      ) : (
        <p className="admin-notice">{t.passkeys.unavailable}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.passkeys.removeTitle}
        message={fmt(t.passkeys.removeConfirm, { name: removing?.name ?? '' })}
        confirmLabel={t.passkeys.remove}
        cancelLabel={t.passkeys.keep}
        danger
        onConfirm={() => removing && void remove(removing.id, removing.name)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
