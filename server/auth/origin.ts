import type { Context } from 'hono';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class OriginMismatchError extends AppError {
  constructor() {
    super(403, 'origin_mismatch', 'This request did not come from this site.');
  }
}

function origins(c: Context, config: Pick<Config, 'publicOrigin' | 'trustProxy'>): Set<string> {
  const own = new URL(c.req.url);
  const allowed = new Set([config.publicOrigin, own.origin]);
  if (config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() ?? c.req.header('host');
    if (proto && host) allowed.add(`${proto}://${host}`);
  }
  return allowed;
}

function requestOrigin(c: Context): string | null {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Cross-site request forgery guard for cookie-authenticated writes: the Origin (or, failing
 * that, the Referer) must be this site. `required` is false for a sign-in without cookies, where
 * only a foreign origin is refused (browsers always send Origin on cross-site posts; desktop and
 * command-line clients send none). Safe methods are never checked.
 */
export function assertSameOrigin(
  c: Context,
  config: Pick<Config, 'publicOrigin' | 'trustProxy'>,
  required: boolean,
): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const origin = requestOrigin(c);
  if (origin === null) {
    if (required) throw new OriginMismatchError();
    return;
  }
  if (!origins(c, config).has(origin)) throw new OriginMismatchError();
}
