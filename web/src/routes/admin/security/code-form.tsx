import { type FormEvent, useId, useState } from 'react';

/**
 * A code asked for before a change (the authenticator app's, or a recovery code): its field,
 * the error under it, and the buttons. `submit` resolves when done or throws the message.
 */
export function CodeForm(props: {
  label: string;
  submitLabel: string;
  cancelLabel?: string;
  submit(code: string): Promise<void>;
  onCancel?(): void;
  danger?: boolean;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.submit(code.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <form className="security-code" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={id}>{props.label}</label>
        <input
          id={id}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          disabled={busy}
        />
        {error ? (
          <p id={`${id}-error`} className="admin-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="security-actions">
        <button
          type="submit"
          className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
          disabled={busy}
        >
          {props.submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
