import { type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { TIMING } from '../../../../../shared/constants.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormShell, SubmitButton, useFocusOnSettle } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';
import { isPopupClosed, markPopupClosed, nearPageBottom } from './closed-cookie.ts';

type Variant = 'floating' | 'bottom';

/** Screens this narrow get no timed popup: it would cover the hero (WCAG 2.4.11). */
export const PHONE_QUERY = '(max-width: 40rem)';

/**
 * The newsletter popup (public-site §4, §9): the floating variant at the right middle 5 s after
 * load, the bottom-right variant once the visitor scrolls within 100 px of the page bottom,
 * neither while the closed cookie is set. On a phone only the bottom variant shows, as a bar the
 * page makes room for, so it never covers the hero or a focused element. A non-modal dialog: it
 * never takes or traps focus; Escape closes it, and focus that was inside goes back to where it
 * came from.
 */
export function NewsletterPopup() {
  const [variant, setVariant] = useState<Variant | null>(null);
  const [dismissed, setDismissed] = useState(false);
  /** The element focused before focus entered the popup. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (dismissed || isPopupClosed(document.cookie)) return;
    const timer = window.matchMedia(PHONE_QUERY).matches
      ? undefined
      : window.setTimeout(() => setVariant((v) => v ?? 'floating'), TIMING.newsletterPopupDelayMs);
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
    const active = document.activeElement;
    const hadFocus = Boolean(root.current?.contains(active));
    setDismissed(true);
    setVariant(null);
    if (!hadFocus) return;
    const back = returnFocus.current;
    if (back?.isConnected) back.focus();
    else document.getElementById('main')?.focus();
  }, []);

  const shown = !dismissed && variant !== null;
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      // A header menu open at the same time takes the key first.
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      close();
    };
    // Remember where focus came from when it enters the popup, to give it back on closing.
    const el = root.current;
    const onFocusIn = (e: FocusEvent) => {
      const from = e.relatedTarget;
      if (from instanceof HTMLElement && !el?.contains(from)) returnFocus.current = from;
    };
    document.addEventListener('keydown', onKey);
    el?.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      el?.removeEventListener('focusin', onFocusIn);
    };
  }, [shown, close]);

  // On a phone the page keeps room below its end for the bar, and focus scrolling stops above it.
  useEffect(() => {
    const el = root.current;
    if (!shown || !el || !window.matchMedia(PHONE_QUERY).matches) return;
    const style = document.documentElement.style;
    const update = () => style.setProperty('--popup-space', `${el.offsetHeight + 16}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      style.removeProperty('--popup-space');
    };
  }, [shown]);

  if (!shown) return null;
  return <PopupDialog ref={root} variant={variant} onClose={close} />;
}

function PopupDialog({
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
