import { type Ref, useEffect, useId, useRef } from 'react';
import { TIMING } from '../../../../../shared/constants.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormShell, SubmitButton, useFocusOnSettle } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';
import { markPopupClosed } from './closed-cookie.ts';

export type Variant = 'floating' | 'bottom';

/**
 * The newsletter popup's dialog and form: a module of its own, loaded only when the popup is
 * about to show, so the form code and its styles stay out of every page's first load.
 */
export function PopupDialog({
  ref,
  variant,
  onClose,
}: {
  ref: Ref<HTMLElement>;
  variant: Variant;
  onClose: () => void;
}) {
  const t = useT();
  const p = t.forms.popup;
  const titleId = useId();
  const form = useLeadForm({
    kind: 'newsletter',
    initial: { email: '' },
    schema: (m, v) => m.newsletterSchema(v, 'popup'),
    failedMessage: () => p.failed,
    extra: () => ({ source: 'popup' }),
    successStatuses: [409],
    // A no-JS answer in the address belongs to the page's own newsletter form, not the popup.
    ignoreServerOutcome: true,
  });

  const thanks = useRef<HTMLDivElement>(null);
  useFocusOnSettle(form, thanks, form.status === 'success');

  useEffect(() => {
    if (form.status !== 'success') return;
    markPopupClosed();
    const timer = window.setTimeout(onClose, TIMING.newsletterThankYouMs);
    return () => window.clearTimeout(timer);
  }, [form.status, onClose]);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={`newsletter-popup newsletter-popup--${variant}`}
    >
      <button
        type="button"
        className="newsletter-popup__close"
        aria-label={p.close}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {form.status === 'success' ? (
        <div ref={thanks} role="status" tabIndex={-1} className="form-message">
          <h2 id={titleId} className="newsletter-popup__title">
            {p.thanksTitle}
          </h2>
          <p>{p.thanksText}</p>
        </div>
      ) : (
        <>
          <h2 id={titleId} className="newsletter-popup__title">
            {p.title}
          </h2>
          <p className="newsletter-popup__text">{p.text}</p>
          <FormShell form={form} label={p.title} className="newsletter-form newsletter-form--popup">
            <Field
              form={form}
              name="email"
              label={p.label}
              type="email"
              required
              autoComplete="email"
              placeholder={p.placeholder}
            />
            <SubmitButton form={form} label={p.submit} busyLabel={p.submitting} />
          </FormShell>
        </>
      )}
    </section>
  );
}
