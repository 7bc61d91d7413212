import { type FormEvent, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { resetRequestErrorText } from '../../features/auth/errors.ts';
import { requestPasswordReset } from '../../features/auth/session.ts';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import '../../styles/auth.css';

/**
 * /partners/forgot-password: asks for a reset link. The confirmation is the same whether or not
 * the address has an account, so the page never reveals who is a partner.
 */
export function ForgotPasswordPage() {
  const messages = useT().auth;
  const t = messages.forgotPassword;
  const to = useLocalePath();
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
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (err) {
      setError(resetRequestErrorText(err, t));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        {sentTo ? (
          <p className="auth-success" role="status">
            {fmt(t.confirmation, { email: sentTo })}
          </p>
        ) : (
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
              <button
                className="button button--primary auth-submit"
                type="submit"
                disabled={submitting}
              >
                {submitting ? t.submitting : t.submit}
              </button>
            </form>
          </>
        )}
        <p className="auth-aside">
          <Link to={to('/partners/login')}>← {t.backToLogin}</Link>
        </p>
      </div>
    </div>
  );
}
