import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useLang, useT } from '../../../app/i18n.ts';
import { useLocation } from '../../../app/page-router.tsx';
import '../../../styles/forms.css';
import { HIDDEN_FIELDS } from '../../../../../shared/forms.ts';
import type { LeadForm } from './use-lead-form.ts';

interface FieldProps {
  form: LeadForm;
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** A select: the empty choice's text and the options as [value, label]. */
  options?: { placeholder?: string; choices: readonly (readonly [string, string])[] };
  /** A textarea with this many rows. */
  rows?: number;
}

/** A labelled input, select or textarea with its required marker and its error message. */
export function Field({ form, name, label, required, type = 'text', ...rest }: FieldProps) {
  const id = `${useId()}-${name}`;
  const error = form.errors[name];
  const common = {
    id,
    name,
    value: form.values[name] ?? '',
    onChange: form.onChange,
    required,
    disabled: form.busy,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  let control: ReactNode;
  if (rest.options) {
    control = (
      <select {...common}>
        {rest.options.placeholder === undefined ? null : (
          <option value="">{rest.options.placeholder}</option>
        )}
        {rest.options.choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  } else if (rest.rows) {
    control = <textarea {...common} rows={rest.rows} placeholder={rest.placeholder} />;
  } else {
    control = (
      <input
        {...common}
        type={type}
        autoComplete={rest.autoComplete}
        placeholder={rest.placeholder}
      />
    );
  }
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {control}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The language, the honeypot (hidden from people and assistive technology, skipped by the
 * keyboard, never autofilled) and the time the form was shown (set by the form hook after load).
 */
export function HiddenFields() {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={HIDDEN_FIELDS.lang} value={lang} />
      <input type="hidden" name={HIDDEN_FIELDS.returnTo} value={pathname} />
      <input
        type="hidden"
        name={HIDDEN_FIELDS.startedAt}
        defaultValue={String(Date.now())}
        suppressHydrationWarning
      />
      {/* A trap for robots that fill every field. Hidden, not only moved off screen: text
          browsers, which ignore styles, must not show it either. */}
      <div className="form-honeypot" hidden aria-hidden="true">
        <label>
          {t.forms.common.honeypot}
          <input type="text" name={HIDDEN_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}

export function SubmitButton(props: { form: LeadForm; label: string; busyLabel?: string }) {
  const t = useT();
  const { form } = props;
  return (
    <button type="submit" className="button button--primary form-submit" disabled={form.busy}>
      {form.busy ? <span className="form-spinner" aria-hidden="true" /> : null}
      {form.busy ? (props.busyLabel ?? t.forms.common.submitting) : props.label}
    </button>
  );
}

/**
 * Moves focus to a form's outcome message and brings it into view (below the sticky header,
 * through the page's scroll padding), so the person sees and hears what happened.
 */
export function showMessage(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'nearest' });
}

/**
 * Focuses `ref` each time a submission of `form` settles with `when` true (the first render,
 * including a no-JS answer read from the address, is left alone).
 */
export function useFocusOnSettle(
  form: LeadForm,
  ref: RefObject<HTMLElement | null>,
  when: boolean,
): void {
  const { settled } = form;
  const latest = useRef(when);
  latest.current = when;
  useEffect(() => {
    if (settled > 0 && latest.current) showMessage(ref.current);
  }, [settled, ref]);
}

/** The form-level error (an alert) or the offline-queued notice (a status). */
export function FormMessages({ form }: { form: LeadForm }) {
  const t = useT();
  const alert = useRef<HTMLDivElement>(null);
  const queued = useRef<HTMLDivElement>(null);
  useFocusOnSettle(form, alert, form.status === 'error');
  useFocusOnSettle(form, queued, form.status === 'queued');
  return (
    <>
      <div
        ref={alert}
        role="alert"
        tabIndex={-1}
        className={form.formError ? 'form-message form-alert form-alert--error' : 'form-message'}
      >
        {form.formError}
      </div>
      <div
        ref={queued}
        role="status"
        tabIndex={-1}
        className={
          form.status === 'queued' ? 'form-message form-alert form-alert--queued' : 'form-message'
        }
      >
        {form.status === 'queued' ? (
          <>
            <strong>{t.forms.offline.queued}</strong> {t.forms.offline.queuedDetail}
          </>
        ) : null}
      </div>
    </>
  );
}

/** The thank-you screen; its heading takes focus and comes into view, so the change is announced and seen. */
export function ThankYou(props: {
  title: string;
  text: string;
  again: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => showMessage(heading.current), []);
  return (
    <div className="form-thanks">
      <span className="form-thanks__icon" aria-hidden="true">
        ✓
      </span>
      <h2 ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      <p>{props.text}</p>
      <button type="button" className="button button--secondary" onClick={props.onAgain}>
        {props.again}
      </button>
    </div>
  );
}

/** Where a form and its thank-you screen sit; the id is the anchor the no-JS answer returns to. */
export function FormArea({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className="form-area">
      {children}
    </div>
  );
}

/** The real <form> every lead form is: it posts natively without JavaScript. */
export function FormShell(props: {
  form: LeadForm;
  label: string;
  /** Let the browser check required fields itself (the sales form has no custom check). */
  browserChecks?: boolean;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const { form } = props;
  return (
    <form
      id={props.id}
      ref={form.formRef}
      method="post"
      action={form.endpoint}
      noValidate={!props.browserChecks}
      onSubmit={form.onSubmit}
      aria-label={props.label}
      aria-busy={form.busy}
      className={props.className ?? 'lead-form'}
    >
      <HiddenFields />
      {props.children}
      <FormMessages form={form} />
    </form>
  );
}
