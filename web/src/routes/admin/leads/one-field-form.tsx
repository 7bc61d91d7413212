import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MutationValidationError } from '../../../sync/mutate.ts';

export interface OneFieldFormProps {
  /** The argument of the mutation the field is, whose message shows under the field. */
  name: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** Said once the change is made. */
  doneText: string;
  /** Said when the change cannot even be made here (the record is gone). */
  failureText: string;
  /**
   * The stored value, which the field follows while the person has not edited it (a change
   * arriving from elsewhere); left out for a field that adds something new each time.
   */
  stored?: string | undefined;
  /** Said for a blank field, for one that must not be blank. */
  requiredText?: string;
  multiline?: { rows?: number };
  type?: 'text' | 'email';
  maxLength?: number;
  className: string;
  /** Makes the change (through mutate(), so its schema is the server's). */
  save(value: string): Promise<unknown>;
}

/**
 * One field of a record with its own Save (an assignee, notes, a resolution): the mutation's own
 * schema checks it, so its message is the server's wording, under the field; "Saved" says it
 * went. A field that adds something (a resolution) is emptied once saved.
 */
export function OneFieldForm(props: OneFieldFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const follows = props.stored !== undefined;
  const [value, setValue] = useState(props.stored ?? '');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // What the record said when the person started typing: a change arriving from elsewhere
  // replaces the text only while they have not edited it.
  const base = useRef(props.stored ?? '');
  useEffect(() => {
    if (props.stored === undefined) return;
    const stored = props.stored;
    setValue((current) => (current === base.current ? stored : current));
    base.current = stored;
  }, [props.stored]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (props.requiredText && !value.trim()) {
      setError(props.requiredText);
      return;
    }
    try {
      await props.save(value);
      setError(null);
      if (!follows) setValue('');
      setDone(true);
    } catch (err) {
      setError(
        err instanceof MutationValidationError
          ? (err.fields[props.name] ?? err.message)
          : props.failureText,
      );
    }
  }

  const field = {
    id: inputId,
    name: props.name,
    value,
    maxLength: props.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${errorId} ${hintId}` : hintId,
    onChange: (e: { target: { value: string } }) => {
      setValue(e.target.value);
      setDone(false);
      if (error) setError(null);
    },
  };
  const status = (
    <p role="status" className="admin-muted">
      {done ? props.doneText : ''}
    </p>
  );
  const submit = (
    <button type="submit" className="button button--secondary">
      {props.submitLabel}
    </button>
  );
  return (
    <form className={props.className} onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={inputId}>{props.label}</label>
        {props.multiline ? (
          <textarea {...field} rows={props.multiline.rows} />
        ) : (
          <input {...field} type={props.type ?? 'text'} autoComplete="off" />
        )}
        <p id={hintId} className="admin-field__hint">
          {props.hint}
        </p>
        {error ? (
          <p id={errorId} className="admin-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {/* A one-line field keeps its button and status on its row; a text area puts them below. */}
      {props.multiline ? (
        <div className="admin-detail__row">
          {submit}
          {status}
        </div>
      ) : (
        <>
          {submit}
          {status}
        </>
      )}
    </form>
  );
}
