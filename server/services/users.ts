import { USER_ROLES } from '../../shared/constants.ts';
import { hashPassword } from '../auth/password.ts';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { Role } from '../auth/tokens.ts';
import type { Sql } from '../db/client.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { recordAudit } from './audit.ts';

export const userMessages = {
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'An account with this email address already exists.',
  unknownUser: 'No account has this email address.',
  roleInvalid: 'The role must be admin, editor, sales or partner.',
  applicationUnknown: 'No partner application has this id.',
} as const;

export interface UserRecord {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
  partnerApplicationId: string | null;
  disabledAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
  partner_application_id: string | null;
  disabled_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}

export function toRecord(r: UserRow): UserRecord {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    passwordHash: r.password_hash,
    partnerApplicationId: r.partner_application_id,
    disabledAt: r.disabled_at,
    lastLoginAt: r.last_login_at,
    createdAt: r.created_at,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 320;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRecord | null> {
  const [row] = await sql<UserRow[]>`
    select id, email, role, password_hash, partner_application_id, disabled_at, last_login_at,
      created_at
    from users where lower(email) = ${normaliseEmail(email)}`;
  return row ? toRecord(row) : null;
}

export async function countUsers(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from users`;
  return row?.n ?? 0;
}

export async function listUsers(sql: Sql): Promise<UserRecord[]> {
  const rows = await sql<UserRow[]>`
    select id, email, role, password_hash, partner_application_id, disabled_at, last_login_at,
      created_at
    from users order by role, lower(email)`;
  return rows.map(toRecord);
}

export interface CreateUserInput {
  email: string;
  password: string;
  role: string;
  partnerApplicationId?: string | null;
}

/** Creates an account after checking the address, the role and the password policy. */
export async function createUser(
  sql: Sql,
  input: CreateUserInput,
  now: Date,
  actor: { id: string | null; email: string | null } = { id: null, email: null },
): Promise<UserRecord> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) throw new ValidationError({ email: userMessages.emailInvalid });
  if (!(USER_ROLES as readonly string[]).includes(input.role)) {
    throw new ValidationError({ role: userMessages.roleInvalid });
  }
  const weak = checkPasswordPolicy(input.password);
  if (weak) throw new ValidationError({ password: weak });
  if (await findUserByEmail(sql, email))
    throw new ConflictError(userMessages.emailTaken, 'email_taken');
  const passwordHash = await hashPassword(input.password);
  const role = input.role;
  // Linked by id only: matching an application by email would let anyone who files a public
  // application with the partner's address decide which company the account belongs to.
  const partnerApplicationId = role === 'partner' ? (input.partnerApplicationId ?? null) : null;
  if (partnerApplicationId !== null && !(await applicationExists(sql, partnerApplicationId))) {
    throw new ValidationError({ application: userMessages.applicationUnknown });
  }
  try {
    const row = await sql.begin(async (tx) => {
      const [created] = await tx<UserRow[]>`
        insert into users (email, password_hash, role, partner_application_id, password_changed_at,
          created_at, updated_at)
        values (${email}, ${passwordHash}, ${role}, ${partnerApplicationId}, ${now}, ${now}, ${now})
        returning id, email, role, password_hash, partner_application_id, disabled_at,
          last_login_at, created_at`;
      if (!created) throw new Error('The account was not created.');
      // The back office shows the application's account as made (partner.createAccount's mark).
      if (partnerApplicationId !== null) {
        await tx`update partner_applications set account_created_at = ${now}
          where id = ${partnerApplicationId} and account_created_at is null`;
      }
      await recordAudit(
        tx,
        {
          action: 'user.created',
          actorId: actor.id,
          actorEmail: actor.email,
          entity: 'user',
          entityId: created.id,
          details: { email, role },
        },
        now,
      );
      return created;
    });
    return toRecord(row);
  } catch (err) {
    // Two creations of the same address at once: the unique index decides.
    if ((err as { code?: string }).code === '23505') {
      throw new ConflictError(userMessages.emailTaken, 'email_taken');
    }
    throw err;
  }
}

async function applicationExists(sql: Sql, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const [row] = await sql<{ id: string }[]>`
    select id from partner_applications where id = ${id} and deleted_at is null`;
  return row !== undefined;
}

/**
 * Sets a new password (policy checked) and ends every session of the account, so a stolen
 * session does not outlive the password change.
 */
export async function setPassword(
  sql: Sql,
  email: string,
  password: string,
  now: Date,
  context: { ip?: string | null; via: 'cli' | 'reset' | 'account' },
): Promise<UserRecord> {
  const weak = checkPasswordPolicy(password);
  if (weak) throw new ValidationError({ password: weak });
  const user = await findUserByEmail(sql, email);
  if (!user) throw new NotFoundError(userMessages.unknownUser);
  const passwordHash = await hashPassword(password);
  await sql.begin(async (tx) => {
    await tx`update users set password_hash = ${passwordHash}, password_changed_at = ${now},
      updated_at = ${now} where id = ${user.id}`;
    await tx`update password_reset_tokens set used_at = ${now}
      where user_id = ${user.id} and used_at is null`;
    const ended = await revokeAllSessions(tx, user.id, now);
    await recordAudit(
      tx,
      {
        action: 'auth.password_changed',
        actorId: user.id,
        actorEmail: user.email,
        entity: 'user',
        entityId: user.id,
        ip: context.ip ?? null,
        details: { via: context.via, sessionsEnded: ended },
      },
      now,
    );
  });
  return user;
}

/** Disables an account: it can no longer sign in and its sessions end now. */
export async function disableUser(sql: Sql, email: string, now: Date): Promise<UserRecord> {
  const user = await findUserByEmail(sql, email);
  if (!user) throw new NotFoundError(userMessages.unknownUser);
  await sql.begin(async (tx) => {
    await tx`update users set disabled_at = coalesce(disabled_at, ${now}), updated_at = ${now}
      where id = ${user.id}`;
    await revokeAllSessions(tx, user.id, now);
    await recordAudit(
      tx,
      {
        action: 'user.disabled',
        entity: 'user',
        entityId: user.id,
        details: { email: user.email },
      },
      now,
    );
  });
  return { ...user, disabledAt: user.disabledAt ?? now };
}

/** Serialises back-office account changes (see setUserEnabled). */
export const USERS_LOCK = 7_340_223;

export const userAdminMessages = {
  notFound: 'User not found.',
  notYourself: 'You cannot disable your own account.',
  actorDisabled: 'Your account has been disabled.',
} as const;

export async function findUserById(sql: Sql, id: string): Promise<UserRecord | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await sql<UserRow[]>`
    select id, email, role, password_hash, partner_application_id, disabled_at, last_login_at,
      created_at
    from users where id = ${id}`;
  return row ? toRecord(row) : null;
}

/**
 * Disables (`enabled` false: signing in refused, every session ended at once) or re-enables an
 * account from the back office. Nobody disables themself, so an enabled admin always remains.
 */
export async function setUserEnabled(
  sql: Sql,
  id: string,
  enabled: boolean,
  now: Date,
  actor: { id: string; email: string; ip: string | null },
): Promise<UserRecord> {
  return sql.begin(async (tx) => {
    // One change of accounts at a time: two admins disabling each other at once cannot both
    // succeed (the second finds its own session ended and is refused).
    await tx`select pg_advisory_xact_lock(${USERS_LOCK})`;
    const [self] = await tx<{ disabled_at: Date | null }[]>`
      select disabled_at from users where id = ${actor.id}`;
    if (!self || self.disabled_at !== null) {
      throw new AppError(401, 'unauthorized', userAdminMessages.actorDisabled);
    }
    const user = await findUserById(tx as unknown as Sql, id);
    if (!user) throw new NotFoundError(userAdminMessages.notFound);
    if ((user.disabledAt === null) === enabled) return user;
    if (!enabled) {
      // The one rule needed to always keep an enabled admin: the actor is one, and stays one.
      if (user.id === actor.id) throw new ConflictError(userAdminMessages.notYourself, 'self');
    }
    const [updated] = await tx<UserRow[]>`
      update users set disabled_at = ${enabled ? null : now}, updated_at = ${now}
      where id = ${id}
      returning id, email, role, password_hash, partner_application_id, disabled_at,
        last_login_at, created_at`;
    if (!updated) throw new NotFoundError(userAdminMessages.notFound);
    if (!enabled) await revokeAllSessions(tx, id, now);
    await recordAudit(
      tx,
      {
        action: enabled ? 'user.enabled' : 'user.disabled',
        actorId: actor.id,
        actorEmail: actor.email,
        entity: 'user',
        entityId: id,
        ip: actor.ip,
        details: {
          email: user.email,
          before: { disabled: enabled },
          after: { disabled: !enabled },
        },
      },
      now,
    );
    return toRecord(updated);
  });
}
