/**
 * Back-office API under /api/admin. EVERY route requires a staff role, and each part of it the
 * roles ADMIN_ROUTE_ACCESS (shared/admin/access.ts) names for it (reading with GET, writing
 * otherwise); a part it does not name is for administrators only. Without a session
 * 401 {"error":{"code":"unauthorized"}}, with a role not allowed 403 {"error":{"code":"forbidden"}}.
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
 * Each role gets the stats and changes of the tables it reads (shared/sync/tables.ts `read`) and
 * no others: editors get no lead counts (contacts, sales, support, partnerApplications) and no
 * recentActivity (names and addresses). Counts exclude soft-deleted rows; partners/teamMembers/investors/advisors are the entity tables,
 * totalEntities = teamMembers + investors + partners + advisors.
 *
 * /api/admin/audit-log: the audit log, filtered and paged, see routes/admin/audit.ts.
 * /api/admin/users: accounts (list, invite, roles, disable, enable, two-step reset), see
 *   routes/admin/users.ts.
 * /api/admin/security: whether staff must sign in with a second factor, see
 *   routes/admin/security.ts.
 * /api/admin/media: uploaded pictures (list, upload, describe, delete), see routes/admin/media.ts.
 * /api/admin/contacts: Contact Management (list, PATCH, DELETE), see routes/admin/contacts.ts.
 * /api/admin/partner-applications: Partner Applications (list, PATCH, account, DELETE), see
 *   routes/admin/partners.ts.
 * /api/admin/newsletter-signups: Newsletter Management, see routes/admin/newsletter-signups.ts.
 * /api/admin/newsletter-issues: issues of the newsletter (send, schedule, pause, resume, cancel,
 *   test, preview, report), see routes/admin/newsletter-issues.ts.
 * /api/admin/sales-enquiries: Sales Enquiries, see routes/admin/sales-enquiries.ts.
 * /api/admin/support-tickets: Support Management (list, PATCH, DELETE), see
 *   routes/admin/support-tickets.ts.
 * /api/admin/mail: the mail outbox (list, one message, resend), see routes/admin/mail.ts.
 * /api/admin/people-data: a person's records (find, export, erase), see
 *   routes/admin/people-data.ts.
 * /api/admin/content: post revisions and the editor's Markdown preview, see
 *   routes/admin/content.ts. Posts and entities themselves change through the sync push.
 */
import { Hono } from 'hono';
import { type Access, ADMIN_ROUTE_ACCESS } from '../../shared/admin/access.ts';
import { reportQuerySchema } from '../../shared/reports/query.ts';
import { type AuthEnv, requireAccess, requireStaff, staffRole } from '../auth/access.ts';
import type { AppDeps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { noStore } from '../http/no-store.ts';
import { loadDashboard } from '../services/dashboard.ts';
import { loadReports } from '../services/reports.ts';
import { auditRoutes } from './admin/audit.ts';
import { contactRoutes } from './admin/contacts.ts';
import { contentEditingRoutes } from './admin/content.ts';
import { mailRoutes } from './admin/mail.ts';
import { mediaRoutes } from './admin/media.ts';
import { newsletterIssueRoutes } from './admin/newsletter-issues.ts';
import { newsletterSignupRoutes } from './admin/newsletter-signups.ts';
import { partnerApplicationRoutes } from './admin/partners.ts';
import { peopleDataRoutes } from './admin/people-data.ts';
import { salesEnquiryRoutes } from './admin/sales-enquiries.ts';
import { securityRoutes } from './admin/security.ts';
import { supportTicketRoutes } from './admin/support-tickets.ts';
import { trashRoutes } from './admin/trash.ts';
import { userRoutes } from './admin/users.ts';

const ADMINS_ONLY: Access = { roles: ['admin'] };

export function adminRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  // Before any route, so a route added later cannot forget the guard (or caching rule).
  app.use('*', noStore);
  app.use('*', requireStaff(deps));
  app.use('*', async (c, next) => {
    const part = c.req.path.replace(/^\/api\/admin\/?/, '').split('/')[0] ?? '';
    const access: Access = (ADMIN_ROUTE_ACCESS as Record<string, Access>)[part] ?? ADMINS_ONLY;
    return requireAccess(access)(c, next);
  });

  app.get('/dashboard', async (c) =>
    c.json(await loadDashboard(deps.sql, deps.clock.now(), deps.logger, staffRole(c))),
  );

  // GET /api/admin/reports?period=30d|90d|12m|custom&from=&to= → 200 ReportData
  // (shared/reports/compute.ts): the Reports screen's figures, for checking the local copy.
  app.get('/reports', async (c) =>
    c.json(
      await loadReports(
        deps.sql,
        deps.clock.now(),
        staffRole(c),
        parseBody(reportQuerySchema, c.req.query()),
      ),
    ),
  );

  app.route('/audit-log', auditRoutes(deps));
  app.route('/contacts', contactRoutes(deps));
  app.route('/partner-applications', partnerApplicationRoutes(deps));
  app.route('/newsletter-signups', newsletterSignupRoutes(deps));
  app.route('/newsletter-issues', newsletterIssueRoutes(deps));
  app.route('/sales-enquiries', salesEnquiryRoutes(deps));
  app.route('/support-tickets', supportTicketRoutes(deps));
  app.route('/content', contentEditingRoutes(deps));
  app.route('/mail', mailRoutes(deps));
  app.route('/trash', trashRoutes(deps));
  app.route('/people-data', peopleDataRoutes(deps));

  app.route('/users', userRoutes(deps));
  app.route('/security', securityRoutes(deps));
  app.route('/media', mediaRoutes(deps));

  return app;
}
