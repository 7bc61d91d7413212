/**
 * When a key pressed is one of the back office's single-key shortcuts (shortcuts.tsx): not while
 * typing in a field, and not with Ctrl, Alt or Cmd held (those are the browser's). Pure, for
 * the unit tests: the target is read through the few properties it needs.
 */

/** The parts of a keydown event the guard reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** The parts of an element the guard reads (an HTMLElement has them all). */
interface ElementLike {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
  closest?(selector: string): unknown;
}

/** Input types that take no typed text: a key pressed on them is a shortcut still. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color']);

/** Whether a key pressed on `target` is typed text: a text field, a text area, a select. */
export function isTyping(target: EventTarget | null): boolean {
  if (target === null || typeof target !== 'object' || !('tagName' in target)) return false;
  const el = target as ElementLike;
  if (el.isContentEditable === true) return true;
  if (el.closest?.('textarea, select, [contenteditable]:not([contenteditable="false"])')) {
    return true;
  }
  return el.tagName === 'INPUT' && !NOT_TEXT.has((el.type ?? 'text').toLowerCase());
}

/** The key a shortcut is looked up by, or null when the press is not one. */
export function shortcutKey(press: KeyPress): string | null {
  if (press.defaultPrevented || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (isTyping(press.target)) return null;
  return press.key;
}
