import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** 'sha256-…' sources of the page template's inline scripts (the theme bootstrap). */
  scriptHashes: string[];
  /** Origins allowed in frames (the configured status and documentation embeds). */
  frameOrigins: string[];
  /** Whether the site is served over https (directly or behind a trusted proxy). */
  isHttps: (url: URL, forwardedProto: string | undefined) => boolean;
}

export function contentSecurityPolicy(
  options: Pick<SecurityOptions, 'scriptHashes' | 'frameOrigins'>,
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes],
    // Inline style attributes are used by React components; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Pages reached through a link that carries a token in its query. */
const TOKEN_PAGES = /^(\/et)?\/(partners|admin)\/reset-password\/?$/;

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
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.isHttps(new URL(c.req.url), c.req.header('x-forwarded-proto'))) {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
