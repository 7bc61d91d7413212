import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/**
 * One line per request: method, path (never the query string, which may carry tokens), status
 * and duration. Bodies, cookies and authorisation headers are never logged.
 */
export function requestLog(
  logger: Logger,
  now: () => number = performance.now.bind(performance),
): MiddlewareHandler {
  return async (c, next) => {
    const start = now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((now() - start) * 10) / 10,
    });
  };
}
