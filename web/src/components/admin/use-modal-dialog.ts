import { type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';

export interface ModalDialogOptions {
  /** Shown as a modal while true. */
  open: boolean;
  /** Escape: the caller decides whether the dialog closes (by setting `open`). */
  onCancel(): void;
  /** Called as the dialog opens, once it is shown: reset its state, put focus where it starts. */
  onOpen?(dialog: HTMLDialogElement): void;
  /**
   * Where focus goes back to when the dialog closes, when not the element that had focus as it
   * opened (e.g. a button that was disabled while the question was being worked out).
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * A modal on the native <dialog>, opened and closed by React: the browser keeps focus inside and
 * makes the page behind it inert; Escape asks `onCancel`; on closing, focus goes back to what had
 * it before, unless something else took it meanwhile (a confirmed delete moves it on). Spread
 * the result on the <dialog>.
 */
export function useModalDialog({ open, onCancel, onOpen, returnFocusTo }: ModalDialogOptions): {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
  onClose(): void;
} {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = returnFocusTo?.current ?? document.activeElement;
      el.showModal();
      onOpen?.(el);
    } else if (!open && el.open) {
      el.close();
    }
  }, [open, onOpen, returnFocusTo]);

  return {
    ref,
    onCancel(event) {
      // Escape: React decides whether the dialog stays open, not the browser.
      event.preventDefault();
      onCancel();
    },
    onClose() {
      const target = opener.current;
      opener.current = null;
      // When `close` fires, focus is still on the dialog's button, or already back on the body.
      const active = document.activeElement;
      const untaken = !active || active === document.body || ref.current?.contains(active);
      if (target instanceof HTMLElement && target.isConnected && untaken) target.focus();
    },
  };
}
