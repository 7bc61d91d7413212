/**
 * Sales Enquiries for integrators, under /api/admin/sales-enquiries. Admins only (the guard of
 * routes/admin.ts): without a session 401, with another role 403. Records have the shape of the
 * sync protocol's rows (shared/admin/sales.ts SalesEnquiryRow): snake_case columns, times as
 * ISO text, `version` as a decimal string, no IP address.
 *
 * GET /api/admin/sales-enquiries?q=&status=&employees=&spam=1&page=1&pageSize=25 → 200
 *   { items: [SalesEnquiryRow], total, page, pageSize,
 *     counts: { new, contacted, qualified, won, lost } }
 *   Newest first; deleted enquiries are never listed. `q` is a case-insensitive substring of
 *   name, email, company, title, message or notes; status ∈ new|contacted|qualified|won|lost,
 *   employees ∈ 1-10|11-50|51-200|201-1000|1000+; pageSize 1..100. Suspected spam
 *   (`spam_reason` set) is left out; `spam=1` lists only suspected spam instead. `counts` covers
 *   every enquiry that is not suspected spam, whatever the filters. An unknown filter value or a
 *   bad page: 400 validation_failed with `fields`. `lead_score` (0–100) is the rule of
 *   shared/lead-score.ts applied when the enquiry arrived.
 *
 * PATCH /api/admin/sales-enquiries/:id  { status?, notes?: string | null, suspectedSpam?: false }
 *   → 200 SalesEnquiryRow (after the change)
 *   Each field is applied as its named mutation (sales.setStatus, sales.setNotes: at most 10,000
 *   characters, blank stored as null; sales.restore: not spam after all), all in one
 *   transaction, one audit entry per changed field's mutation. 400 validation_failed with
 *   `fields` (nothing applied), 404 not_found, 409 deleted when the enquiry was deleted.
 *
 * DELETE /api/admin/sales-enquiries/:id → 200 SalesEnquiryRow (the tombstone: deleted_at set)
 *   sales.delete. 404 not_found, 409 deleted when it already was.
 */
import { Hono } from 'hono';
import { salesList } from '../../../shared/admin/sales.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { readJson } from '../../http/body.ts';
import { parseListRequest } from '../../services/admin/list.ts';
import {
  listSalesEnquiries,
  removeSalesEnquiry,
  updateSalesEnquiry,
} from '../../services/admin/sales.ts';

export function salesEnquiryRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/', async (c) => {
    const request = parseListRequest(salesList, new URL(c.req.url).searchParams);
    return c.json(await listSalesEnquiries(deps.sql, request));
  });
  app.patch('/:id', async (c) =>
    c.json(await updateSalesEnquiry(deps, actor(c), c.req.param('id'), await readJson(c))),
  );
  app.delete('/:id', async (c) =>
    c.json(await removeSalesEnquiry(deps, actor(c), c.req.param('id'))),
  );

  return app;
}
