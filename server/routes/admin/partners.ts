/**
 * Partner Applications for integrators, under /api/admin/partner-applications. Admins only (the
 * guard of routes/admin.ts): without a session 401, with another role 403. Records have the shape
 * of the sync protocol's rows (shared/admin/partners.ts PartnerApplicationRow): snake_case
 * columns, times as ISO text, `version` as a decimal string, no IP address.
 *
 * GET /api/admin/partner-applications?q=&status=&partner_type=&spam=1&page=1&pageSize=25 → 200
 *   { items: [PartnerApplicationRow], total, page, pageSize,
 *     counts: { pending, under_review, approved, rejected } }
 *   Newest first; deleted applications are never listed. `q` is a case-insensitive substring of
 *   name, email, company or message; status ∈ pending|under_review|approved|rejected,
 *   partner_type ∈ technology|implementation|reseller; pageSize 1..100. Suspected spam
 *   (`spam_reason` set) is left out; `spam=1` lists only suspected spam instead. `counts` covers
 *   every application that is not suspected spam, whatever the filters. An unknown filter value
 *   or a bad page: 400 validation_failed with `fields`.
 *
 * PATCH /api/admin/partner-applications/:id
 *   { status?: 'under_review'|'approved'|'rejected', reviewNotes?: string (≤ 10,000, only with
 *     status), suspectedSpam?: false } → 200 PartnerApplicationRow (after the change)
 *   status is applied as partner.startReview, partner.approve or partner.reject: each stamps
 *   reviewed_at, records the reviewer (the admin's email) and the notes when given (blank notes
 *   keep the earlier ones). The review is a state machine (back-office §4): under_review only
 *   from pending; approved and rejected only from pending or under_review, and final.
 *   suspectedSpam: false is partner.restore (not spam after all). All in one transaction, one
 *   audit entry per mutation. 400 validation_failed with `fields` (nothing applied), 404
 *   not_found, 409 not_allowed with the reason when the status does not allow the change, 409
 *   deleted when the application was deleted.
 *
 * POST /api/admin/partner-applications/:id/account → 200 PartnerApplicationRow
 *   partner.createAccount, for an approved application: creates the partner's sign-in account
 *   for the application's email address, linked to this application by its id (never by email),
 *   and mails a single-use set-password link (/partners/reset-password?token=…, valid 7 days;
 *   /et/… for an Estonian application). Sets account_created_at; audited as
 *   partner.createAccount (details: userId, email) and user.created. 409 not_allowed when the
 *   application is not approved, already has an account, or another account has its address;
 *   404 not_found, 409 deleted. Also available as the named mutation through /api/sync/push.
 *   When no mail server is configured (no SMTP_URL) the mail cannot go, so the answer also has
 *   `invitationLink`: the set-password link, for the admin to pass on. Never with a mail server
 *   (the link is the partner's secret), and never through the push.
 *
 * DELETE /api/admin/partner-applications/:id → 200 PartnerApplicationRow (the tombstone)
 *   partner.delete. 404 not_found, 409 deleted when it already was.
 */
import { Hono } from 'hono';
import { partnerList } from '../../../shared/admin/partners.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { readJson } from '../../http/body.ts';
import { parseListRequest } from '../../services/admin/list.ts';
import {
  createApplicationAccount,
  listPartnerApplications,
  removePartnerApplication,
  updatePartnerApplication,
} from '../../services/admin/partners.ts';

export function partnerApplicationRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/', async (c) => {
    const request = parseListRequest(partnerList, new URL(c.req.url).searchParams);
    return c.json(await listPartnerApplications(deps.sql, request));
  });
  app.patch('/:id', async (c) =>
    c.json(await updatePartnerApplication(deps, actor(c), c.req.param('id'), await readJson(c))),
  );
  app.post('/:id/account', async (c) =>
    c.json(await createApplicationAccount(deps, actor(c), c.req.param('id'))),
  );
  app.delete('/:id', async (c) =>
    c.json(await removePartnerApplication(deps, actor(c), c.req.param('id'))),
  );

  return app;
}
