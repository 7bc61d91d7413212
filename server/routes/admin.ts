/**
 * Back-office API under /api/admin. EVERY route requires the admin role: without a session
 * 401 {"error":{"code":"unauthorized"}}, with another role 403 {"error":{"code":"forbidden"}}.
 * Auth: the access cookie (browser) or `Authorization: Bearer <accessToken>` (desktop).
 *
 * GET /api/admin/dashboard → 200
 * {
 *   stats: { newsletters, blogPosts, newsroomPosts, teamMembers, investors, partners, advisors,
 *            contacts, sales, support, partnerApplications, totalEntities },   // numbers
 *   changes: { <same keys as stats>: { current30d: number, previous30d: number,
 *              percent: number | null } },  // rows created in the last 30 days vs the 30 before;
 *                                           // percent null when previous30d is 0 and current30d > 0
 *   recentActivity: [ { type: 'contact'|'sales'|'partner'|'support', id, name, email,
 *                       created_at: ISO string } ],  // 5 latest per source, newest first, max 10
 *   unavailable: boolean   // true when a query failed: the figures are then zeros / []
 * }
 * Counts exclude soft-deleted rows; partners/teamMembers/investors/advisors are the entity tables,
 * totalEntities = teamMembers + investors + partners + advisors.
 *
 * GET /api/admin/audit-log?limit=50&before=<id> → 200 { entries: [ { id, actorId, actorEmail,
 *   action, entity, entityId, ip, details, createdAt } ] }   // newest first; limit 1..200
 *
 * GET /api/admin/users → 200 { users: [ { id, email, role, disabled: boolean, lastLoginAt,
 *   createdAt } ] }
 *
 * /api/admin/contacts: Contact Management (list, PATCH, DELETE), see routes/admin/contacts.ts.
 * /api/admin/support-tickets: Support Management (list, PATCH, DELETE), see
 *   routes/admin/support-tickets.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AuthEnv, requireAdmin } from '../auth/access.ts';
import type { AppDeps } from '../deps.ts';
import { ValidationError } from '../errors.ts';
import { noStore } from '../http/no-store.ts';
import { listAudit } from '../services/audit.ts';
import { loadDashboard } from '../services/dashboard.ts';
import { listUsers } from '../services/users.ts';
import { contactRoutes } from './admin/contacts.ts';
import { supportTicketRoutes } from './admin/support-tickets.ts';

const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});

export function adminRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  // Before any route, so a route added later cannot forget the guard (or caching rule).
  app.use('*', noStore);
  app.use('*', requireAdmin(deps));

  app.get('/dashboard', async (c) =>
    c.json(await loadDashboard(deps.sql, deps.clock.now(), deps.logger)),
  );

  app.get('/audit-log', async (c) => {
    const query = auditQuery.safeParse(c.req.query());
    if (!query.success) throw new ValidationError({ query: 'Invalid limit or cursor.' });
    return c.json({ entries: await listAudit(deps.sql, query.data) });
  });

  app.route('/contacts', contactRoutes(deps));
  app.route('/support-tickets', supportTicketRoutes(deps));

  app.get('/users', async (c) => {
    const users = await listUsers(deps.sql);
    return c.json({
      users: users.map((u) => ({
        id: u.id,
        email: u.email,
        role: u.role,
        disabled: u.disabledAt !== null,
        lastLoginAt: u.lastLoginAt,
        createdAt: u.createdAt,
      })),
    });
  });

  return app;
}
