import { useEffect, useRef, useState } from 'react';
import { SITE } from '../../../../shared/constants.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLocation } from '../../app/page-router.tsx';
import '../../styles/layout.css';
import { BrandMark } from './brand-mark.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { NAV_MENUS, type NavMenu } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { useDropdowns } from './use-dropdowns.ts';

/** Sticky header: brand, the four dropdown menus, language and theme toggles, 'Get Started'. */
export function SiteHeader() {
  const t = useT();
  const to = useLocalePath();
  const menus = useDropdowns<NavMenu['id']>();
  const [keyboardOpened, setKeyboardOpened] = useState(false);
  const nav = useRef<HTMLUListElement>(null);
  const { pathname, hash } = useLocation();
  const { openId, close } = menus;

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the menus.
  useEffect(() => close(), [pathname, hash]);

  // A tap or click anywhere else closes an open menu; so does Escape wherever focus is (a menu
  // opened by hovering has no focus inside it). Focus inside the menu goes back to its button.
  // Captured, so the newsletter popup (which also closes on Escape) sees the key as handled.
  useEffect(() => {
    if (!openId) return;
    const onDown = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      const item = nav.current?.querySelector<HTMLElement>(`[aria-controls="nav-menu-${openId}"]`);
      const inside = item?.parentElement?.contains(document.activeElement);
      close();
      if (inside) item?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [openId, close]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={to('/')} className="brand" aria-label={t.nav.home}>
          <BrandMark />
          <span className="brand__name">{SITE.brand}</span>
        </Link>
        <nav aria-label={t.common.mainNavigation} className="site-nav">
          <ul ref={nav} className="site-nav__list">
            {NAV_MENUS.map((menu) => (
              <NavDropdown
                key={menu.id}
                menu={menu}
                isOpen={menus.openId === menu.id}
                focusFirst={keyboardOpened}
                onOpen={(viaKeyboard) => {
                  setKeyboardOpened(viaKeyboard);
                  menus.open(menu.id);
                }}
                onToggle={() => {
                  setKeyboardOpened(false);
                  menus.toggle(menu.id);
                }}
                onPointerLeave={menus.scheduleClose}
                onClose={menus.close}
              />
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageToggle className="site-header__desktop-only" />
          <ThemeToggle />
          <Link className="button button--primary site-header__desktop-only" to={to('/contact')}>
            {t.nav.getStarted}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
