import { useId, useState } from 'react';

interface PasswordInputProps {
  label: string;
  showLabel: string;
  hideLabel: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A password field whose text can be shown or hidden; the toggle says which it will do. */
export function PasswordInput(props: PasswordInputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{props.label}</label>
      <div className="auth-password">
        <input
          id={id}
          name={props.name ?? 'password'}
          type={visible ? 'text' : 'password'}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
        />
        <button
          type="button"
          className="auth-password__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          disabled={props.disabled}
        >
          {visible ? props.hideLabel : props.showLabel}
        </button>
      </div>
    </div>
  );
}
