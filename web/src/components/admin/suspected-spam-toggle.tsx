import { useId } from 'react';

/**
 * "Suspected spam": a checkbox that swaps a lead list for the rows the anti-spam checks held
 * back (`?spam=1`), and back. Its owner binds it to the URL.
 */
export function SuspectedSpamToggle(props: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="admin-spam-toggle">
      <input
        id={id}
        type="checkbox"
        name="spam"
        value="1"
        checked={props.checked}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={hintId} className="admin-field__hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
