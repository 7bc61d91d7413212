import {
  type ChangeEvent,
  type FormEvent,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FORM_ENDPOINTS, HIDDEN_FIELDS } from '../../../../../shared/forms.ts';
import type { ValidationMessages } from '../../../../../shared/i18n/en/validation.ts';
import type { validateForm } from '../../../../../shared/schemas/fields.ts';
import { useLang, useT } from '../../../app/i18n.ts';
import { FormAnswerContext } from '../../../app/page-data.ts';
import { useSearchParams } from '../../../app/page-router.tsx';
import { typedBeforeHydration } from '../../../lib/typed-before-hydration.ts';
import { deliver, loadSender } from './deliver.ts';
import type { FormKind } from './endpoints.ts';
import { loadOnce } from './load-once.ts';
import { NO_OUTCOME, readServerOutcome } from './server-outcome.ts';

export type FormStatus = 'editing' | 'submitting' | 'success' | 'queued' | 'error';
export type FieldErrors = Record<string, string>;
type Values = Record<string, string>;
// The schemas differ per form; the hook only needs their parse result.
type Schema = Parameters<typeof validateForm>[0];
export type SchemaModule = typeof import('./schemas.ts');

/** The shared schemas (zod): the same messages and order as the server. */
export const loadSchemas = loadOnce(() => import('./schemas.ts'));

/** When the page first showed content (milliseconds on the page's clock). */
function firstPaint(): number {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}

export interface LeadFormOptions<V extends Values> {
  kind: FormKind;
  initial: V;
  /** Picks the shared zod schema (same messages and order as the server) from the lazy module. */
  schema: (module: SchemaModule, t: ValidationMessages) => Schema;
  /**
   * The form-level message for a failure that is not a field error, a 429 or the network, given
   * the server's own words when it sent them (never a browser's or a developer's error text).
   */
  failedMessage: (serverMessage: string | undefined) => string;
  /** Extra body fields (e.g. the newsletter source, the referrer). */
  extra?: () => Record<string, string>;
  /** Statuses that count as success (the newsletter popup treats 409 so). */
  successStatuses?: number[];
  /** Clear the inputs after success but keep the form (the newsletter page form). */
  clearOnSuccess?: boolean;
  /** Do not read a no-JS answer from the address (the popup never posts without scripts). */
  ignoreServerOutcome?: boolean;
}

/**
 * The one form hook of the public lead forms: values, per-field errors, the §4 states
 * (editing → submitting → thank-you / error), submission with an idempotency key and, when the
 * network or the server is unreachable, the offline outbox. Without JavaScript the same form posts
 * natively and the server's 303 answer (?sent=… or errors) seeds the initial state here.
 */
export function useLeadForm<V extends Values>(options: LeadFormOptions<V>) {
  const { kind, initial } = options;
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const answer = useContext(FormAnswerContext);
  const outcome = options.ignoreServerOutcome
    ? NO_OUTCOME
    : readServerOutcome(params, kind, Object.keys(initial), answer);
  const [values, setValues] = useState<V>(() => ({ ...initial, ...outcome.values }));
  const [errors, setErrors] = useState<FieldErrors>(outcome.errors);
  const [status, setStatus] = useState<FormStatus>(outcome.sent ? 'success' : 'editing');
  const [formError, setFormError] = useState(outcome.formError ?? '');
  const [result, setResult] = useState<Record<string, unknown>>(outcome.result);
  const formRef = useRef<HTMLFormElement>(null);
  /** Counts submissions that ended in a message (thanks, failure, queued): focus goes to it. */
  const [settled, setSettled] = useState(0);
  const startedAt = useRef(0);
  const shownAt = useRef(0);
  /** The last send that failed (no answer we could use), kept to be sent again unchanged. */
  /** A submission is being worked out or sent (a ref: it holds between two quick presses). */
  const sending = useRef(false);
  const failedAttempt = useRef<{
    fields: string;
    key: string;
    body: Record<string, string>;
  } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form hydrates.
  useLayoutEffect(() => {
    // The page's HTML shows the form before its script has arrived: take over what was typed or
    // chosen meanwhile (React keeps it on the page but not in the state).
    const typed = typedBeforeHydration(formRef.current, values);
    if (typed) setValues((v) => ({ ...v, ...typed }));
    // The fill time counts from when the form became usable: its first paint if someone was
    // already using it, else now. The prerendered HTML carries the build time; restart it.
    shownAt.current = typed ? firstPaint() : performance.now();
    startedAt.current = Date.now() - Math.round(performance.now() - shownAt.current);
    const input = formRef.current?.elements.namedItem(HIDDEN_FIELDS.startedAt);
    if (input instanceof HTMLInputElement) input.value = String(startedAt.current);
  }, []);

  function onChange(
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) {
    const { name, value } = event.target;
    // Fetch the validation rules and the sender while the person types, so submitting does not
    // wait for them.
    void loadSchemas().catch(() => undefined);
    void loadSender().catch(() => undefined);
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _cleared, ...rest } = e;
      return rest;
    });
    if (status === 'error') setStatus('editing');
    setFormError('');
  }

  // Focus moves to the first invalid field once it is enabled again (after submitting).
  const [focusField, setFocusField] = useState<string | null>(null);
  useEffect(() => {
    if (!focusField || status === 'submitting') return;
    const el = formRef.current?.elements.namedItem(focusField);
    if (el instanceof HTMLElement) el.focus();
    setFocusField(null);
  }, [focusField, status]);

  function focusFirstError(fields: FieldErrors) {
    setFocusField(Object.keys(fields)[0] ?? null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press before the first has re-rendered the form (state is not yet 'submitting').
    if (status === 'submitting' || sending.current) return;
    sending.current = true;
    try {
      await submit(event);
    } finally {
      sending.current = false;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    // Read before any await: React clears currentTarget once the handler yields.
    const form = event.currentTarget;
    void loadSender().catch(() => undefined);
    // Without the schemas (not loadable right now) the server still checks everything.
    const module = await loadSchemas().catch(() => undefined);
    if (module) {
      const checked = module.validateForm(options.schema(module, t.validation), values);
      if (!checked.success) {
        setErrors(checked.fields);
        focusFirstError(checked.fields);
        return;
      }
    } else if (Object.entries(initial).every(([name, value]) => values[name] === value)) {
      // Nothing typed, and no rules at hand to say what is missing (offline, not yet loaded):
      // nothing to send, e.g. the form emptied after queueing, pressed again.
      setFocusField(Object.keys(initial)[0] ?? null);
      return;
    }
    const honeypot = form.elements.namedItem(HIDDEN_FIELDS.honeypot);
    const fields = { ...values, ...options.extra?.() };
    // Where the visit came from (a chunk of its own, shared with the page's start-up code).
    const source = await import('./visit-source.ts')
      .then((m) => m.visitSource(m.sessionStore(), window.location.pathname))
      .catch(() => ({}));
    // Sending again what failed, unchanged: the same request under the same key, so a lead the
    // server stored before its answer was lost (a 503 as the database went away) is answered
    // from its first storing instead of stored twice.
    const again = failedAttempt.current?.fields === JSON.stringify(fields);
    const attempt =
      again && failedAttempt.current
        ? failedAttempt.current
        : {
            fields: JSON.stringify(fields),
            key: crypto.randomUUID(),
            body: {
              ...fields,
              ...source,
              [HIDDEN_FIELDS.lang]: lang,
              [HIDDEN_FIELDS.startedAt]: String(startedAt.current),
              [HIDDEN_FIELDS.fillMs]: String(Math.round(performance.now() - shownAt.current)),
              [HIDDEN_FIELDS.honeypot]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
            } as Record<string, string>,
          };
    failedAttempt.current = null;
    const { body } = attempt;
    setStatus('submitting');
    setFormError('');
    const outcome = await deliver({
      endpoint: FORM_ENDPOINTS[kind],
      body,
      idempotencyKey: attempt.key,
      ...(options.successStatuses ? { successStatuses: options.successStatuses } : {}),
    });
    switch (outcome.kind) {
      case 'sent':
        succeed(outcome.answer);
        break;
      case 'queued':
        // Kept on this device, to be sent once: the form is emptied as after a thank-you, so a
        // second press cannot queue the same message again (issue #30: two identical leads).
        setValues(initial);
        setErrors({});
        setStatus('queued');
        setSettled((n) => n + 1);
        break;
      case 'invalid':
        setErrors(outcome.fields);
        setStatus('editing');
        focusFirstError(outcome.fields);
        break;
      case 'rate-limited':
        fail(outcome.message || t.forms.common.rateLimited);
        break;
      case 'unkept':
        failedAttempt.current = attempt;
        fail(t.forms.offline.notKept);
        break;
      case 'failed':
        failedAttempt.current = attempt;
        fail(options.failedMessage(outcome.message));
        break;
    }
  }

  /** The form's message for the person; what they wrote stays in the form, to send again. */
  function fail(message: string) {
    setFormError(message);
    setStatus('error');
    setSettled((n) => n + 1);
  }

  function succeed(answer: Record<string, unknown>) {
    setResult(answer);
    setErrors({});
    if (options.clearOnSuccess) setValues(initial);
    setStatus('success');
    setSettled((n) => n + 1);
  }

  /** 'Send Another Message' and friends: an empty form in the editing state. */
  function reset() {
    setValues(initial);
    setErrors({});
    setFormError('');
    setResult({});
    setStatus('editing');
    // Drop ?sent=… of a no-JS round trip without a router navigation (no loader re-run).
    if (outcome.sent || Object.keys(outcome.errors).length > 0) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }

  return {
    values,
    errors,
    status,
    formError,
    result,
    formRef,
    settled,
    onChange,
    onSubmit,
    reset,
    busy: status === 'submitting',
    endpoint: FORM_ENDPOINTS[kind],
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
