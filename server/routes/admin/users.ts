/**
 * Accounts, for the back office's Users screen and integrators, under /api/admin/users (admins
 * only, the guard of routes/admin.ts). The CLI (`npm run admin`) stays for the first admin and
 * for scripts.
 *
 * GET /api/admin/users → 200 { users: [ { id, email, role, disabled, invited, lastLoginAt,
 *   createdAt, partnerApplicationId } ] }   admins first, then by email. `invited`: the owner has
 *   not chosen a password yet.
 *
 * POST /api/admin/users { email, role: 'admin' | 'editor' | 'sales' | 'partner' } → 201 { user }
 *   Invites: the account is made without a password and its owner is mailed a single-use link,
 *   valid 7 days, to choose one. 400 validation_failed with `fields`; 409 email_taken.
 *   When no mail server is configured (no SMTP_URL) nothing is mailed, so the answer is
 *   { user, invitationLink }: the link for the admin to pass on. Never with a mail server: the
 *   link is the invited person's secret.
 *
 * POST /api/admin/users/:id/disable → 200 { user }   signing in refused, every session ended.
 *   409 self (your own account: so an enabled admin always remains); 404 not_found.
 * POST /api/admin/users/:id/enable → 200 { user }
 * POST /api/admin/users/:id/role { role: 'admin' | 'editor' | 'sales' } → 200 { user }
 *   A staff member's role, in force from their next request. 409 self (your own), 409 partner
 *   (a partner account keeps its role); 400 validation_failed; 404 not_found.
 * Each change is audited (user.invited, user.disabled, user.enabled, user.role_changed).
 *
 * POST /api/admin/users/:id/two-factor/reset → 204   removes the account's authenticator app,
 *   recovery codes and passkeys (a lost phone) and ends its sessions; audited as auth.2fa_reset.
 *
 * GET    /api/admin/users/:id/sessions       → 200 { sessions } that account's live sessions
 * DELETE /api/admin/users/:id/sessions/:sid  → 204   ends one (audited as auth.session_ended);
 *   404 not_found when it has ended already.
 */
import { Hono } from 'hono';
import { inviteSchema, roleChangeSchema } from '../../../shared/admin/users.ts';
import type { AuthEnv } from '../../auth/access.ts';
import { revokeAllSessions } from '../../auth/sessions.ts';
import { resetTwoFactor } from '../../auth/two-factor.ts';
import type { AppDeps } from '../../deps.ts';
import { NotFoundError } from '../../errors.ts';
import { actorOf } from '../../http/actor.ts';
import { parseBody, readJson } from '../../http/body.ts';
import { INVITED_PASSWORD_HASH, inviteUser } from '../../services/invitations.ts';
import { endSession, listSessions } from '../../services/sessions.ts';
import { setUserRole } from '../../services/user-roles.ts';
import {
  findUserById,
  listUsers,
  setUserEnabled,
  type UserRecord,
  userAdminMessages,
} from '../../services/users.ts';

function view(u: UserRecord) {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    disabled: u.disabledAt !== null,
    invited: u.passwordHash === INVITED_PASSWORD_HASH,
    lastLoginAt: u.lastLoginAt,
    createdAt: u.createdAt,
    partnerApplicationId: u.partnerApplicationId,
  };
}

export function userRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/', async (c) => c.json({ users: (await listUsers(deps.sql)).map(view) }));

  app.post('/', async (c) => {
    const input = parseBody(inviteSchema, await readJson(c));
    const who = actor(c);
    const { user, link } = await deps.sql.begin((tx) =>
      inviteUser(tx, input, {
        now: deps.clock.now(),
        publicOrigin: deps.config.publicOrigin,
        actor: who,
      }),
    );
    const revealed = deps.mailer.enabled ? {} : { invitationLink: link };
    return c.json({ user: view(user), ...revealed }, 201);
  });

  for (const [path, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(`/:id/${path}`, async (c) => {
      const user = await setUserEnabled(
        deps.sql,
        c.req.param('id'),
        enabled,
        deps.clock.now(),
        actor(c),
      );
      return c.json({ user: view(user) });
    });
  }

  app.post('/:id/role', async (c) => {
    const { role } = parseBody(roleChangeSchema, await readJson(c));
    const user = await setUserRole(deps.sql, c.req.param('id'), role, deps.clock.now(), actor(c));
    return c.json({ user: view(user) });
  });

  app.post('/:id/two-factor/reset', async (c) => {
    const target = await findUserById(deps.sql, c.req.param('id'));
    if (!target) throw new NotFoundError(userAdminMessages.notFound);
    const now = deps.clock.now();
    await deps.sql.begin(async (tx) => {
      await resetTwoFactor(tx, target, actor(c), now);
      // Whoever holds the lost device is signed out with it.
      await revokeAllSessions(tx, target.id, now);
    });
    return c.body(null, 204);
  });

  app.get('/:id/sessions', async (c) =>
    c.json({
      sessions: await listSessions(
        deps.sql,
        c.req.param('id'),
        c.get('user').sessionId,
        deps.clock.now(),
      ),
    }),
  );
  app.delete('/:id/sessions/:sid', async (c) => {
    await endSession(deps.sql, actor(c), c.req.param('id'), c.req.param('sid'), deps.clock.now());
    return c.body(null, 204);
  });

  return app;
}
