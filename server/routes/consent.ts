/**
 * Cookie consent records (back-office §4): the banner sends each decision so it can be proven.
 *
 *   POST /api/consent   JSON { id: uuid, categories: { necessary: true, statistics: boolean,
 *                        marketing: boolean }, version: integer >= 1, decided_at: ISO time }
 *     204              stored (the same id again: nothing more is stored, still 204)
 *     400 validation_failed with `fields`; 429 rate_limited with Retry-After
 *
 * Anonymous: the record holds exactly those fields. The client's address is used only for the
 * per-address rate limit (a counter that expires with its window), never stored with a record.
 */
import { Hono } from 'hono';
import { consentRecordSchema } from '../../shared/schemas/consent.ts';
import type { AppDeps } from '../deps.ts';
import { RateLimitError } from '../errors.ts';
import { parseBody, readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { noStore } from '../http/no-store.ts';
import { recordConsent } from '../services/consent.ts';
import { hitRateLimit } from '../services/rate-limit.ts';

/** A visitor decides a handful of times; this leaves room for a busy shared address. */
const RECORDS_PER_HOUR_PER_ADDRESS = 120;

export function consentRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', noStore);
  app.post('/', async (c) => {
    const now = deps.clock.now();
    const ip = clientIp(c, deps.config.trustProxy) ?? 'unknown';
    const rule = {
      key: `consent:ip:${ip}`,
      limit: RECORDS_PER_HOUR_PER_ADDRESS,
      windowMs: 3_600_000,
    };
    const limit = await hitRateLimit(deps.sql, rule, now);
    if (!limit.allowed) throw new RateLimitError(limit.retryAfterSeconds);
    await recordConsent(deps.sql, parseBody(consentRecordSchema, await readJson(c)), now);
    return c.body(null, 204);
  });
  return app;
}
