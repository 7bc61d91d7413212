import type { ReactNode } from 'react';
import { inputId } from './entity-fields.ts';

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** A label, the control, its hint and its message, tied together for assistive technology. */
export function Labelled(props: {
  formId: string;
  name: string;
  label: string;
  errors: Record<string, string>;
  hint?: string | undefined;
  required?: boolean | undefined;
  requiredText?: string;
  children(props: ControlProps): ReactNode;
}) {
  const id = inputId(props.formId, props.name);
  const error = props.errors[props.name];
  const described = [error ? `${id}-error` : null, props.hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span className="admin-muted"> ({props.requiredText})</span> : null}
      </label>
      {props.children({
        id,
        name: props.name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': props.required ? true : undefined,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
