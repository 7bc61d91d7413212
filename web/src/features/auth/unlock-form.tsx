import { type FormEvent, useState } from 'react';
import { useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { ApiError } from '../../lib/api.ts';

interface UnlockFormProps {
  token: string | null;
  /** Where to sign in once this browser is trusted. */
  signInPath: string;
}

/**
 * The page of the link mailed when failed sign-ins lock an account (server/auth/unlock.ts).
 * Opening the link does nothing by itself (mail scanners open links): the button posts the
 * token, and the server then trusts this browser for the account.
 */
export function UnlockForm({ token, signInPath }: UnlockFormProps) {
  const t = useT().auth.unlock;
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <p className="auth-error" role="alert">
        {t.missingToken}
      </p>
    );
  }
  if (done) {
    return (
      <div>
        <p className="auth-success" role="status">
          {t.success}
        </p>
        <Link className="button button--primary" to={signInPath}>
          {t.signIn}
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      // Fetched when the form is sent, not with the page (see partner-login.tsx).
      const { unlockBrowser } = await import('./session.ts');
      await unlockBrowser(token as string);
      setDone(true);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === 'invalid_token' ? t.invalidToken : t.unexpected,
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit}>
      {error ? (
        <p className="auth-error" role="alert">
          {error}
        </p>
      ) : null}
      <button className="button button--primary auth-submit" type="submit" disabled={submitting}>
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
