import { Hono } from 'hono';
import type { Sql } from '../db/client.ts';
import { errorBody, STORAGE_RETRY_AFTER_SECONDS } from '../errors.ts';
import type { StorageAlarm } from '../storage-alarm.ts';

/**
 * 200 {"status":"ok"} when the database answers within two seconds and writes are not failing
 * for lack of disk space; 503 (error shape) otherwise, with the reason as its code:
 * `unavailable` (the database is not answering) or `storage_full` (reads work, writes do not).
 */
export function healthRoutes(sql: Sql, storage?: StorageAlarm): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    try {
      await Promise.race([
        sql`select 1`,
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
    } catch {
      return c.json(errorBody('unavailable', 'The database is not answering.'), 503);
    }
    if (storage?.isFull()) {
      c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      return c.json(
        errorBody('storage_full', 'The database disk is full: writes are failing.'),
        503,
      );
    }
    return c.json({ status: 'ok' });
  });
  return app;
}
