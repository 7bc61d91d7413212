import { type RefObject, useId, useRef, useState } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

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
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const typedId = useId();
  const [typed, setTyped] = useState('');
  const dialog = useModalDialog({
    open: props.open,
    onCancel: props.onCancel,
    onOpen: () => {
      setTyped('');
      cancel.current?.focus();
    },
    returnFocusTo: props.returnFocusTo,
  });

  // Closed, the dialog stays in the page empty: no heading without words, no button without a
  // name (each list keeps its own closed one); its content comes with the question.
  if (!props.open) return <dialog {...dialog} className="admin-dialog" />;
  return (
    <dialog
      {...dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
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
