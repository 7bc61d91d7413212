import { type FormEvent, useEffect, useState } from 'react';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useSearchParams } from '../../app/page-router.tsx';
import { ApiError, apiFetch } from '../../lib/api.ts';
import '../../styles/auth.css';

/** Where the page stands: the button, or one of its closing messages. */
export type Outcome = 'form' | 'done' | 'used' | 'expired' | 'invalid' | 'missing-token';

interface LinkPageProps {
  which: 'confirm' | 'unsubscribe';
  /** The server's redirect after a form post without JavaScript: `?result=` → outcome. */
  results: Record<string, Outcome>;
}

const REFUSED: Record<string, Outcome> = {
  link_used: 'used',
  link_expired: 'expired',
  link_invalid: 'invalid',
};

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… — where the newsletter mails'
 * links lead. Opening the link changes nothing (mail scanners open links too): the button posts.
 * The form is a plain form post, so it works without JavaScript (the server answers with a
 * redirect back here, `?result=`); with JavaScript the link is checked on arrival, so a used or
 * expired one says so at once.
 */
export function NewsletterLinkPage({ which, results }: LinkPageProps) {
  const t = useT().pages.newsletterLinks[which];
  const lang = useLang();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = params.get('result');
  const endpoint = `/api/newsletter/${which}`;
  const [outcome, setOutcome] = useState<Outcome>(
    results[result ?? ''] ?? (token ? 'form' : 'missing-token'),
  );
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!token || results[result ?? '']) return;
    const controller = new AbortController();
    apiFetch<{ state: string }>(`${endpoint}?token=${encodeURIComponent(token)}`, {
      signal: controller.signal,
    }).then(
      (answer) => {
        if (answer.state !== 'valid') setOutcome(results[answer.state] ?? 'invalid');
      },
      // Offline or the server away: the button stays; pressing it tells what happened.
      () => {},
    );
    return () => controller.abort();
  }, [token, result, endpoint, results]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await apiFetch(endpoint, { body: { token } });
      setOutcome('done');
    } catch (err) {
      const refused = err instanceof ApiError ? REFUSED[err.code] : undefined;
      if (refused) setOutcome(refused);
      else setError(t.failed);
    } finally {
      setSubmitting(false);
    }
  }

  const closing: Record<Exclude<Outcome, 'form'>, string> = {
    done: t.done,
    used: 'used' in t ? t.used : t.invalid,
    expired: 'expired' in t ? t.expired : t.invalid,
    invalid: t.invalid,
    'missing-token': t.missingToken,
  };
  const good = outcome === 'done' || outcome === 'used';

  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        {outcome === 'form' ? (
          <form method="post" action={endpoint} noValidate onSubmit={onSubmit}>
            <p className="auth-lead">{t.lead}</p>
            <input type="hidden" name="token" value={token ?? ''} />
            <input type="hidden" name="lang" value={lang} />
            {error ? (
              <p className="auth-error" role="alert">
                {error}
              </p>
            ) : null}
            <button
              className="button button--primary auth-submit"
              type="submit"
              disabled={submitting}
            >
              {submitting ? t.submitting : t.submit}
            </button>
          </form>
        ) : (
          <div>
            <p className={good ? 'auth-success' : 'auth-error'} role={good ? 'status' : 'alert'}>
              {closing[outcome]}
            </p>
            {which === 'confirm' && (outcome === 'expired' || outcome === 'invalid') ? (
              <Link to={`${to('/blog')}#newsletter-form`}>
                {'signUpAgain' in t ? t.signUpAgain : null}
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
