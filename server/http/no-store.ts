import type { MiddlewareHandler } from 'hono';

/**
 * Answers that carry tokens or account data must not be kept by the browser's or a proxy's
 * cache (a shared computer's back button, a misconfigured CDN).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
