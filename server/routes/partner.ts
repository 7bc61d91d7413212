/**
 * Partner area API under /api/partner; every route requires the partner role (401 without a
 * session, 403 for another role).
 *
 * GET /api/partner/me → 200
 * {
 *   user: { id, email, role: 'partner' },
 *   application: { id, name, email, company, partnerType: 'technology'|'implementation'|'reseller',
 *                  status: 'pending'|'under_review'|'approved'|'rejected',
 *                  createdAt, reviewedAt: string | null } | null   // null: no application found
 * }
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

export function partnerRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
