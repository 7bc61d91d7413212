/**
 * Contact Management for integrators, under /api/admin/contacts. Admins only (the guard of
 * routes/admin.ts): without a session 401, with another role 403. Records have the shape of the
 * sync protocol's rows (shared/admin/contacts.ts ContactRow): snake_case columns, times as ISO
 * text, `version` as a decimal string, no IP address.
 *
 * GET /api/admin/contacts?q=&status=&priority=&spam=1&page=1&pageSize=25 → 200
 *   { items: [ContactRow], total, page, pageSize, counts: { new, in_progress, resolved, closed } }
 *   Newest first; deleted submissions are never listed. `q` is a case-insensitive substring of
 *   name, email, company or message; status ∈ new|in_progress|resolved|closed, priority ∈
 *   urgent|high|medium|low; pageSize 1..100. Suspected spam (`spam_reason` set) is left out;
 *   `spam=1` lists only suspected spam instead. `counts` covers every submission that is not
 *   suspected spam, whatever the filters. An unknown filter value or a bad page: 400
 *   validation_failed with `fields`.
 *
 * GET /api/admin/contacts/assignees → 200 { items: [{ email }] }
 *   Who a submission can be assigned to: staff accounts (not disabled) whose role reads contact
 *   submissions, by address. Guarded as the list is (its readers).
 *
 * PATCH /api/admin/contacts/:id  { status?, priority?, assignedTo?: email | null,
 *   responseSent?: true, suspectedSpam?: false } → 200 ContactRow (after the change)
 *   Each field is applied as its named mutation (contact.setStatus, contact.setPriority,
 *   contact.assign, contact.markResponded, contact.restore: not spam after all), all in one
 *   transaction, one audit entry per changed field's mutation. 400 validation_failed with `fields` (nothing applied), 404 not_found,
 *   409 deleted when the submission was deleted. `assignedTo` must be one of the staff the
 *   assignees list names (or null): anyone else is 400 validation_failed, its reason under
 *   `assignedTo` and as the message (the sync push refuses the same contact.assign alike).
 *
 * DELETE /api/admin/contacts/:id → 200 ContactRow (the tombstone: deleted_at set)
 *   contact.delete. 404 not_found, 409 deleted when it already was.
 */
import { Hono } from 'hono';
import { contactList } from '../../../shared/admin/contacts.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { readJson } from '../../http/body.ts';
import { listAssignees } from '../../services/admin/assignees.ts';
import { listContacts, removeContact, updateContact } from '../../services/admin/contacts.ts';
import { parseListRequest } from '../../services/admin/list.ts';

export function contactRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/', async (c) => {
    const request = parseListRequest(contactList, new URL(c.req.url).searchParams);
    return c.json(await listContacts(deps.sql, request));
  });
  app.get('/assignees', async (c) => c.json(await listAssignees(deps.sql, 'contact_submissions')));
  app.patch('/:id', async (c) =>
    c.json(await updateContact(deps, actor(c), c.req.param('id'), await readJson(c))),
  );
  app.delete('/:id', async (c) => c.json(await removeContact(deps, actor(c), c.req.param('id'))));

  return app;
}
