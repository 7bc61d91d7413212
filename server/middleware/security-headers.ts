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
  isHttps: (url: URL, forwardedProto: string | undefined) => boolean;
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
const TOKEN_PAGES = /^(\/et)?\/((partners|admin)\/reset-password|support\/rate)\/?$/;

export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const csp = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    // Pages whose address carries a secret (a reset token) send no referrer at all.
    h.set(
      'Referrer-Policy',
      TOKEN_PAGES.test(c.req.path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', PERMISSIONS_POLICY);
    // Other sites may not embed our responses (images, scripts, JSON) in theirs.
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.isHttps(new URL(c.req.url), c.req.header('x-forwarded-proto'))) {
      // Preload asks browsers to hard-code https for the domain: only when the operator opts in.
      h.set(
        'Strict-Transport-Security',
        `max-age=${options.hstsPreload ? 63072000 : 31536000}; includeSubDomains${options.hstsPreload ? '; preload' : ''}`,
      );
    }
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
