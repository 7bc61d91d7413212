import { type RefObject, useEffect, useId, useRef, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action (delete, discard) is styled as one. */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /**
   * Where focus goes back to when the dialog closes, when not the element that had focus as it
   * opened (e.g. a button that was disabled while the question was being worked out).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * A change too large to confirm with a click: the confirm button waits for this text typed
   * (a number unless `inputMode` says otherwise).
   */
  typed?: { label: string; expected: string; inputMode?: 'numeric' | 'email' } | undefined;
}

/**
 * A modal question on the native <dialog>: the browser keeps focus inside and makes the page
 * behind it inert; Escape cancels. Focus starts on Cancel (a slip of Enter must not delete) and
 * returns to what had it before, unless the confirmed action moved it on.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const messageId = useId();
  const typedId = useId();
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (props.open && !el.open) {
      opener.current = props.returnFocusTo?.current ?? document.activeElement;
      setTyped('');
      el.showModal();
      cancel.current?.focus();
    } else if (!props.open && el.open) {
      el.close();
    }
  }, [props.open, props.returnFocusTo]);

  function restoreFocus() {
    const target = opener.current;
    opener.current = null;
    // Only if nothing else took focus meanwhile (a confirmed delete moves it elsewhere): when
    // `close` fires, focus is still on the dialog's button, or already back on the body.
    const active = document.activeElement;
    const untaken = !active || active === document.body || dialog.current?.contains(active);
    if (target instanceof HTMLElement && target.isConnected && untaken) target.focus();
  }

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // Escape: React decides whether the dialog stays open, not the browser.
        event.preventDefault();
        props.onCancel();
      }}
      onClose={restoreFocus}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p id={messageId}>{props.message}</p>
      {props.typed ? (
        <div className="admin-field">
          <label htmlFor={typedId}>{props.typed.label}</label>
          <input
            id={typedId}
            inputMode={props.typed.inputMode ?? 'numeric'}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      ) : null}
      <div className="admin-dialog__actions">
        <button
          ref={cancel}
          type="button"
          className="button button--secondary"
          onClick={props.onCancel}
        >
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
          disabled={props.typed !== undefined && typed.trim() !== props.typed.expected}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
