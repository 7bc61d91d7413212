import { Hono } from 'hono';
import type { Sql } from '../db/client.ts';
import { errorBody } from '../errors.ts';

/** 200 {"status":"ok"} when the database answers within two seconds, 503 (error shape) otherwise. */
export function healthRoutes(sql: Sql): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    try {
      await Promise.race([
        sql`select 1`,
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return c.json({ status: 'ok' });
    } catch {
      return c.json(errorBody('unavailable', 'The database is not answering.'), 503);
    }
  });
  return app;
}
