import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * On each route change: a hash scrolls smoothly to its anchor, otherwise the page starts at the
 * top instantly (public-site §2). The first render is left to the browser, which already honours
 * a hash in the address on load.
 */
export function ScrollOnNavigate() {
  const { pathname, search, hash, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, including to the same address (new key).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, key]);
  return null;
}
