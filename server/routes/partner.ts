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
import { type AuthEnv, requirePartner } from '../auth/access.ts';
import type { AppDeps } from '../deps.ts';
import { noStore } from '../http/no-store.ts';
import { partnerProfile } from '../services/partner-account.ts';

export function partnerRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  app.use('*', noStore);
  app.use('*', requirePartner(deps));

  app.get('/me', async (c) => {
    const user = c.get('user');
    const application = await partnerProfile(deps.sql, user);
    return c.json({ user: { id: user.id, email: user.email, role: user.role }, application });
  });

  return app;
}
