import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SuspectedSpamToggle } from './suspected-spam-toggle.tsx';

export interface FilterSelect {
  /** The URL parameter. */
  name: string;
  label: string;
  value: string;
  /** Shown for the empty value (no filter). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

export interface FilterBarProps {
  /** Names the search landmark. */
  label: string;
  searchLabel: string;
  searchPlaceholder?: string;
  search: string;
  onSearch(q: string): void;
  selects: readonly FilterSelect[];
  onFilter(name: string, value: string): void;
  /**
   * The lead lists' one "Suspected spam" control (issue #30): a checkbox, always last among
   * the filters, that swaps the list for the rows the anti-spam checks held back (`?spam=1`).
   */
  spam?: {
    label: string;
    hint?: string | undefined;
    checked: boolean;
    onChange(checked: boolean): void;
  };
}

/** Search box and filters of a list; each control is bound to a URL parameter by its owner. */
export function FilterBar(props: FilterBarProps) {
  const searchId = useId();
  // The list filters as the person types; submitting (Enter) has nothing more to do.
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <search className="admin-filters" aria-label={props.label}>
      <form onSubmit={onSubmit} className="admin-filters__form">
        <div className="admin-field admin-filters__search">
          <label htmlFor={searchId}>{props.searchLabel}</label>
          <SearchInput
            id={searchId}
            value={props.search}
            placeholder={props.searchPlaceholder}
            onChange={props.onSearch}
          />
        </div>
        {props.selects.map((select) => (
          <FilterSelectField
            key={select.name}
            select={select}
            onChange={(v) => props.onFilter(select.name, v)}
          />
        ))}
        {props.spam ? <SuspectedSpamToggle {...props.spam} /> : null}
      </form>
    </search>
  );
}

/** The list's longest search text (parseListQuery cuts there too). */
const MAX_SEARCH = 200;

/**
 * Keeps what is typed in local state: the URL follows each keystroke, but a URL update can lag
 * a render behind, and an input bound to it straight would drop characters. A URL change made
 * elsewhere (Back, a link) replaces the text.
 */
function SearchInput(props: {
  id: string;
  value: string;
  placeholder: string | undefined;
  onChange(q: string): void;
}) {
  const [text, setText] = useState(props.value);
  const sent = useRef(props.value);
  useEffect(() => {
    if (props.value !== sent.current) {
      sent.current = props.value;
      setText(props.value);
    }
  }, [props.value]);
  return (
    <input
      id={props.id}
      type="search"
      name="q"
      value={text}
      maxLength={MAX_SEARCH}
      placeholder={props.placeholder}
      autoComplete="off"
      onChange={(event) => {
        const q = event.target.value;
        setText(q);
        sent.current = q;
        props.onChange(q);
      }}
    />
  );
}

function FilterSelectField({
  select,
  onChange,
}: {
  select: FilterSelect;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{select.label}</label>
      <select
        id={id}
        name={select.name}
        value={select.value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{select.allLabel}</option>
        {select.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
