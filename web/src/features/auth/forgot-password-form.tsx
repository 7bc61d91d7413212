import { type FormEvent, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useT } from '../../app/i18n.ts';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import { resetRequestErrorText } from './errors.ts';

/**
 * Asks for a link to set a new password (POST /api/auth/password-reset), for a partner or an
 * administrator alike: the server mails the link to the page the account signs in on. The
 * confirmation is the same whether or not the address has an account, so the form never reveals
 * who has one.
 */
export function ForgotPasswordForm() {
  const messages = useT().auth;
  const t = messages.forgotPassword;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useTypedBeforeHydration({ email }, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t.required);
    if (!address.includes('@')) return setError(t.invalidEmail);
    setSubmitting(true);
    try {
      // Fetched when the form is sent, not with the page (see partner-login.tsx).
      const { requestPasswordReset } = await import('./session.ts');
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (err) {
      setError(resetRequestErrorText(err, t));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <p className="auth-success" role="status">
        {fmt(t.confirmation, { email: sentTo })}
      </p>
    );
  }
  return (
    <>
      <p className="auth-lead">{t.lead}</p>
      <form ref={form} method="post" noValidate onSubmit={onSubmit}>
        {error ? (
          <p className="auth-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="auth-field">
          <label htmlFor="reset-email">{messages.fields.email}</label>
          <input
            id="reset-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            disabled={submitting}
          />
        </div>
        <button className="button button--primary auth-submit" type="submit" disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      </form>
    </>
  );
}
