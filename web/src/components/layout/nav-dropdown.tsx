import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import type { NavMenu } from './nav-items.ts';

export interface NavDropdownProps {
  menu: NavMenu;
  isOpen: boolean;
  /** Set when the menu was opened from the keyboard with ArrowDown: focus its first link. */
  focusFirst: boolean;
  onOpen(viaKeyboard: boolean): void;
  onToggle(): void;
  onPointerLeave(): void;
  onClose(): void;
}

/**
 * One header menu as a disclosure: a button with aria-expanded controlling a list of links.
 * Hover opens it (mouse only), a tap or Enter/Space toggles it, ArrowDown opens it and moves into
 * the list, Escape closes it and returns focus to the button, and focus leaving closes it.
 */
export function NavDropdown(props: NavDropdownProps) {
  const { menu, isOpen, focusFirst, onOpen, onToggle, onPointerLeave, onClose } = props;
  const t = useT();
  const to = useLocalePath();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const pointerType = useRef('');
  const panelId = `nav-menu-${menu.id}`;

  useEffect(() => {
    if (isOpen && focusFirst) panel.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [isOpen, focusFirst]);

  const links = () => Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  // Escape is the header's (it closes a menu wherever focus is, hover-opened ones included).
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (e.target === trigger.current) {
      if (e.key === 'ArrowDown') onOpen(true);
      return;
    }
    const all = links();
    const index = all.indexOf(e.target as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) trigger.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hover and key handling for the button and links inside, delegated to their list item.
    <li
      className="nav-dropdown"
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') onOpen(false);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') onPointerLeave();
      }}
      onBlur={(e) => {
        if (isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={trigger}
        type="button"
        className="nav-dropdown__trigger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPointerDown={(e) => {
          pointerType.current = e.pointerType;
        }}
        onClick={() => {
          // Hovering already opened the menu under a mouse, so a click must not close it again;
          // taps, Enter and Space toggle.
          const mouse = pointerType.current === 'mouse';
          pointerType.current = '';
          if (mouse) onOpen(false);
          else onToggle();
        }}
      >
        {t.nav[menu.id]}
        <svg
          className="nav-dropdown__chevron"
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul ref={panel} id={panelId} className="nav-dropdown__panel" hidden={!isOpen}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link to={to(item.href)} onClick={onClose}>
              {t.nav.items[item.key]}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
