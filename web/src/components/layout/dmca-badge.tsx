import { useEffect, useRef } from 'react';
import { useT } from '../../app/i18n.ts';
import { EXTERNAL_LINK_PROPS } from '../../lib/external.ts';

/** The badge helper; its origin is allowed in the CSP's script-src (server/middleware/security-headers.ts). */
export const DMCA_SCRIPT_URL = 'https://images.dmca.com/Badges/DMCABadgeHelper.min.js';
export const DMCA_STATUS_URL = 'https://www.dmca.com/Protection/Status.aspx';

/**
 * Third-party scripts stay off development and test machines (the architecture's rule for
 * third-party scripts), so local runs make no outside requests.
 */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

/** The DMCA protection badge; its helper script loads only once the footer comes into view. */
export function DmcaBadge({ watch }: { watch: React.RefObject<HTMLElement | null> }) {
  const t = useT();
  const loaded = useRef(false);
  useEffect(() => {
    const target = watch.current;
    if (!target || loaded.current || isLocalHost(window.location.hostname)) return;
    if (!('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || loaded.current) return;
      loaded.current = true;
      observer.disconnect();
      if (document.querySelector(`script[src="${DMCA_SCRIPT_URL}"]`)) return;
      const script = document.createElement('script');
      script.src = DMCA_SCRIPT_URL;
      script.async = true;
      document.body.appendChild(script);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <a className="dmca-badge" href={DMCA_STATUS_URL} {...EXTERNAL_LINK_PROPS}>
      <svg viewBox="0 0 20 24" width="14" height="17" aria-hidden="true">
        <path d="M10 1l8 3v7c0 5.5-3.4 9.6-8 12-4.6-2.4-8-6.5-8-12V4z" fill="currentColor" />
        <path d="M6 12l3 3 5-6" stroke="var(--bg-muted)" strokeWidth="2" fill="none" />
      </svg>
      {t.footer.dmca}
      <span className="visually-hidden"> {t.common.opensInNewTab}</span>
    </a>
  );
}
