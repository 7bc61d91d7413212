import { useEffect, useId, useRef, useState } from 'react';
import { useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { LEAD_KEYS, leadCommands, listsLeadKeys } from './palette-commands.ts';
import { useShellCommands } from './shell-commands.tsx';
import { shortcutKey } from './shortcut-guard.ts';

/**
 * The back office's keys (issue #30, item 11), as in Linear and Gmail: `/` goes to the search
 * box, `j` and `k` move between the rows of a list, `e` opens (or edits) the row, `?` lists them.
 * On an open lead (issue #45), `s`, `p` and `a` open the command palette at its status, priority
 * and assignee choices, and `r` opens the reply form, as the palette's commands do. Not while
 * typing in a field, and not with Ctrl, Alt or Cmd held (those are the browser's).
 */
export function Shortcuts() {
  const t = useAdminT().shell.shortcuts;
  const { user } = useSyncEngine();
  const shell = useShellCommands();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadTitleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = shortcutKey(event);
      // Nor while a question or this list is open: the page behind is inert.
      if (key === null || document.querySelector('dialog[open]')) return;
      const action = ACTIONS[key];
      const onLead = LEAD_KEYS[key];
      if (action === 'help') setOpen(true);
      else if (action) {
        if (!run(action)) return;
      } else if (onLead && shell) {
        // What the palette offers for this lead and this role, and nothing else.
        if (!leadCommands(user.role, shell.lead()).includes(onLead)) return;
        if (onLead === 'reply') shell.lead()?.reply?.();
        else if (!shell.openPalette(onLead)) return;
      } else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shell, user.role]);

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
      {listsLeadKeys(user.role) ? (
        <>
          <h3 id={leadTitleId}>{t.leadTitle}</h3>
          <dl aria-labelledby={leadTitleId}>
            {Object.entries(LEAD_KEYS).map(([key, command]) => (
              <div key={key} className="admin-shortcuts__row">
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{t[command]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
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
