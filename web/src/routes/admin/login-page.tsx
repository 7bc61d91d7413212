import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isStaff } from '../../../../shared/admin/access.ts';
import { safeNextPath } from '../../../../shared/paths.ts';
import { serverMessage } from '../../features/auth/errors.ts';
import { passkeysAvailable, signInWithPasskey } from '../../features/auth/passkeys.ts';
import { PasswordInput } from '../../features/auth/password-input.tsx';
import { desktopBridge, login } from '../../features/auth/session.ts';
import { clearSessionEndedNotice, sessionEndedNotice } from '../../features/auth/session-ended.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { useAdminT } from './use-admin-t.ts';
import { useAdminTitle } from './use-admin-title.ts';

/** /admin/login (back-office §2, §5, §8). */
export function Component() {
  const t = useAdminT().login;
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), '/admin');
  const { state } = useSession();
  useAdminTitle(t.title);

  if (state.status === 'loading') {
    return (
      <main id="main" className="auth-page">
        <p role="status" className="auth-status">
          {t.checking}
        </p>
      </main>
    );
  }
  // Someone already signed in as an admin has nothing to do here.
  if (state.status === 'signed-in' && isStaff(state.user.role)) {
    return <Navigate to={next} replace />;
  }
  return <LoginForm next={next} />;
}

function LoginForm({ next }: { next: string }) {
  const t = useAdminT().login;
  const navigate = useNavigate();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The second step: the password was right and the account has a second factor.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  // Once asked for (and enabled again after the attempt), the code is where typing goes.
  useEffect(() => {
    if (askCode && !submitting) codeField.current?.focus();
  }, [askCode, submitting]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t.fillAllFields);
    if (!email.includes('@')) return setError(t.invalidEmail);
    if (askCode && !code.trim()) return setError(t.codeRequired);
    setSubmitting(true);
    try {
      await login(email.trim(), password, askCode ? code.trim() : undefined);
      navigate(next, { replace: true });
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && err.code === 'second_factor_required') {
        setAskCode(true);
        setError(null);
        return;
      }
      setError(err instanceof NetworkError ? t.offline : serverMessage(err, t.invalidCredentials));
    }
  }

  async function withPasskey() {
    setError(null);
    setSubmitting(true);
    try {
      await signInWithPasskey();
      navigate(next, { replace: true });
    } catch (err) {
      setSubmitting(false);
      setError(
        err instanceof NetworkError
          ? t.offline
          : err instanceof ApiError
            ? serverMessage(err, t.passkeyFailed)
            : t.passkeyFailed,
      );
    }
  }

  // Typing in either field clears the message (back-office §2).
  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      if (error) setError(null);
    };
  }

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        <p className="auth-lead">{t.lead}</p>
        <SessionEndedNotice />
        <DesktopStorageNotice />
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-describedby={error ? errorId : undefined}
        >
          {error ? (
            <p id={errorId} className="auth-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="auth-field">
            <label htmlFor="admin-email">{t.email}</label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => edit(setEmail)(e.target.value)}
              disabled={submitting}
            />
          </div>
          <PasswordInput
            label={t.password}
            showLabel={t.showPassword}
            hideLabel={t.hidePassword}
            value={password}
            onChange={edit(setPassword)}
            disabled={submitting}
            autoComplete="current-password"
          />
          {askCode ? (
            <div className="auth-field">
              <label htmlFor="admin-code">{t.code}</label>
              <p id="admin-code-hint" className="auth-hint">
                {t.codeLead}
              </p>
              <input
                id="admin-code"
                ref={codeField}
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                aria-describedby="admin-code-hint"
                value={code}
                onChange={(e) => edit(setCode)(e.target.value)}
                disabled={submitting}
              />
            </div>
          ) : null}
          <button
            className="button button--primary auth-submit"
            type="submit"
            disabled={submitting}
          >
            {submitting ? t.submitting : t.submit}
          </button>
        </form>
        {passkeysAvailable() ? (
          <>
            <p className="auth-or">{t.or}</p>
            <button
              type="button"
              className="button button--secondary auth-submit"
              disabled={submitting}
              onClick={() => void withPasskey()}
            >
              {t.passkey}
            </button>
          </>
        ) : null}
        <p className="auth-aside">
          <Link to="/admin/forgot-password">{t.forgotPassword}</Link>
        </p>
      </div>
    </main>
  );
}

/** Signed out because this session was ended elsewhere (session-ended.ts): said once. */
function SessionEndedNotice() {
  const t = useAdminT().login;
  const [ended] = useState(sessionEndedNotice);
  useEffect(() => {
    if (ended) clearSessionEndedNotice();
  }, [ended]);
  return ended ? (
    <p role="status" className="auth-lead">
      {t.sessionEnded}
    </p>
  ) : null;
}

/**
 * In the desktop app on a computer without a keyring the sign-in is not remembered: say so
 * before the person wonders why they are asked again tomorrow. The main process words it.
 */
function DesktopStorageNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    desktopBridge()
      ?.tokenStorageNotice()
      .then((text) => {
        if (current) setNotice(text);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return notice ? <p className="auth-lead">{notice}</p> : null;
}
