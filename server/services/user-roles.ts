/**
 * Changing a staff member's role from the back office. It takes effect on their next request:
 * every request reads the role from the account (auth/sessions.ts), and their device finds its
 * copy made under another scope and pulls again (services/sync/pull.ts).
 */

import { isStaff } from '../../shared/admin/access.ts';
import type { StaffRole } from '../../shared/constants.ts';
import type { Sql } from '../db/client.ts';
import { AppError, ConflictError, NotFoundError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import {
  findUserById,
  toRecord,
  USERS_LOCK,
  type UserRecord,
  type UserRow,
  userAdminMessages,
} from './users.ts';

export const roleMessages = {
  notYourself: 'You cannot change your own role.',
  notStaff: 'A partner account keeps the partner role.',
} as const;

export async function setUserRole(
  sql: Sql,
  id: string,
  role: StaffRole,
  now: Date,
  actor: { id: string; email: string; ip: string | null },
): Promise<UserRecord> {
  return sql.begin(async (tx) => {
    // One change of accounts at a time (as setUserEnabled), so an administrator always remains:
    // nobody changes their own role, and only an administrator changes anyone's.
    await tx`select pg_advisory_xact_lock(${USERS_LOCK})`;
    const [self] = await tx<{ disabled_at: Date | null; role: string }[]>`
      select disabled_at, role from users where id = ${actor.id}`;
    if (!self || self.disabled_at !== null || self.role !== 'admin') {
      throw new AppError(403, 'forbidden', userAdminMessages.actorDisabled);
    }
    const user = await findUserById(tx as unknown as Sql, id);
    if (!user) throw new NotFoundError(userAdminMessages.notFound);
    if (user.id === actor.id) throw new ConflictError(roleMessages.notYourself, 'self');
    if (!isStaff(user.role)) throw new ConflictError(roleMessages.notStaff, 'partner');
    if (user.role === role) return user;
    const [updated] = await tx<UserRow[]>`
      update users set role = ${role}, updated_at = ${now} where id = ${id}
      returning id, email, role, password_hash, partner_application_id, disabled_at,
        last_login_at, created_at`;
    if (!updated) throw new NotFoundError(userAdminMessages.notFound);
    await recordAudit(
      tx,
      {
        action: 'user.role_changed',
        actorId: actor.id,
        actorEmail: actor.email,
        entity: 'user',
        entityId: id,
        ip: actor.ip,
        details: { email: user.email, before: { role: user.role }, after: { role } },
      },
      now,
    );
    return toRecord(updated);
  });
}
