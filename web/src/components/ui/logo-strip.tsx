import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../../../../shared/constants.ts';
import { Link } from '../../app/page-router.tsx';
import { prefersReducedMotion } from './motion.ts';

export interface StripLogo {
  name: string;
  logo: string;
  url: string;
  alt: string;
  width: number;
}

interface LogoStripProps {
  label: string;
  logos: readonly StripLogo[];
  /** External logos open in a new tab; internal ones are site links. */
  external?: boolean;
  /** Appended to external links' accessible names, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
  toPath?: (path: string) => string;
}

/**
 * A strip of logos that scrolls in a continuous TIMING.logoLoopSeconds loop, starting
 * TIMING.logoStartDelayMs after every logo image has loaded or failed. The list is drawn twice
 * so the loop is seamless; the copy is hidden from assistive technology and the tab order.
 *
 * The logos are lazy: the strips sit below the first screen, and their images need not compete
 * with it. Lazy loading alone would never fetch the logos the strip's overflow clips (they never
 * come into view until the loop moves them), so all of them load once the strip nears the
 * viewport (LAZY_MARGIN, Chromium's own distance for lazy images).
 */
/** How near the viewport the strip comes before all its logos load. */
const LAZY_MARGIN = '1250px 0px';

export function LogoStrip({ label, logos, external, newTabHint, toPath }: LogoStripProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    // Through the CSSOM, which the CSP allows; a style attribute in the server's HTML it does not.
    el.style.setProperty('--logo-loop', `${TIMING.logoLoopSeconds}s`);
    const images = Array.from(el.querySelectorAll('img'));
    const loadAll = () => {
      for (const img of images) img.loading = 'eager';
    };
    const near =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              near?.disconnect();
              loadAll();
            },
            { rootMargin: LAZY_MARGIN },
          );
    if (near) near.observe(el);
    else loadAll();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = images.filter((img) => !img.complete).length;
    const start = () => {
      timer = setTimeout(() => setRunning(true), TIMING.logoStartDelayMs);
    };
    const settle = () => {
      pending -= 1;
      if (pending === 0) start();
    };
    const waiting = images.filter((img) => !img.complete);
    for (const img of waiting) {
      img.addEventListener('load', settle, { once: true });
      img.addEventListener('error', settle, { once: true });
    }
    if (pending === 0) start();
    return () => {
      near?.disconnect();
      clearTimeout(timer);
      for (const img of waiting) {
        img.removeEventListener('load', settle);
        img.removeEventListener('error', settle);
      }
    };
  }, []);

  const item = (logo: StripLogo, copy: boolean) => {
    const image = (
      <img
        src={logo.logo}
        alt={copy ? '' : logo.alt}
        width={logo.width}
        height={32}
        loading="lazy"
        decoding="async"
      />
    );
    const common = { className: 'logo-strip__link', tabIndex: copy ? -1 : undefined };
    return (
      <li key={`${copy ? 'copy-' : ''}${logo.name}`} className="logo-strip__item">
        {external ? (
          <a
            {...common}
            href={logo.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy ? undefined : `${logo.name} ${newTabHint ?? ''}`.trim()}
          >
            {image}
          </a>
        ) : (
          <Link {...common} to={toPath ? toPath(logo.url) : logo.url}>
            {image}
          </Link>
        )}
      </li>
    );
  };

  return (
    <div ref={ref} className="logo-strip" data-running={running ? 'true' : 'false'}>
      <div className="logo-strip__track">
        <ul className="logo-strip__list" aria-label={label}>
          {logos.map((logo) => item(logo, false))}
        </ul>
        <ul className="logo-strip__list" aria-hidden="true">
          {logos.map((logo) => item(logo, true))}
        </ul>
      </div>
    </div>
  );
}
