import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SessionView } from '../../../../../shared/admin/sessions.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { Outcome, ServerLoadStates } from '../../../components/admin/list-states.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { useServerData } from '../use-server-data.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/sessions: where the signed-in person is signed in (browser or desktop app, the address,
 * when), each ended after a confirmation that says what is lost: that device is told over its
 * events stream (or at its next request), signs out and deletes its local copy. From the
 * Users screen, `?user=<id>&email=<address>` shows another person's sessions to an administrator.
 * The sessions are the server's, so this screen needs a connection.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.sessions;
  const lang = useLang();
  const { online } = useSyncStatus();
  const [params] = useSearchParams();
  const userId = UUID.test(params.get('user') ?? '') ? params.get('user') : null;
  const email = userId ? (params.get('email') ?? '') : null;
  useAdminTitle(email ? fmt(t.titleOf, { email }) : t.title);
  const base = userId
    ? `/api/admin/users/${encodeURIComponent(userId)}/sessions`
    : '/api/auth/sessions';
  const { load, reload, offline } = useServerData<{ sessions: SessionView[] }>(base);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asked, setAsked] = useState<SessionView | null>(null);

  const deviceOf = (s: SessionView) =>
    s.client === 'desktop' || s.browser === 'Desktop app'
      ? t.desktop
      : fmt(t.device, {
          browser: s.browser ?? t.unknownBrowser,
          os: s.os ?? t.unknownSystem,
        });

  async function end(s: SessionView) {
    setBusy(s.id);
    setOutcome(null);
    try {
      await withSession(() =>
        apiFetch<void>(`${base}/${encodeURIComponent(s.id)}`, { method: 'DELETE' }),
      );
      setOutcome({ text: fmt(t.ended, { device: deviceOf(s) }), failed: false });
    } catch {
      setOutcome({ text: t.endFailed, failed: true });
    }
    setBusy(null);
    reload();
  }

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading' && !offline}
    >
      <h1 id="admin-page-title" tabIndex={-1}>
        {email ? fmt(t.titleOf, { email }) : t.title}
      </h1>
      <p className="admin-muted">{email ? fmt(t.leadOf, { email }) : t.lead}</p>
      <ServerLoadStates load={load} offline={offline} onRetry={reload} t={t} />
      <Outcome said={outcome} />
      {load.status === 'ready' && load.data.sessions.length === 0 ? (
        <p className="admin-notice">{t.empty}</p>
      ) : null}
      {load.status === 'ready' && load.data.sessions.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1).
        <section className="admin-table-wrap" aria-label={t.table} tabIndex={0}>
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.device}</th>
                <th scope="col">{t.columns.ip}</th>
                <th scope="col">{t.columns.signedIn}</th>
                <th scope="col">{t.columns.lastUsed}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.sessions.map((s) => {
                const device = deviceOf(s);
                const lastUsed = formatDateTime(s.lastUsedAt, lang);
                return (
                  <tr key={s.id}>
                    <th scope="row" className="admin-table__key">
                      {device}
                      {s.current ? (
                        <>
                          {' '}
                          <span className="admin-tag admin-tag--active">{t.current}</span>
                        </>
                      ) : null}
                    </th>
                    <td>{s.ip ?? t.unknownIp}</td>
                    <td>
                      <time dateTime={s.signedInAt}>{formatDateTime(s.signedInAt, lang)}</time>
                    </td>
                    <td>
                      <time dateTime={s.lastUsedAt}>{lastUsed}</time>
                    </td>
                    <td>
                      {/* The session in use ends with Sign out, which also clears this device. */}
                      {s.current ? null : (
                        <button
                          type="button"
                          className="button button--danger"
                          aria-label={fmt(t.endLabel, { device, lastUsed })}
                          disabled={!online || busy === s.id}
                          onClick={() => setAsked(s)}
                        >
                          {t.end}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={t.confirm.title}
        message={asked ? fmt(t.confirm.message, { device: deviceOf(asked) }) : ''}
        confirmLabel={t.confirm.confirm}
        cancelLabel={t.confirm.cancel}
        danger
        onConfirm={() => {
          const s = asked;
          setAsked(null);
          if (s) void end(s);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
