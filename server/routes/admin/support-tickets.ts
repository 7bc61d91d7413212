/**
 * Support Management for integrators, under /api/admin/support-tickets. Admins only (the guard
 * of routes/admin.ts): without a session 401, with another role 403. Records have the shape of
 * the sync protocol's rows (shared/admin/support.ts SupportTicketRow): snake_case columns, times
 * as ISO text, `version` as a decimal string, no IP address.
 *
 * GET /api/admin/support-tickets?q=&status=&priority=&category=&spam=1&page=1&pageSize=25 → 200
 *   { items: [SupportTicketRow], total, page, pageSize,
 *     counts: { open, in_progress, waiting_customer, resolved, closed },
 *     averageRating: number | null, rated: number }
 *   Newest first; deleted tickets are never listed. `q` is a case-insensitive substring of
 *   customer_name, customer_email, subject, description or ticket_number; status ∈
 *   open|in_progress|waiting_customer|resolved|closed, priority ∈ urgent|high|medium|low,
 *   category ∈ general|technical|billing|feature_request|bug_report; pageSize 1..100.
 *   Suspected spam (`spam_reason` set) is left out; `spam=1` lists only suspected spam instead.
 *   `counts`, `averageRating` (mean customer_satisfaction of the rated tickets, one decimal; null
 *   when none is rated) and `rated` cover every ticket that is not suspected spam, whatever the
 *   filters. An unknown filter value or a bad page: 400 validation_failed with `fields`.
 *
 * PATCH /api/admin/support-tickets/:id  { status?, resolution?: string, suspectedSpam?: false }
 *   → 200 SupportTicketRow (after the change)
 *   Each field is applied as its named mutation, all in one transaction, one audit entry per
 *   mutation that changed something: support.restore (not spam after all), then
 *   support.addResolution (blank: 400 with fields.resolution "Please enter a resolution"), then
 *   support.setStatus. Choosing resolved stamps resolved_at and mails the customer a single-use
 *   satisfaction link (queued in the same transaction; not for a rated ticket or suspected
 *   spam). The first status change or resolution stamps first_response_at, once.
 *   400 validation_failed with `fields` (nothing applied), 404 not_found, 409 deleted when the
 *   ticket was deleted.
 *
 * DELETE /api/admin/support-tickets/:id → 200 SupportTicketRow (the tombstone: deleted_at set)
 *   support.delete. 404 not_found, 409 deleted when it already was.
 */
import { Hono } from 'hono';
import { supportList } from '../../../shared/admin/support.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { readJson } from '../../http/body.ts';
import { parseListRequest } from '../../services/admin/list.ts';
import {
  listSupportTickets,
  removeSupportTicket,
  updateSupportTicket,
} from '../../services/admin/support.ts';

export function supportTicketRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/', async (c) => {
    const request = parseListRequest(supportList, new URL(c.req.url).searchParams);
    return c.json(await listSupportTickets(deps.sql, request));
  });
  app.patch('/:id', async (c) =>
    c.json(await updateSupportTicket(deps, actor(c), c.req.param('id'), await readJson(c))),
  );
  app.delete('/:id', async (c) =>
    c.json(await removeSupportTicket(deps, actor(c), c.req.param('id'))),
  );

  return app;
}
