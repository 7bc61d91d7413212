import { type FormEvent, useEffect, useId, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useSearchParams } from '../../app/page-router.tsx';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import '../../styles/auth.css';
import '../../styles/support-rating.css';

const ENDPOINT = '/api/support-satisfaction';
const SCORES = ['1', '2', '3', '4', '5'] as const;

/** Where the page stands: the form, or one of its closing messages. */
type Outcome = 'form' | 'rated' | 'used' | 'expired' | 'invalid' | 'missing-token';

/** The answers of the form post without JavaScript (the server's redirect, `?result=`). */
const RESULTS: Record<string, Outcome> = {
  rated: 'rated',
  used: 'used',
  expired: 'expired',
  invalid: 'invalid',
};

const REFUSED: Record<string, Outcome> = {
  link_used: 'used',
  link_expired: 'expired',
  link_invalid: 'invalid',
};

/**
 * /support/rate?token=… — where the satisfaction mail sent on resolving a ticket leads. The
 * customer picks 1 to 5; the link works once. The form is a plain form post, so it works
 * without JavaScript (the server answers with a redirect back here, `?result=`); with
 * JavaScript the link is checked on arrival, so a used or expired one says so at once.
 */
export function SupportRatingPage() {
  const t = useT().pages.supportRating;
  const lang = useLang();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = params.get('result');
  const [outcome, setOutcome] = useState<Outcome>(
    RESULTS[result ?? ''] ?? (token ? 'form' : 'missing-token'),
  );
  const [ticket, setTicket] = useState<string | null>(null);
  const [rating, setRating] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(result === 'missing' ? t.required : null);
  const [submitting, setSubmitting] = useState(false);
  const errorId = useId();
  const form = useTypedBeforeHydration({ rating: rating ?? '' }, (typed) => {
    if (typed.rating) setRating(typed.rating);
  });

  useEffect(() => {
    if (!token || RESULTS[result ?? '']) return;
    const controller = new AbortController();
    apiFetch<{ state: string; ticketNumber?: string }>(
      `${ENDPOINT}?token=${encodeURIComponent(token)}`,
      { signal: controller.signal },
    ).then(
      (answer) => {
        if (answer.state === 'valid') setTicket(answer.ticketNumber ?? null);
        else setOutcome(RESULTS[answer.state] ?? 'invalid');
      },
      // Offline or the server away: the form stays; sending tells what happened.
      () => {},
    );
    return () => controller.abort();
  }, [token, result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rating) return setError(t.required);
    setSubmitting(true);
    try {
      await apiFetch(ENDPOINT, { body: { token, rating: Number(rating) } });
      setOutcome('rated');
    } catch (err) {
      const refused = err instanceof ApiError ? REFUSED[err.code] : undefined;
      if (refused) setOutcome(refused);
      else setError(t.failed);
    } finally {
      setSubmitting(false);
    }
  }

  const closing: Record<Exclude<Outcome, 'form'>, string> = {
    rated: t.thanks,
    used: t.used,
    expired: t.expired,
    invalid: t.invalid,
    'missing-token': t.missingToken,
  };

  return (
    <div className="auth-page container">
      <div className="auth-card">
        <h1>{t.heading}</h1>
        {outcome === 'form' ? (
          <form ref={form} method="post" action={ENDPOINT} noValidate onSubmit={onSubmit}>
            <p className="auth-lead">{ticket ? fmt(t.lead, { ticket }) : t.leadNoTicket}</p>
            <input type="hidden" name="token" value={token ?? ''} />
            <input type="hidden" name="lang" value={lang} />
            {error ? (
              <p id={errorId} className="auth-error" role="alert">
                {error}
              </p>
            ) : null}
            <fieldset
              className="support-rating__scores"
              aria-describedby={error ? errorId : undefined}
              disabled={submitting}
            >
              <legend>{t.legend}</legend>
              {SCORES.map((score) => (
                <label key={score} className="support-rating__score">
                  <input
                    type="radio"
                    name="rating"
                    value={score}
                    checked={rating === score}
                    onChange={() => {
                      setRating(score);
                      setError(null);
                    }}
                  />
                  <span>{t.scores[score]}</span>
                </label>
              ))}
            </fieldset>
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
            <p
              className={outcome === 'rated' ? 'auth-success' : 'auth-error'}
              role={outcome === 'rated' ? 'status' : 'alert'}
            >
              {closing[outcome]}
            </p>
            {outcome === 'rated' || outcome === 'used' ? null : (
              <Link to={to('/support')}>{t.contactSupport}</Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
