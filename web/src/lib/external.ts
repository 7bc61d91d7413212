/**
 * External links and the external-redirect helper (public-site §2). Links that leave the site
 * open in a new tab without handing over `window.opener` or the referrer.
 */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Where the press media kit is downloaded from (an external file host). */
export const MEDIA_KIT_URL = 'https://media.lumen-legal.example/press/lumen-legal-media-kit.zip';

/** The `ref` value appended to outgoing redirects so partners can see where visitors came from. */
export const REF_VALUE = 'lumen-legal';

/**
 * Hosts that are "ours": the product's site, its documentation and its status page. A redirect
 * to one of them (or a subdomain) is not tagged with `ref`.
 */
export const OWN_HOSTS: readonly string[] = [
  'lumen-legal.example',
  'docs.lumen-legal.example',
  'status.lumen-legal.example',
];

export function isExternalUrl(href: string, currentHost?: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).host !== currentHost;
  } catch {
    return false;
  }
}

function onHost(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase();
  return hosts.some((h) => name === h || name.endsWith(`.${h}`));
}

export interface RefOptions {
  /** Hosts that never get `ref` (default OWN_HOSTS); the current page's host is always added. */
  ownHosts?: readonly string[];
  currentHost?: string;
  ref?: string;
}

/** The URL to send a visitor to: with `ref` appended unless it points at one of our own hosts. */
export function withRef(url: string, options: RefOptions = {}): string {
  const parsed = new URL(url);
  const hosts = [...(options.ownHosts ?? OWN_HOSTS)];
  if (options.currentHost) hosts.push(options.currentHost.replace(/:\d+$/, ''));
  if (onHost(parsed.hostname, hosts)) return parsed.toString();
  parsed.searchParams.set('ref', options.ref ?? REF_VALUE);
  return parsed.toString();
}

/** Replaces the current location (no history entry) with `url`, tagged as withRef does. */
export function externalRedirect(
  url: string,
  options: Omit<RefOptions, 'currentHost'> = {},
  location: Pick<Location, 'replace' | 'host'> = window.location,
): void {
  location.replace(withRef(url, { ...options, currentHost: location.host }));
}
