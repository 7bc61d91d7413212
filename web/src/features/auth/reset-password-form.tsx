import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import { resetConfirmErrorText } from './errors.ts';
import { PasswordInput } from './password-input.tsx';

interface ResetPasswordFormProps {
  token: string | null;
  /** Where to sign in once the password is set. */
  signInPath: string;
  /** Where to ask for a new link when this one is missing or spent (partners have a page). */
  requestNewPath?: string;
}

/**
 * Sets a new password with the single-use token from the emailed link. The password policy is
 * the server's (length, common passwords): its refusals are shown in the page's language, by the
 * reason code the server sends beside its English message.
 */
export function ResetPasswordForm({ token, signInPath, requestNewPath }: ResetPasswordFormProps) {
  const t = useT().auth;
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const form = useTypedBeforeHydration({ password, confirmPassword: confirm }, (typed) => {
    if (typed.password !== undefined) setPassword(typed.password);
    if (typed.confirmPassword !== undefined) setConfirm(typed.confirmPassword);
  });

  if (!token) {
    return (
      <div>
        <p className="auth-error" role="alert">
          {t.resetPassword.missingToken}
        </p>
        {requestNewPath ? <Link to={requestNewPath}>{t.resetPassword.requestNew}</Link> : null}
      </div>
    );
  }
  if (done) {
    return (
      <div>
        <p className="auth-success" role="status">
          {t.resetPassword.success}
        </p>
        <Link className="button button--primary" to={signInPath}>
          {t.resetPassword.signIn}
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirm) return setError(t.resetPassword.required);
    if (password !== confirm) return setError(t.resetPassword.mismatch);
    setSubmitting(true);
    try {
      // Fetched when the form is sent, not with the page (see partner-login.tsx).
      const { confirmPasswordReset } = await import('./session.ts');
      await confirmPasswordReset(token as string, password);
      setDone(true);
    } catch (err) {
      setError(resetConfirmErrorText(err, t));
    } finally {
      setSubmitting(false);
    }
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };

  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit}>
      {error ? (
        <p id={errorId} className="auth-error" role="alert">
          {error}
        </p>
      ) : null}
      <PasswordInput
        name="password"
        label={t.fields.newPassword}
        showLabel={t.fields.showPassword}
        hideLabel={t.fields.hidePassword}
        value={password}
        onChange={edit(setPassword)}
        disabled={submitting}
        autoComplete="new-password"
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <PasswordInput
        name="confirmPassword"
        label={t.fields.confirmPassword}
        showLabel={t.fields.showPassword}
        hideLabel={t.fields.hidePassword}
        value={confirm}
        onChange={edit(setConfirm)}
        disabled={submitting}
        autoComplete="new-password"
      />
      <button className="button button--primary auth-submit" type="submit" disabled={submitting}>
        {submitting ? t.resetPassword.submitting : t.resetPassword.submit}
      </button>
    </form>
  );
}
