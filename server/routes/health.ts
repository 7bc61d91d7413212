import { Hono } from 'hono';
import type { Sql } from '../db/client.ts';
import { errorBody, STORAGE_RETRY_AFTER_SECONDS } from '../errors.ts';
import type { StorageAlarm } from '../storage-alarm.ts';

/** How long the database has to answer health's statement. */
const ANSWER_MS = 2000;

/**
 * 200 {"status":"ok"} when the database answers within two seconds and writes are not failing
 * for lack of disk space; 503 (error shape) otherwise, with the reason as its code:
 * `unavailable` (the database is not answering) or `storage_full` (reads work, writes do not).
 * `answering` (the embedded database): whether it answered any statement within a given time;
 * its one session serves every request in turn, so during a flood of sign-ins health's own
 * statement would wait behind all of them although the database is answering (issue #46).
 */
export function healthRoutes(
  sql: Sql,
  storage?: StorageAlarm,
  answering?: (withinMs: number) => boolean,
): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    if (!answering?.(ANSWER_MS)) {
      try {
        await Promise.race([
          sql`select 1`,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), ANSWER_MS).unref(),
          ),
        ]);
      } catch {
        return c.json(errorBody('unavailable', 'The database is not answering.'), 503);
      }
    }
    if (await storage?.check()) {
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
