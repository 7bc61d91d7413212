import { useId } from 'react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled choice of one of a fixed list (a status, a priority): each change is handed on at
 * once, as the detail panels write every choice straight through mutate().
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange(value: V): void;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {/* The options are the only values the select can take, so the cast is exact. */}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
