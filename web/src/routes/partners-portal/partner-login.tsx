import { type FormEvent, useId, useState } from 'react';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useNavigate, useSearchParams } from '../../app/page-router.tsx';
import { serverMessage } from '../../features/auth/errors.ts';
import { PasswordInput } from '../../features/auth/password-input.tsx';
import { login } from '../../features/auth/session.ts';
import '../../styles/auth.css';

/** /partners/login (public-site §2, §5, §8). */
export function PartnerLoginPage() {
  const t = useT().auth;
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t.partnerLogin.required);
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      // An administrator who signs in here belongs in the back office, not the partner area.
      navigate(user.role === 'admin' ? '/admin' : to('/partners/dashboard'), { replace: true });
    } catch (err) {
      setError(serverMessage(err, t.partnerLogin.unexpected));
      setSubmitting(false);
    }
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };

  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.partnerLogin.heading}</h1>
        <p className="auth-lead">{t.partnerLogin.lead}</p>
        {params.get('reset') === 'done' ? (
          <p className="auth-success" role="status">
            {t.partnerLogin.passwordChanged}
          </p>
        ) : null}
        {/* POST, so a submit before the script has loaded never puts the password in the URL. */}
        <form method="post" noValidate onSubmit={onSubmit}>
          {error ? (
            <p id={errorId} className="auth-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="auth-field">
            <label htmlFor="partner-email">{t.fields.email}</label>
            <input
              id="partner-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => edit(setEmail)(e.target.value)}
              disabled={submitting}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <PasswordInput
            label={t.fields.password}
            showLabel={t.fields.showPassword}
            hideLabel={t.fields.hidePassword}
            value={password}
            onChange={edit(setPassword)}
            disabled={submitting}
            autoComplete="current-password"
          />
          <p className="auth-aside">
            <Link to={to('/partners/forgot-password')}>{t.partnerLogin.forgotPassword}</Link>
          </p>
          <button
            className="button button--primary auth-submit"
            type="submit"
            disabled={submitting}
          >
            {submitting ? t.partnerLogin.submitting : t.partnerLogin.submit}
          </button>
        </form>
        <p className="auth-aside">
          {t.partnerLogin.notPartner}{' '}
          <Link to={`${to('/partners')}#become-partner`}>{t.partnerLogin.apply}</Link>
        </p>
        <p className="auth-aside">
          <Link to={to('/partners')}>← {t.partnerLogin.backToPartners}</Link>
        </p>
      </div>
    </div>
  );
}
