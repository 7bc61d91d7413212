import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isStaff, STAFF_ROLES, type StaffRole } from '../../../../../shared/admin/access.ts';
import type { UserView } from '../../../../../shared/admin/users.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { CopyLink } from '../../../components/admin/copy-link.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { LoadError } from '../../../components/admin/list-states.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch, NetworkError } from '../../../lib/api.ts';
import { useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { useMailEnabled } from '../mail/use-mail-status.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { InviteForm } from './invite-form.tsx';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; users: UserView[] }
  | { status: 'error'; offline: boolean };

/** `link`: an invitation made with mail off, for the admin to pass on (nobody mails it). */
type Outcome = { kind: 'done' | 'failed'; text: string; link?: string } | null;

/**
 * /admin/users: staff and partners, with invitations, roles, disabling and re-enabling. Accounts are
 * not copied to this device (they hold what signs people in), so this screen needs a connection
 * and says so offline. With mail off it says so, and an invitation's link is shown to pass on.
 */
export function Component() {
  const t = useAdminT().users;
  useAdminTitle(t.title);
  const lang = useLang();
  const { user: me } = useSyncEngine();
  const { online } = useSyncStatus();
  const mailOff = useMailEnabled() === false;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<UserView | null>(null);
  const [resetting, setResetting] = useState<UserView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `online` trigger a reload.
  useEffect(() => {
    const controller = new AbortController();
    withSession(() =>
      apiFetch<{ users: UserView[] }>('/api/admin/users', { signal: controller.signal }),
    ).then(
      ({ users }) => setLoad({ status: 'ready', users }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setLoad((current) =>
          // Keep the list already shown when the connection drops; say so above it.
          current.status === 'ready'
            ? current
            : { status: 'error', offline: err instanceof NetworkError },
        );
      },
    );
    return () => controller.abort();
  }, [attempt, online]);

  function announce(next: Outcome) {
    setOutcome(next);
    // After the dialog closed and focus went back: the person hears and sees what happened.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function setEnabled(user: UserView, enabled: boolean) {
    setBusy(user.id);
    try {
      await withSession(() =>
        apiFetch(`/api/admin/users/${user.id}/${enabled ? 'enable' : 'disable'}`, {
          method: 'POST',
        }),
      );
      announce({
        kind: 'done',
        text: fmt(enabled ? t.enabled : t.disabled, { email: user.email }),
      });
      reload();
    } catch (err) {
      const text = err instanceof ApiError && err.status === 409 ? err.message : t.changeFailed;
      announce({ kind: 'failed', text });
    } finally {
      setBusy(null);
    }
  }

  async function resetTwoFactor(user: UserView) {
    setBusy(user.id);
    try {
      await withSession(() =>
        apiFetch(`/api/admin/users/${user.id}/two-factor/reset`, { method: 'POST' }),
      );
      announce({ kind: 'done', text: fmt(t.twoFactorReset, { email: user.email }) });
    } catch {
      announce({ kind: 'failed', text: t.changeFailed });
    } finally {
      setBusy(null);
    }
  }

  async function setRole(user: UserView, role: StaffRole) {
    setBusy(user.id);
    try {
      await withSession(() =>
        apiFetch(`/api/admin/users/${user.id}/role`, { method: 'POST', body: { role } }),
      );
      announce({
        kind: 'done',
        text: fmt(t.roleChanged, { email: user.email, role: t.roles[role] }),
      });
      reload();
    } catch (err) {
      const text = err instanceof ApiError && err.status === 409 ? err.message : t.changeFailed;
      announce({ kind: 'failed', text });
    } finally {
      setBusy(null);
    }
  }

  const statusOf = (u: UserView) =>
    u.disabled ? t.statuses.disabled : u.invited ? t.statuses.invited : t.statuses.active;

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading'}
    >
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      {online ? null : (
        <p className="admin-notice" role="status">
          {t.offline}
        </p>
      )}
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        className={
          outcome ? `admin-notice${outcome.kind === 'failed' ? ' admin-notice--error' : ''}` : ''
        }
      >
        {outcome?.text ?? ''}
      </p>
      {outcome?.link ? <CopyLink link={outcome.link} texts={t.copyLink} /> : null}

      {mailOff ? <p className="admin-notice">{t.mailOff}</p> : null}
      <InviteForm
        disabled={!online}
        mailOff={mailOff}
        onInvited={(email, link) => {
          announce(
            link
              ? { kind: 'done', text: fmt(t.invitedNoMail, { email }), link }
              : { kind: 'done', text: fmt(t.invited, { email }) },
          );
          reload();
        }}
      />

      {load.status === 'loading' ? (
        <p role="status" className="admin-muted">
          {t.loading}
        </p>
      ) : null}
      {load.status === 'error' && !load.offline ? (
        <LoadError text={t.loadError} retryLabel={t.retry} onRetry={reload} />
      ) : null}
      {load.status === 'ready' && load.users.length === 0 ? (
        <p className="admin-muted">{t.empty}</p>
      ) : null}
      {load.status === 'ready' && load.users.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1).
        <section className="admin-table-wrap" aria-label={t.table} tabIndex={0}>
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.role}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.lastLogin}</th>
                <th scope="col">{t.columns.created}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {load.users.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {u.email} {u.id === me.id ? <span className="admin-muted">{t.you}</span> : null}
                  </th>
                  <td>
                    {u.id !== me.id && isStaff(u.role) ? (
                      <select
                        aria-label={fmt(t.roleOf, { email: u.email })}
                        value={u.role}
                        disabled={!online || busy === u.id}
                        onChange={(event) => void setRole(u, event.target.value as StaffRole)}
                      >
                        {STAFF_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {t.roles[r]}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t.roles[u.role]
                    )}
                  </td>
                  <td>
                    <span
                      className={`admin-tag admin-tag--${u.disabled ? 'disabled' : u.invited ? 'invited' : 'active'}`}
                    >
                      {statusOf(u)}
                    </span>
                  </td>
                  <td>
                    {u.lastLoginAt ? (
                      <time dateTime={u.lastLoginAt}>{formatDateTime(u.lastLoginAt, lang)}</time>
                    ) : (
                      t.never
                    )}
                  </td>
                  <td>
                    <time dateTime={u.createdAt}>{formatDateTime(u.createdAt, lang)}</time>
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <Link
                        className="button button--secondary"
                        aria-label={fmt(t.sessionsOf, { email: u.email })}
                        to={
                          u.id === me.id
                            ? '/admin/sessions'
                            : `/admin/sessions?${new URLSearchParams({ user: u.id, email: u.email })}`
                        }
                      >
                        {t.sessions}
                      </Link>
                      {u.id === me.id || u.invited ? null : (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={fmt(t.resetTwoFactorLabel, { email: u.email })}
                          disabled={!online || busy === u.id}
                          onClick={() => setResetting(u)}
                        >
                          {t.resetTwoFactor}
                        </button>
                      )}
                      {u.id === me.id ? null : u.disabled ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`${t.enable} ${u.email}`}
                          disabled={!online || busy === u.id}
                          onClick={() => setEnabled(u, true)}
                        >
                          {t.enable}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button--danger"
                          aria-label={`${t.disable} ${u.email}`}
                          disabled={!online || busy === u.id}
                          onClick={() => setConfirming(u)}
                        >
                          {t.disable}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <ConfirmDialog
        open={resetting !== null}
        title={t.resetTwoFactorTitle}
        message={resetting ? fmt(t.resetTwoFactorConfirm, { email: resetting.email }) : ''}
        confirmLabel={t.resetTwoFactor}
        cancelLabel={t.cancel}
        danger
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          const target = resetting;
          setResetting(null);
          if (target) void resetTwoFactor(target);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t.disableTitle}
        message={confirming ? fmt(t.disableConfirm, { email: confirming.email }) : ''}
        confirmLabel={t.disable}
        cancelLabel={t.cancel}
        danger
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target) void setEnabled(target, false);
        }}
      />
    </section>
  );
}
