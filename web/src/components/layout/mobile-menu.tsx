import { useEffect, useRef, useState } from 'react';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLocation } from '../../app/page-router.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { NAV_MENUS } from './nav-items.ts';

/**
 * The small-screen menu: every header item in one panel that closes when a link is chosen, on
 * Escape, on a tap outside and when focus leaves it.
 */
export function MobileMenu() {
  const t = useT();
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // Whether the last press landed inside: a press on the panel's text blurs the button with no
    // new focus, which is not focus leaving the menu.
    let pressedInside = false;
    const onKey = (e: KeyboardEvent) => {
      pressedInside = false;
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    // A tap outside the menu (and its button) closes it too.
    const onDown = (e: PointerEvent) => {
      pressedInside = Boolean(root.current?.contains(e.target as Node));
      if (!pressedInside) setOpen(false);
    };
    // Captured, so the newsletter popup (which also closes on Escape) sees the key as handled.
    document.addEventListener('keydown', onKey, true);
    // Tabbing (or moving focus otherwise) out of the button and the panel closes the menu; a
    // window losing focus (no relatedTarget while the document has no focus) does not.
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (root.current?.contains(next)) return;
      if (next === null && (pressedInside || !document.hasFocus())) return;
      setOpen(false);
    };
    const el = root.current;
    document.addEventListener('pointerdown', onDown);
    el?.addEventListener('focusout', onFocusOut);
    return () => {
      el?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="mobile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu__button"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        onClick={() => setOpen((v) => !v)}
      >
        <MenuIcon open={open} />
        <span>{t.nav.openMenu}</span>
      </button>
      {/* Without JavaScript the button can do nothing: this link shows the panel instead (its
          :target, see layout.css), and the script's class on <html> hides it again. */}
      <a className="icon-button mobile-menu__link" href="#mobile-menu-panel">
        <MenuIcon open={false} />
        <span>{t.nav.openMenu}</span>
      </a>
      <nav
        id="mobile-menu-panel"
        className="mobile-menu__panel"
        aria-label={t.nav.mobileNavigation}
        hidden={!open}
      >
        {NAV_MENUS.map((menu) => (
          <div key={menu.id} className="mobile-menu__group">
            <span className="mobile-menu__heading" id={`mobile-menu-${menu.id}`}>
              {t.nav[menu.id]}
            </span>
            <ul aria-labelledby={`mobile-menu-${menu.id}`}>
              {menu.items.map((item) => (
                <li key={item.href}>
                  <Link to={to(item.href)} onClick={close}>
                    {t.nav.items[item.key]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mobile-menu__actions">
          <LanguageToggle />
          <Link className="button button--primary" to={to('/contact')} onClick={close}>
            {t.nav.getStarted}
          </Link>
        </div>
      </nav>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
