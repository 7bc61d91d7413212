import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { maySee } from '../../../../../shared/admin/access.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../../shared/sync/tables.ts';
import type { LocalRow } from '../../../sync/db.ts';
import { useSyncEngine } from '../../../sync/hooks.ts';
import { tableRows } from '../../../sync/table-cache.ts';
import { useAdminT } from '../use-admin-t.ts';
import { NAV } from './nav.ts';
import { type LeadStep, paletteCommands } from './palette-commands.ts';
import { commandOption, currentIndex, type Option } from './palette-options.ts';
import { findRecords, normalise, RECORD_SOURCES } from './palette-search.ts';
import { useOpenLead, useShellCommands } from './shell-commands.tsx';

/** Records listed at most: enough to pick from, few enough to read. */
const RECORD_LIMIT = 10;

/** Performance measures a benchmark reads (scripts/bench/sync.ts): open, and a search shown. */
export const PALETTE_MEASURES = {
  open: 'lumen:palette-open',
  search: 'lumen:palette-search',
} as const;

/**
 * Ctrl+K (Cmd+K on a Mac), anywhere in the back office: run a command, go to any screen, or to
 * any record by what a person remembers of it (a lead's name or address, a ticket number, a
 * post's title), read from the local copy, so it works offline (issue #30, item 11). On an open
 * lead its commands come first (issue #45): Reply, and Set status, Set priority and Assign, which
 * list their choices as a second step (also opened by the keys s, p and a, shortcuts.tsx). A
 * combobox with a list of options: the arrow keys choose, Enter goes, Backspace in an empty
 * second step goes back, Escape closes.
 */
export function CommandPalette() {
  const t = useAdminT();
  const p = t.shell.palette;
  const { db, user } = useSyncEngine();
  const shell = useShellCommands();
  const lead = useOpenLead();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<LeadStep | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [tables, setTables] = useState<ReadonlyMap<SyncedTableName, readonly LocalRow[]> | null>(
    null,
  );

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') {
        return;
      }
      event.preventDefault();
      // The dialog's own state: closed by Escape, its close event may not have reached React yet.
      const opening = !dialog.current?.open;
      if (opening) performance.mark(PALETTE_MEASURES.open);
      setOpen(opening);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The keys s, p and a open it at their choices.
  useEffect(() => {
    if (!shell) return;
    shell.setPaletteOpener((at) => {
      const choice = at ? shell.lead()?.[at] : undefined;
      setStep(at ?? null);
      setQuery('');
      setActive(currentIndex(choice));
      setOpen(true);
    });
    return () => shell.setPaletteOpener(null);
  }, [shell]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      input.current?.focus();
      measure(PALETTE_MEASURES.open);
    } else if (!open && el.open) el.close();
    if (!open) return;
    // The records as this device has them now: read once per opening.
    let live = true;
    void Promise.all(
      RECORD_SOURCES.filter((s) => db.readable.includes(s.table)).map(
        async (s) => [s.table, await tableRows(db, s.table)] as const,
      ),
    ).then((loaded) => {
      if (live) setTables(new Map(loaded));
    });
    return () => {
      live = false;
    };
  }, [open, db]);

  const options = useMemo<Option[]>(() => {
    const needle = normalise(query.trim());
    const matches = (o: { title: string }) => normalise(o.title).includes(needle);
    if (step) {
      const choice = lead?.[step];
      return (choice?.options ?? [])
        .map((o) => ({
          id: `choice:${o.value}`,
          kind: p.choice,
          title: o.label,
          detail: o.value === choice?.current ? p.current : '',
          run: () => shell?.lead()?.[step]?.choose(o.value),
        }))
        .filter(matches);
    }
    const commands = paletteCommands(user.role, lead).map((id) =>
      commandOption(id, p, lead?.name ?? '', navigate, shell),
    );
    const screens = NAV.filter((item) => maySee(user.role, item.to))
      .map((item) => ({
        id: `screen:${item.to}`,
        kind: p.screen,
        title: t.nav[item.key],
        detail: '',
        to: item.to,
      }))
      .filter(matches);
    const isLead = (c: Option) => c.step !== undefined || c.id === 'command:reply';
    const onLead = commands.filter((c) => isLead(c) && matches(c));
    const others = commands.filter((c) => !isLead(c) && matches(c));
    const records = tables
      ? findRecords(tables, query, RECORD_LIMIT).map((hit) => ({ ...hit, kind: p.kinds[hit.kind] }))
      : [];
    return [...onLead, ...screens, ...others, ...records];
  }, [query, step, lead, tables, t, p, user.role, navigate, shell]);

  // A search is shown: how long it took from the keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured each time the options change.
  useEffect(() => {
    if (query.trim().length >= 2 && tables) measure(PALETTE_MEASURES.search);
  }, [options]);

  const listId = `${ids}-list`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: optionId depends on ids alone.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, ids]);

  function choose(option: Option | undefined) {
    if (!option) return;
    if (option.step) {
      const choice = lead?.[option.step];
      setStep(option.step);
      setQuery('');
      setActive(currentIndex(choice));
      return;
    }
    // Closed first, so focus is back where it was before the command moves it (Reply's form).
    dialog.current?.close();
    setOpen(false);
    if (option.to) navigate(option.to);
    option.run?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (options.length === 0 ? 0 : (a + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Backspace' && step && query === '') {
      event.preventDefault();
      setStep(null);
      setActive(0);
    }
  }

  const searching = open && !step && tables === null && query.trim().length >= 2;
  const status = step
    ? options.length === 0
      ? fmt(p.noChoice, { query: query.trim() })
      : ''
    : searching
      ? p.searching
      : query.trim().length === 1
        ? p.more
        : options.length === 0
          ? fmt(p.none, { query: query.trim() })
          : '';

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-palette"
      aria-labelledby={`${ids}-title`}
      // Escape: closed at once in React's state too (the close event comes a moment later).
      onCancel={() => setOpen(false)}
      onClose={() => {
        setOpen(false);
        setStep(null);
        setQuery('');
        setActive(0);
        setTables(null);
      }}
    >
      <h2 id={`${ids}-title`} className="admin-visually-hidden">
        {p.title}
      </h2>
      <input
        ref={input}
        type="text"
        role="combobox"
        className="admin-palette__input"
        aria-label={step ? fmt(p.steps[step], { name: lead?.name ?? '' }) : p.label}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
        placeholder={step ? p.stepPlaceholder : p.placeholder}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          performance.mark(PALETTE_MEASURES.search);
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="admin-muted admin-palette__status">
        {status}
      </p>
      <div id={listId} role="listbox" aria-label={p.results} className="admin-palette__list">
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input has the keys (aria-activedescendant).
          <div
            key={option.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="admin-palette__option"
            onClick={() => choose(option)}
            onMouseMove={() => setActive(i)}
          >
            <span className="admin-palette__kind">{option.kind}</span>
            <span className="admin-palette__title">{option.title}</span>
            {option.detail ? (
              <span className="admin-muted admin-palette__detail">{option.detail}</span>
            ) : null}
          </div>
        ))}
      </div>
    </dialog>
  );
}

/** Measures from the mark of the same name (left by the key press), once. */
function measure(name: string): void {
  if (performance.getEntriesByName(name, 'mark').length === 0) return;
  performance.measure(name, name);
  performance.clearMarks(name);
}
