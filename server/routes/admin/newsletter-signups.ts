/**
 * Newsletter Management for integrators, under /api/admin/newsletter-signups. Admins only (the
 * guard of routes/admin.ts): without a session 401, with another role 403. Records have the
 * shape of the sync protocol's rows (shared/admin/newsletter.ts NewsletterSignupRow): snake_case
 * columns, times as ISO text, `version` as a decimal string, no IP address.
 *
 * GET /api/admin/newsletter-signups?q=&status=&spam=1&page=1&pageSize=50 → 200
 *   { items: [NewsletterSignupRow], total, page, pageSize,
 *     counts: { active, unsubscribed, pending, total } }   pending: not confirmed yet (double
 *     opt-in: not subscribed, never unsubscribed), counted in total only
 *   Newest first; deleted signups are never listed. `q` is a case-insensitive substring of the
 *   email; status ∈ active (subscribed) | unsubscribed (not subscribed, unsubscribed_at set) |
 *   pending (not subscribed, never unsubscribed: awaiting confirmation); pageSize 1..100. Suspected spam
 *   (`spam_reason` set) is left out; `spam=1` lists only suspected spam instead. `counts` covers
 *   every signup that is not suspected spam, whatever the filters. An unknown filter value or a
 *   bad page: 400 validation_failed with `fields`.
 *
 * PATCH /api/admin/newsletter-signups/:id  { subscribed?: false, suspectedSpam?: false }
 *   → 200 NewsletterSignupRow (after the change)
 *   subscribed: false is newsletter.unsubscribe (sets unsubscribed_at); an active signup, or a
 *   pending one (cancelled: its confirmation link stops working); 409 not_allowed when it
 *   already is unsubscribed. There is no way back (true: 400).
 *   suspectedSpam: false is newsletter.restore (not spam after all; a pending signup is then
 *   mailed its confirmation link). One transaction, one audit
 *   entry per changed field's mutation. 400 validation_failed with `fields` (nothing applied),
 *   404 not_found, 409 deleted when the signup was deleted.
 *
 * DELETE /api/admin/newsletter-signups/:id → 200 NewsletterSignupRow (the tombstone: deleted_at
 *   set). newsletter.delete. 404 not_found, 409 deleted when it already was.
 */
import { Hono } from 'hono';
import { newsletterList } from '../../../shared/admin/newsletter.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { readJson } from '../../http/body.ts';
import { parseListRequest } from '../../services/admin/list.ts';
import {
  listNewsletterSignups,
  removeNewsletterSignup,
  updateNewsletterSignup,
} from '../../services/admin/newsletter.ts';

export function newsletterSignupRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/', async (c) => {
    const request = parseListRequest(newsletterList, new URL(c.req.url).searchParams);
    return c.json(await listNewsletterSignups(deps.sql, request));
  });
  app.patch('/:id', async (c) =>
    c.json(await updateNewsletterSignup(deps, actor(c), c.req.param('id'), await readJson(c))),
  );
  app.delete('/:id', async (c) =>
    c.json(await removeNewsletterSignup(deps, actor(c), c.req.param('id'))),
  );

  return app;
}
