import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useAdminT } from '../../routes/admin/use-admin-t.ts';
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

/**
 * Search box and filters of a list; each control is bound to a URL parameter by its owner. On a
 * phone the filters fold behind one button, which says how many are set; the search stays out.
 * Wider, the button is not shown and the filters always are.
 */
export function FilterBar(props: FilterBarProps) {
  const t = useAdminT().list;
  const searchId = useId();
  const moreId = useId();
  const [open, setOpen] = useState(false);
  // The list filters as the person types; submitting (Enter, the button) has nothing more to do.
  const onSubmit = (event: FormEvent) => event.preventDefault();
  const set = props.selects.filter((s) => s.value !== '').length + (props.spam?.checked ? 1 : 0);
  const folds = props.selects.length > 0 || props.spam !== undefined;
  return (
    <search className="admin-filters" aria-label={props.label}>
      {/* A GET form of the list's own parameters: without the page's handler, submitting loads
          the same list the address describes. */}
      <form method="get" onSubmit={onSubmit} className="admin-filters__form">
        <div className="admin-field admin-filters__search">
          <label htmlFor={searchId}>{props.searchLabel}</label>
          <SearchInput
            id={searchId}
            value={props.search}
            placeholder={props.searchPlaceholder}
            onChange={props.onSearch}
          />
        </div>
        <button type="submit" className="button button--secondary admin-filters__submit">
          {t.submitSearch}
        </button>
        {folds ? (
          <button
            type="button"
            className="button button--secondary admin-filters__toggle"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen((o) => !o)}
          >
            {set > 0 ? fmt(t.filtersSet, { count: set }) : t.filters}
          </button>
        ) : null}
        <div
          id={moreId}
          className={open ? 'admin-filters__more admin-filters__more--open' : 'admin-filters__more'}
        >
          {props.selects.map((select) => (
            <FilterSelectField
              key={select.name}
              select={select}
              onChange={(v) => props.onFilter(select.name, v)}
            />
          ))}
          {props.spam ? <SuspectedSpamToggle {...props.spam} /> : null}
        </div>
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
