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
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

export function adminRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
