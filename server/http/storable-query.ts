import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

/**
 * PostgreSQL text cannot hold NUL, so a query parameter with one (`?q=%00`) could only fail deep
 * in a query. Refused at the door instead, for every API route, with one clear answer.
 */
export function storableQuery(): MiddlewareHandler {
  return async (c, next) => {
    const query = new URL(c.req.url).search;
    if (/%00/.test(query)) {
      throw new AppError(
        400,
        'invalid_query',
        'The address holds a character that is not allowed (NUL); remove it and try again.',
      );
    }
    await next();
  };
}
