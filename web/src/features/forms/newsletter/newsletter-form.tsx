import { useRef } from 'react';
import { useT } from '../../../app/i18n.ts';
import { Field, FormShell, SubmitButton, useFocusOnSettle } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';

const INITIAL = { email: '' };

/**
 * Newsletter signup on a page or in the footer (public-site §4): idle → 'Submitting…' → a success
 * or error message; the input is cleared on success and the form stays.
 */
export function NewsletterForm({ variant = 'page' }: { variant?: 'page' | 'footer' }) {
  const t = useT();
  const n = t.forms.newsletter;
  const form = useLeadForm({
    kind: 'newsletter',
    initial: INITIAL,
    schema: (m, v) => m.newsletterSchema(v, 'page'),
    failedMessage: () => n.failed,
    extra: () => ({ source: 'page' }),
    clearOnSuccess: true,
    // Already subscribed is the outcome the person wanted.
    successStatuses: [409],
  });
  const success = useRef<HTMLParagraphElement>(null);
  useFocusOnSettle(form, success, form.status === 'success');
  return (
    <FormShell
      form={form}
      label={n.heading}
      className={`newsletter-form newsletter-form--${variant}`}
    >
      <div className="newsletter-form__row">
        <Field
          form={form}
          name="email"
          label={n.label}
          type="email"
          required
          autoComplete="email"
          placeholder={n.placeholder}
        />
        <SubmitButton form={form} label={n.submit} busyLabel={n.submitting} />
      </div>
      <p
        ref={success}
        role="status"
        tabIndex={-1}
        className="form-message newsletter-form__success"
      >
        {form.status === 'success' ? n.success : ''}
      </p>
    </FormShell>
  );
}
