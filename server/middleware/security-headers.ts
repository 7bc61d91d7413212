import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** 'sha256-…' sources of the page template's inline scripts (the theme bootstrap). */
  scriptHashes: string[];
  /** 'sha256-…' sources of the documents' inline `<style>` elements (the critical CSS). */
  styleHashes?: string[];
  /** Origins allowed in frames (the configured status and documentation embeds). */
  frameOrigins: string[];
  /**
   * Origins of the configured third-party scripts (analytics, tag manager, widget, consent
   * service): allowed to run scripts and to be sent data, and nothing else is. Empty when none.
   */
  analyticsOrigins?: string[];
  /** Whether the site is served over https (directly or behind a trusted proxy). */
  isHttps: (url: string, forwardedProto: string | undefined) => boolean;
  /** Where browsers report CSP violations (CSP_REPORT_URI), if anywhere. */
  reportUri?: string | undefined;
  /** Ask to be on the browsers' HSTS preload list (HSTS_PRELOAD); only with https. */
  hstsPreload?: boolean;
}

/**
 * Browser features the site never uses, all switched off (camera, microphone, geolocation,
 * payment and the rest of the powerful or tracking ones).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function contentSecurityPolicy(
  options: Pick<
    SecurityOptions,
    'scriptHashes' | 'styleHashes' | 'frameOrigins' | 'reportUri' | 'analyticsOrigins'
  >,
): string {
  const thirdParty = options.analyticsOrigins ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes, ...thirdParty],
    // No 'unsafe-inline': the documents' own <style> elements by hash, no style attributes
    // (components set custom properties through the CSSOM, which the CSP does not govern).
    'style-src': ["'self'", ...(options.styleHashes ?? [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...thirdParty],
    'frame-src': options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    ...(options.reportUri ? { 'report-uri': [options.reportUri] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Pages reached through a link that carries a token in its query. */
const TOKEN_PAGES =
  /^(\/et)?\/((partners|admin)\/(reset-password|unlock)|support\/rate|newsletter\/(confirm|unsubscribe))\/?$/;

/**
 * Answers other sites may embed or fetch (Cross-Origin-Resource-Policy: cross-origin): the
 * pictures (uploads, illustrations, the logo and share card, icons) and the RSS feeds, which a
 * shared link's preview, a feed reader or a search result shows elsewhere. Pages and the API stay
 * same-origin.
 */
const PUBLIC_RESOURCES =
  /^(\/(media|images|brand|icons)\/|\/favicon\.ico$|(\/et)?\/(blog|newsroom)\/rss\.xml$)/;

/**
 * The headers every answer carries, computed once: eight fixed sets (token page or not, https or
 * not, public resource or not), picked per request by path and scheme. `key` names the set (for
 * callers that cache whole header lists per set).
 */
export function securityHeaderSets(
  options: SecurityOptions,
): (path: string, url: string, forwardedProto: string | undefined) => SecurityHeaderSet {
  const csp = contentSecurityPolicy(options);
  // Preload asks browsers to hard-code https for the domain: only when the operator opts in.
  const hsts = `max-age=${options.hstsPreload ? 63072000 : 31536000}; includeSubDomains${options.hstsPreload ? '; preload' : ''}`;
  const make = (tokenPage: boolean, https: boolean, shared: boolean): SecurityHeaderSet => ({
    key: `${tokenPage ? 't' : 'p'}${https ? 's' : ''}${shared ? 'x' : ''}`,
    headers: Object.freeze({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      // Pages whose address carries a secret (a reset token) send no referrer at all.
      'Referrer-Policy': tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      // Other sites may not embed our pages, scripts or JSON in theirs; public pictures and
      // feeds they may (a shared link's preview shows the share picture).
      'Cross-Origin-Resource-Policy': shared ? 'cross-origin' : 'same-origin',
      ...(https ? { 'Strict-Transport-Security': hsts } : {}),
    }),
  });
  const sets = [false, true].flatMap((shared) =>
    [false, true].flatMap((tokenPage) =>
      [false, true].map((https) => make(tokenPage, https, shared)),
    ),
  );
  return (path, url, proto) =>
    sets[
      (PUBLIC_RESOURCES.test(path) ? 4 : 0) +
        (TOKEN_PAGES.test(path) ? 2 : 0) +
        (options.isHttps(url, proto) ? 1 : 0)
    ] as SecurityHeaderSet;
}

export interface SecurityHeaderSet {
  key: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Headers only a document acts on: its scripts, frames, opener, features and the referrer of the
 * requests it makes. A raster picture or a font runs none of these, so they are not sent with one
 * (about 1 KB each, on every picture of a page); nosniff, CORP and HSTS stay. An SVG can be opened
 * as a document and run script: it keeps them all.
 */
const DOCUMENT_ONLY = new Set([
  'Content-Security-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
  'Referrer-Policy',
]);

/** A raster picture or a font: content that is never a document. */
export function isInertContent(contentType: string | null | undefined): boolean {
  return /^\s*(image\/(?!svg)|font\/)/i.test(contentType ?? '');
}

const inertSets = new WeakMap<SecurityHeaderSet, SecurityHeaderSet>();

/** The set an answer of `contentType` carries: `set`, less DOCUMENT_ONLY for inert content. */
export function securityHeadersFor(
  set: SecurityHeaderSet,
  contentType: string | null | undefined,
): SecurityHeaderSet {
  if (!isInertContent(contentType)) return set;
  let inert = inertSets.get(set);
  if (!inert) {
    inert = {
      key: `${set.key}i`,
      headers: Object.freeze(
        Object.fromEntries(
          Object.entries(set.headers).filter(([name]) => !DOCUMENT_ONLY.has(name)),
        ),
      ),
    };
    inertSets.set(set, inert);
  }
  return inert;
}

export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const setFor = securityHeaderSets(options);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const set = setFor(c.req.path, c.req.url, c.req.header('x-forwarded-proto'));
    const { headers } = securityHeadersFor(set, h.get('content-type'));
    for (const name in headers) h.set(name, headers[name] as string);
  };
}

/**
 * Behind a TLS proxy (TRUST_PROXY with an https PUBLIC_ORIGIN), a request that reached the proxy
 * over plain http is sent to the same address over https.
 */
export function httpsRedirect(options: {
  publicOrigin: string;
  trustProxy: boolean;
}): MiddlewareHandler {
  const enabled = options.trustProxy && options.publicOrigin.startsWith('https:');
  return async (c, next) => {
    if (!enabled || c.req.header('x-forwarded-proto') !== 'http') return next();
    const url = new URL(c.req.url);
    return c.redirect(`${options.publicOrigin}${url.pathname}${url.search}`, 308);
  };
}
