import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIMING } from '../../../../../shared/constants.ts';
import { isPopupClosed, markPopupClosed, nearPageBottom } from './closed-cookie.ts';
import type { PopupDialog as Dialog, Variant } from './newsletter-popup-dialog.tsx';
import { roomBelow, scrollToClear } from './popup-clearance.ts';

/** The element the popup renders into: after the page's own, so it comes last in focus order. */
export const POPUP_ROOT_ID = 'newsletter-popup-root';

const loadDialog = () => import('./newsletter-popup-dialog.tsx').then((m) => m.PopupDialog);

/** Screens this narrow get no timed popup: it would cover the hero (WCAG 2.4.11). */
export const PHONE_QUERY = '(max-width: 40rem)';

/**
 * The newsletter popup (public-site §4, §9): the floating variant at the right middle 5 s after
 * load, the bottom-right variant once the visitor scrolls within 100 px of the page bottom,
 * neither while the closed cookie is set. On a phone only the bottom variant shows, as a bar, so
 * it never covers the hero; at every width it never covers a focused element. A non-modal dialog: it
 * never takes or traps focus; Escape closes it, and focus that was inside goes back to where it
 * came from. The dialog's module is fetched when the popup is due, and it shows once it is there.
 */
export function NewsletterPopup() {
  const [variant, setVariant] = useState<Variant | null>(null);
  const [PopupDialog, setPopupDialog] = useState<typeof Dialog | null>(null);
  const [dismissed, setDismissed] = useState(false);
  /** The element focused before focus entered the popup. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    // When the popup's count began, if it runs at all (a test with a frozen clock waits for it).
    const host = document.getElementById(POPUP_ROOT_ID);
    if (host) host.dataset.countFrom = String(Date.now());
    if (dismissed || isPopupClosed(document.cookie)) return;
    let live = true;
    const show = (next: (v: Variant | null) => Variant) => {
      void loadDialog().then((component) => {
        if (!live) return;
        setPopupDialog(() => component);
        setVariant(next);
      });
    };
    const timer = window.matchMedia(PHONE_QUERY).matches
      ? undefined
      : window.setTimeout(() => show((v) => v ?? 'floating'), TIMING.newsletterPopupDelayMs);
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
        show(() => 'bottom');
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      live = false;
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

  const shown = !dismissed && variant !== null && PopupDialog !== null;
  // Before the popup is painted: Escape pressed the moment it appears must close it.
  useLayoutEffect(() => {
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

  // At every width the popup keeps clear of the focused element (WCAG 2.4.11): the page keeps
  // room below its end reaching up to the popup's top, so that anything can scroll clear of it,
  // and an element that focus lands on under the popup is scrolled above or below it. The bottom
  // bar also pads the browser's own focus scrolling (--popup-space), which then stops above it.
  useEffect(() => {
    const el = root.current;
    if (!shown || !el) return;
    const style = document.documentElement.style;
    const update = () => {
      style.setProperty('--popup-room', `${roomBelow(el.getBoundingClientRect(), innerHeight)}px`);
      if (variant === 'bottom') style.setProperty('--popup-space', `${el.offsetHeight + 16}px`);
      else style.removeProperty('--popup-space');
    };
    const clear = (target: Element | null) => {
      if (!target || target === document.body || el.contains(target)) return;
      const top = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      const view = { top: Number.isNaN(top) ? 0 : top, bottom: innerHeight };
      const delta = scrollToClear(target.getBoundingClientRect(), el.getBoundingClientRect(), view);
      if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    };
    const onFocusIn = (e: FocusEvent) => clear(e.target as Element | null);
    update();
    clear(document.activeElement);
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', onFocusIn);
      style.removeProperty('--popup-room');
      style.removeProperty('--popup-space');
    };
  }, [shown, variant]);

  if (!shown) return null;
  return <PopupDialog ref={root} variant={variant} onClose={close} />;
}
