import { type FormEvent, useId, useState } from 'react';
import { HIDDEN_FIELDS } from '../../../../shared/forms.ts';
import type { Messages } from '../../../../shared/i18n/index.ts';
import { safeNextPath, stripLang } from '../../../../shared/paths.ts';
import { isStaff } from '../../../../shared/roles.ts';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../app/page-router.tsx';
import { signInErrorText } from '../../features/auth/errors.ts';
import { PasswordInput } from '../../features/auth/password-input.tsx';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import '../../styles/auth.css';

/**
 * The message for the `?error=` code the server adds when a sign-in posted without JavaScript
 * fails (server/auth/sign-in-form.ts): the texts the page shows for the same failure with it.
 */
function formPostError(code: string | null, t: Messages['auth']['partnerLogin']): string | null {
  switch (code) {
    case null:
      return null;
    case 'required':
      return t.required;
    case 'invalid':
      return t.invalidCredentials;
    case 'locked':
      return t.tooManyAttempts;
    case 'expired':
      return t.expired;
    default:
      return t.unexpected;
  }
}

/** /partners/login (public-site §2, §5, §8). */
export function PartnerLoginPage() {
  const t = useT().auth;
  const to = useLocalePath();
  const navigate = useNavigate();
  const lang = useLang();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const next = params.get('next');
  const errorId = useId();
  // After a sign-in posted without JavaScript failed, the server sent the address back.
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(() =>
    formPostError(params.get('error'), t.partnerLogin),
  );
  const [submitting, setSubmitting] = useState(false);
  const form = useTypedBeforeHydration({ email, password }, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.password !== undefined) setPassword(typed.password);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t.partnerLogin.required);
    setSubmitting(true);
    try {
      // The session's code is fetched on the first sign-in, not with the page: the page's first
      // load is the form (its failing to load is an unexpected error, said as one).
      const { login } = await import('../../features/auth/session.ts');
      const user = await login(email.trim(), password);
      const partnerPage = to(safeNextPath(stripLang(next ?? ''), '/partners'));
      // Staff who sign in here belongs in the back office, not the partner area.
      navigate(isStaff(user.role) ? '/admin' : partnerPage, { replace: true });
    } catch (err) {
      setError(signInErrorText(err, t.partnerLogin));
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
        {/* Without JavaScript (or before it has loaded) the form posts itself and the server
            answers with a redirect; POST, so the password never goes into the URL. */}
        <form ref={form} method="post" action="/api/auth/login" noValidate onSubmit={onSubmit}>
          <input type="hidden" name={HIDDEN_FIELDS.lang} value={lang} />
          <input type="hidden" name={HIDDEN_FIELDS.returnTo} value={pathname} />
          {next ? <input type="hidden" name="next" value={next} /> : null}
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
