import { describe, expect, it } from 'vitest';
import {
  isTyping,
  type KeyPress,
  shortcutKey,
} from '../../../../../../web/src/routes/admin/shell/shortcut-guard.ts';

/** An element as the guard reads it: its tag, type, editability and what encloses it. */
function element(
  tagName: string,
  options: { type?: string; editable?: boolean; inside?: 'select' | 'contenteditable' } = {},
): EventTarget {
  return {
    tagName,
    type: options.type,
    isContentEditable: options.editable ?? false,
    // The element itself, or the one it is inside (an option in its select, a span in
    // editable text), matches the selector of the fields one types in.
    closest: () => (options.inside || ['TEXTAREA', 'SELECT'].includes(tagName) ? {} : null),
  } as unknown as EventTarget;
}

function press(key: string, target: EventTarget | null, mods: Partial<KeyPress> = {}): KeyPress {
  return {
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...mods,
  };
}

describe('the single-key shortcuts’ guard', () => {
  const row = element('TR');

  it('lets a key pressed on the page, a row or a button through', () => {
    expect(shortcutKey(press('s', row))).toBe('s');
    expect(shortcutKey(press('p', element('BUTTON')))).toBe('p');
    expect(shortcutKey(press('a', null))).toBe('a');
    expect(shortcutKey(press('r', element('INPUT', { type: 'checkbox' })))).toBe('r');
  });

  it('keeps the keys typed in a text field, a text area, a select or editable text', () => {
    for (const target of [
      element('INPUT'),
      element('INPUT', { type: 'text' }),
      element('INPUT', { type: 'search' }),
      element('INPUT', { type: 'email' }),
      element('TEXTAREA'),
      element('SELECT'),
      element('OPTION', { inside: 'select' }),
      element('DIV', { editable: true }),
      element('SPAN', { inside: 'contenteditable' }),
    ]) {
      expect(isTyping(target)).toBe(true);
      expect(shortcutKey(press('s', target))).toBeNull();
    }
  });

  it('leaves the keys pressed with Ctrl, Alt or Cmd to the browser', () => {
    expect(shortcutKey(press('s', row, { ctrlKey: true }))).toBeNull();
    expect(shortcutKey(press('s', row, { altKey: true }))).toBeNull();
    expect(shortcutKey(press('s', row, { metaKey: true }))).toBeNull();
  });

  it('ignores a key another handler has already taken', () => {
    expect(shortcutKey(press('s', row, { defaultPrevented: true }))).toBeNull();
  });

  it('lets Shift through, which ? needs', () => {
    expect(shortcutKey(press('?', row, { shiftKey: true } as Partial<KeyPress>))).toBe('?');
  });
});
