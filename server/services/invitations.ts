import { randomBytes } from 'node:crypto';
import { USER_ROLES } from '../../shared/constants.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Role } from '../auth/tokens.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from './audit.ts';
import {
  findUserByEmail,
  isEmail,
  normaliseEmail,
  type UserRecord,
  userMessages,
} from './users.ts';

/** An invitation's set-password link lasts a week (a reset link only an hour). */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The password hash of an account whose owner has not chosen a password yet. It is no valid
 * hash (verifyPassword spends the time and answers false), so nobody can sign in with it.
 */
export const INVITED_PASSWORD_HASH = '!invited';

/** The mail kind: its body holds a single-use link, so the outbox blanks it once sent. */
export const INVITATION_MAIL_KIND = 'auth.invitation';

export interface InviteInput {
  email: string;
  role: Role;
  /** For a partner: the application the account belongs to (linked by id, never by email). */
  partnerApplicationId?: string | null;
}

export interface InviteContext {
  now: Date;
  publicOrigin: string;
  actor: { id: string | null; email: string | null; ip?: string | null };
}

export interface Invitation {
  user: UserRecord;
  /**
   * The set-password link the mail carries: a secret for the invited person alone. Callers hand
   * it to the inviting admin only when no mail server is configured, when the admin passing it
   * on is the only way it reaches the person.
   */
  link: string;
}

export interface InviteMail {
  /** The lines before the link (a greeting, what happened); a default one for each role. */
  intro?: readonly string[];
  /** The language of the set-password page the link opens. */
  language?: 'en' | 'et';
}

/**
 * Creates an account without a password and mails its owner a single-use link to choose one
 * (the password-reset page, so one page sets every password). Runs in the caller's transaction
 * when given one, so an approval and its account are written together or not at all.
 */
export async function inviteUser(
  sql: Sql | TransactionSql,
  input: InviteInput,
  ctx: InviteContext,
  mail: InviteMail = {},
): Promise<Invitation> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) throw new ValidationError({ email: userMessages.emailInvalid });
  if (!(USER_ROLES as readonly string[]).includes(input.role)) {
    throw new ValidationError({ role: userMessages.roleInvalid });
  }
  if (await findUserByEmail(sql as Sql, email)) {
    throw new ConflictError(userMessages.emailTaken, 'email_taken');
  }
  const applicationId = input.role === 'partner' ? (input.partnerApplicationId ?? null) : null;
  const { now } = ctx;
  let created: { id: string } | undefined;
  try {
    [created] = await sql<{ id: string }[]>`
      insert into users (email, password_hash, role, partner_application_id, password_changed_at,
        created_at, updated_at)
      values (${email}, ${INVITED_PASSWORD_HASH}, ${input.role}, ${applicationId}, ${now}, ${now},
        ${now})
      returning id`;
  } catch (err) {
    // Two invitations of the same address at once: the unique index decides.
    if ((err as { code?: string }).code === '23505') {
      throw new ConflictError(userMessages.emailTaken, 'email_taken');
    }
    throw err;
  }
  if (!created) throw new Error('The account was not created.');

  const token = randomBytes(32).toString('base64url');
  const area = input.role === 'partner' ? 'partners' : 'admin';
  const prefix = mail.language === 'et' ? '/et' : '';
  const link = `${ctx.publicOrigin}${prefix}/${area}/reset-password?token=${token}`;
  await sql`insert into password_reset_tokens (user_id, token_hash, expires_at, created_at)
    values (${created.id}, ${hashToken(token)}, ${new Date(now.getTime() + INVITE_TOKEN_TTL_MS)},
      ${now})`;
  await enqueueMail(
    sql,
    {
      kind: INVITATION_MAIL_KIND,
      to: email,
      subject:
        input.role === 'partner'
          ? 'Your Lumen Legal partner account'
          : 'Your Lumen Legal back-office account',
      text: [
        ...(mail.intro ??
          (input.role === 'partner'
            ? ['Welcome to the Lumen Legal partner programme: an account has been made for you.']
            : ['An account for the Lumen Legal back office has been made for you.'])),
        '',
        `Choose your password here: ${link}`,
        '',
        'The link works once and expires in 7 days. If it has expired, ask for a new one on the',
        `sign-in page ("Forgot password?"): ${ctx.publicOrigin}${prefix}/${area}/login`,
      ].join('\n'),
    },
    now,
  );
  await recordAudit(
    sql,
    {
      action: 'user.invited',
      actorId: ctx.actor.id,
      actorEmail: ctx.actor.email,
      entity: 'user',
      entityId: created.id,
      ip: ctx.actor.ip ?? null,
      details: { email, role: input.role, partnerApplicationId: applicationId },
    },
    now,
  );
  const user = await findUserByEmail(sql as Sql, email);
  if (!user) throw new Error('The invited account vanished.');
  return { user, link };
}
