import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fmtCount } from '../../../../../shared/i18n/format.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { desktopBridge, logout } from '../../../features/auth/session.ts';
import { onSessionEnded } from '../../../features/auth/session-ended.ts';
import { useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useShellCommands } from './shell-commands.tsx';

/** What signing out must do with the local copy; none for an account that never had one. */
interface LocalData {
  /** Sends what is queued; resolves with how many changes are still not sent. */
  flush(): Promise<number>;
  /** Deletes this user's local database. */
  destroy(): Promise<void>;
}

function useSignOut(local: LocalData | null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [unsent, setUnsent] = useState(0);

  async function signOut(discardUnsent: boolean) {
    setBusy(true);
    setFailed(false);
    setUnsent(0);
    try {
      if (local && !discardUnsent) {
        const pending = await local.flush();
        if (pending > 0) {
          // Offline or refused: the person decides whether those changes may be lost.
          setUnsent(pending);
          setBusy(false);
          return;
        }
      }
      // With a local copy the back office works offline, so signing out must work offline too.
      await logout({ evenOffline: local !== null });
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    // The session has ended; a database that cannot be deleted now only holds this user's
    // own copy, which their next sign-in reuses and their next sign-out deletes.
    await local?.destroy().catch(() => undefined);
    navigate('/admin/login', { replace: true });
  }

  return { signOut, busy, failed, unsent, keep: () => setUnsent(0) };
}

function SignOut({ local }: { local: LocalData | null }) {
  const t = useAdminT().shell;
  const { signOut, busy, failed, unsent, keep } = useSignOut(local);
  const button = useRef<HTMLButtonElement>(null);
  // The desktop app's menu signs out the same way as this button (queued changes first).
  const latest = useRef(signOut);
  latest.current = signOut;
  useEffect(
    () =>
      desktopBridge()?.onCommand((command) => {
        if (command === 'sign-out') void latest.current(false);
      }),
    [],
  );
  // So does the command palette's Sign out.
  const shell = useShellCommands();
  useEffect(() => {
    if (!shell) return;
    shell.setSignOut(() => void latest.current(false));
    return () => shell.setSignOut(null);
  }, [shell]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="admin-signout"
        onClick={() => void signOut(false)}
        disabled={busy}
      >
        {busy ? t.signingOut : t.signOut}
      </button>
      {failed ? (
        <p role="alert" className="auth-error">
          {t.signOutFailed}
        </p>
      ) : null}
      {local ? (
        <ConfirmDialog
          open={unsent > 0}
          title={t.signOutDialog.title}
          message={fmtCount(t.signOutDialog.message, unsent)}
          confirmLabel={t.signOutDialog.confirm}
          cancelLabel={t.signOutDialog.cancel}
          danger
          onConfirm={() => void signOut(true)}
          onCancel={keep}
          returnFocusTo={button}
        />
      ) : null}
    </>
  );
}

/** Sign out of an account without a local copy (a partner who reached the back office). */
export function SignOutButton() {
  return <SignOut local={null} />;
}

/**
 * Sign out inside the synced shell: queued changes are pushed first; any still unsent (offline)
 * are lost only if the person agrees; then the session ends and the local database is deleted.
 */
export function SyncedSignOutButton() {
  const engine = useSyncEngine();
  const local: LocalData = {
    flush: async () => (await engine.flushBeforeSignOut()).pending,
    destroy: () => engine.destroyLocal(),
  };
  return <SignOut local={local} />;
}

/**
 * The session was ended on the server (End session on another device, a password change, a
 * disabled account): this device stops syncing, deletes the signed-in user's local copy (unsent
 * changes included, as the Sessions screen warns) and shows the sign-in. Renders nothing.
 */
export function EndedSessionWatch() {
  const engine = useSyncEngine();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(() => {
        // Stopped before anything else runs, so no screen opens the database again meanwhile.
        const deleted = engine.destroyLocal().catch(() => undefined);
        // Back to this screen after signing in again, as when a session lapses (admin-shell.tsx),
        // unless the sign-in shows already (a sign-out in another tab got there first).
        const { pathname, search } = window.location;
        if (pathname !== '/admin/login') {
          navigate(`/admin/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
        }
        return deleted;
      }),
    [engine, navigate],
  );
  return null;
}
