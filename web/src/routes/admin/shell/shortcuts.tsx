import { useEffect, useId, useRef, useState } from 'react';
import { useAdminT } from '../use-admin-t.ts';

/**
 * The back office's keys (issue #30, item 11), as in Linear and Gmail: `/` goes to the search
 * box, `j` and `k` move between the rows of a list, `e` opens (or edits) the row, `?` lists them.
 * Not while typing in a field, and not with Ctrl, Alt or Cmd held (those are the browser's).
 */
export function Shortcuts() {
  const t = useAdminT().shell.shortcuts;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // Nor while a question or this list is open: the page behind is inert.
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      const action = ACTIONS[event.key];
      if (!action) return;
      if (action === 'help') setOpen(true);
      else if (!run(action)) return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (open && el && !el.open) el.showModal();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-shortcuts"
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
    >
      <h2 id={titleId}>{t.title}</h2>
      <dl>
        <div className="admin-shortcuts__row">
          <dt>
            <kbd>Ctrl</kbd>+<kbd>K</kbd>
          </dt>
          <dd>{t.palette}</dd>
        </div>
        {Object.entries(ACTIONS).map(([key, action]) => (
          <div key={key} className="admin-shortcuts__row">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t[action]}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit" className="button button--primary">
          {t.close}
        </button>
      </form>
    </dialog>
  );
}

type Action = 'search' | 'next' | 'previous' | 'open' | 'help';
// Ctrl+K (the command palette, command-palette.tsx) heads the list shown.
/** Each key and what it does, in the order the list shows them (its words are the catalogue's). */
const ACTIONS: Record<string, Action> = {
  '/': 'search',
  j: 'next',
  k: 'previous',
  e: 'open',
  '?': 'help',
};

/** Input types that take no typed text: a key pressed on them is a shortcut still. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('textarea, select') !== null) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/** Does what the key stands for on the screen shown; false when there is nothing to do. */
function run(action: Exclude<Action, 'help'>): boolean {
  const main = document.getElementById('main');
  if (!main) return false;
  if (action === 'search') {
    const search = main.querySelector<HTMLInputElement>('input[type="search"]');
    search?.focus();
    return search !== null;
  }
  const rows = [...main.querySelectorAll<HTMLElement>('tr[data-row-id]')];
  const current = document.activeElement?.closest<HTMLElement>('tr[data-row-id]') ?? null;
  if (action === 'open') {
    if (!current) return false;
    // A list row opens its detail when clicked; a row with an Edit button, that button.
    const edit = current.querySelector<HTMLElement>('[data-edit]');
    (edit ?? current).click();
    return true;
  }
  const at = current ? rows.indexOf(current) : -1;
  const next =
    action === 'next'
      ? rows[at < 0 ? 0 : Math.min(at + 1, rows.length - 1)]
      : rows[at < 0 ? rows.length - 1 : Math.max(at - 1, 0)];
  if (!next) return false;
  // Rows of the entity tables are not stops of their own: their first control that takes focus
  // is (its checkbox; a disabled Move up would not take it).
  const target =
    next.tabIndex >= 0
      ? next
      : next.querySelector<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled)');
  target?.focus();
  return target !== null && target !== undefined;
}
