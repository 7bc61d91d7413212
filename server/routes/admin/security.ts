/**
 * The back office's sign-in rules, under /api/admin/security (administrators only).
 *
 * GET /api/admin/security → 200 { requireTwoFactor }
 * PUT /api/admin/security { requireTwoFactor: boolean } → 200 { requireTwoFactor }
 *   When on, every staff member must sign in with a second factor: one who has none can reach
 *   only their account's pages (the Security screen) until they set one up. Audited as
 *   auth.2fa_requirement_changed. 409 own_second_factor_missing when the administrator turning
 *   it on has no second factor themself (they would lock themself out).
 */
import { Hono } from 'hono';
import { requirementSchema } from '../../../shared/account/two-factor.ts';
import type { AuthEnv } from '../../auth/access.ts';
import { setTwoFactorRequired, twoFactorStatus } from '../../auth/two-factor.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { parseBody, readJson } from '../../http/body.ts';

export function securityRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => {
    const { required } = await twoFactorStatus(deps.sql, c.get('user').id);
    return c.json({ requireTwoFactor: required });
  });
  app.put('/', async (c) => {
    const { requireTwoFactor } = parseBody(requirementSchema, await readJson(c));
    const actor = actorOf(c, deps.config.trustProxy);
    await setTwoFactorRequired(deps.sql, requireTwoFactor, actor, deps.clock.now());
    return c.json({ requireTwoFactor });
  });
  return app;
}
