/**
 * The audit log for the back office and integrators, under /api/admin/audit-log (admins only,
 * the guard of routes/admin.ts).
 *
 * GET /api/admin/audit-log?limit=50&before=<id>&actor=&action=&entity=&entityId=&from=&to= → 200
 *   { entries: [ { id, actorId, actorEmail, action, entity, entityId, ip, details, createdAt } ],
 *     nextBefore: string | null }
 *   Newest first, ordered by the entry's number. `actor` is an email (case-insensitive, exact);
 *   `action` an exact name (`contact.setStatus`) or a family (`contact.*`); `entity` a record
 *   type (a table, or `user`) and `entityId` its id; `from` (inclusive) and `to` (exclusive) are
 *   ISO date-times with an offset. limit 1..200 (50). `nextBefore` is the cursor of the next page
 *   (null on the last). A back-office change's `details` hold `before` and `after` (the changed
 *   fields) and `mutationId`. A bad parameter: 400 validation_failed with `fields`.
 *
 * GET /api/admin/audit-log/facets → 200 { actors: [email], actions: [name], entities: [type] }
 *   Every person, action and record type the log holds, sorted, for filter choices.
 */
import { Hono } from 'hono';
import { auditQuerySchema } from '../../../shared/admin/audit.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { parseBody } from '../../http/body.ts';
import { auditFacets, listAudit } from '../../services/audit.ts';

export function auditRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();

  app.get('/', async (c) => {
    const query = parseBody(auditQuerySchema, c.req.query());
    const entries = await listAudit(deps.sql, {
      ...query,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    });
    const last = entries.at(-1);
    return c.json({
      entries,
      nextBefore: entries.length === query.limit && last ? last.id : null,
    });
  });

  app.get('/facets', async (c) => c.json(await auditFacets(deps.sql)));

  return app;
}
