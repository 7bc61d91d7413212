import { useCallback, useEffect, useId, useState } from 'react';
import { TIMING } from '../../../../../shared/constants.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormShell, SubmitButton } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';
import { isPopupClosed, markPopupClosed, nearPageBottom } from './closed-cookie.ts';

type Variant = 'floating' | 'bottom';

/**
 * The newsletter popup (public-site §4, §9): the floating variant at the right middle 5 s after
 * load, the bottom-right variant once the visitor scrolls within 100 px of the page bottom,
 * neither while the closed cookie is set. A non-modal dialog: it never takes or traps focus.
 */
export function NewsletterPopup() {
  const [variant, setVariant] = useState<Variant | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (dismissed || isPopupClosed(document.cookie)) return;
    const timer = window.setTimeout(
      () => setVariant((v) => v ?? 'floating'),
      TIMING.newsletterPopupDelayMs,
    );
    const onScroll = () => {
      const doc = document.documentElement;
      if (
        nearPageBottom(
          window.scrollY,
          window.innerHeight,
          doc.scrollHeight,
          TIMING.newsletterScrollThresholdPx,
        )
      ) {
        setVariant('bottom');
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [dismissed]);

  const close = useCallback(() => {
    markPopupClosed();
    setDismissed(true);
    setVariant(null);
  }, []);

  if (dismissed || variant === null) return null;
  return <PopupDialog variant={variant} onClose={close} />;
}

function PopupDialog({ variant, onClose }: { variant: Variant; onClose: () => void }) {
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

  useEffect(() => {
    if (form.status !== 'success') return;
    markPopupClosed();
    const timer = window.setTimeout(onClose, TIMING.newsletterThankYouMs);
    return () => window.clearTimeout(timer);
  }, [form.status, onClose]);

  return (
    <section
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
        <div role="status">
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
