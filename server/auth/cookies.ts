import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens.ts';

const ACCESS = 'lumen_access';
const REFRESH = 'lumen_refresh';

/** Whether this request reached the site over https (directly or through a trusted proxy). */
export function isHttps(c: Context, config: Pick<Config, 'publicOrigin' | 'trustProxy'>): boolean {
  if (config.publicOrigin.startsWith('https:')) return true;
  if (config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https')
    return true;
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * Over https the cookies carry the `__Host-` prefix (Secure, Path=/, no Domain: a subdomain
 * cannot set or overwrite them); only the prefixed names are read there.
 */
function names(https: boolean): { access: string; refresh: string } {
  return https
    ? { access: `__Host-${ACCESS}`, refresh: `__Host-${REFRESH}` }
    : { access: ACCESS, refresh: REFRESH };
}

type CookieConfig = Pick<Config, 'publicOrigin' | 'trustProxy'>;

export function setSessionCookies(
  c: Context,
  config: CookieConfig,
  tokens: { accessToken: string; refreshToken: string; expiresAt: Date },
  now: Date,
): void {
  const https = isHttps(c, config);
  const n = names(https);
  const base = { httpOnly: true, secure: https, sameSite: 'Strict', path: '/' } as const;
  setCookie(c, n.access, tokens.accessToken, { ...base, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  const refreshSeconds = Math.max(
    1,
    Math.floor((tokens.expiresAt.getTime() - now.getTime()) / 1000),
  );
  setCookie(c, n.refresh, tokens.refreshToken, { ...base, maxAge: refreshSeconds });
}

export function clearSessionCookies(c: Context, config: CookieConfig): void {
  const https = isHttps(c, config);
  const n = names(https);
  const opts = { path: '/', secure: https } as const;
  deleteCookie(c, n.access, opts);
  deleteCookie(c, n.refresh, opts);
}

export function readAccessCookie(c: Context, config: CookieConfig): string | undefined {
  return getCookie(c, names(isHttps(c, config)).access) || undefined;
}

export function readRefreshCookie(c: Context, config: CookieConfig): string | undefined {
  return getCookie(c, names(isHttps(c, config)).refresh) || undefined;
}

/** True when the request carries any of our session cookies (so it is cookie-authenticated). */
export function hasSessionCookie(c: Context, config: CookieConfig): boolean {
  return Boolean(readAccessCookie(c, config) || readRefreshCookie(c, config));
}
