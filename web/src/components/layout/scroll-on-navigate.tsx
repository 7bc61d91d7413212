import { useEffect, useRef } from 'react';
import { useLocation } from '../../app/page-router.tsx';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * On each route change: a hash scrolls smoothly to its anchor, otherwise the page starts at the
 * top instantly (public-site §2). The first render is left to the browser, which already honours
 * a hash in the address on load. A change of the query alone (a filter such as the blog's
 * category chips) stays on the same page and keeps the reader's place.
 */
export function ScrollOnNavigate() {
  const { pathname, search, hash, key } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, including to the same address (new key).
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (!before) return;
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        return;
      }
    }
    if (before.pathname === pathname && before.search !== search) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, key]);
  return null;
}
