import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { EffectInput, EffectResult } from './admin/effect.ts';
import { recordAudit } from './audit.ts';
import { normaliseEmail } from './users.ts';

export interface PartnerApplicationSummary {
  id: string;
  name: string;
  email: string;
  company: string;
  partnerType: string;
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
}

/**
 * The partner's company and contact details: the application the account is linked to by id
 * (users.partner_application_id, set when the account is made for that application), or null.
 * Never looked up by email: anyone can file a public application with a partner's address, and
 * it must not change what that partner's portal shows.
 */
export async function partnerProfile(
  sql: Sql,
  user: { partnerApplicationId: string | null },
): Promise<PartnerApplicationSummary | null> {
  type Row = {
    id: string;
    name: string;
    email: string;
    company: string;
    partner_type: string;
    status: string;
    created_at: Date;
    reviewed_at: Date | null;
  };
  const linked = user.partnerApplicationId;
  if (!linked) return null;
  const [row] = await sql<Row[]>`
    select id, name, email, company, partner_type, status, created_at, reviewed_at
    from partner_applications
    where id = ${linked} and deleted_at is null`;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    partnerType: row.partner_type,
    status: row.status,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/** How long the set-password link of a new partner account works. */
export const ACCOUNT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const partnerAccountMessages = {
  exists: 'This application already has a sign-in account.',
  emailTaken:
    'An account with this email address already exists, so no new account was made for this application.',
} as const;

/**
 * The effect of partner.createAccount (server/services/admin/effects.ts): a partner account
 * for the application's address, linked to the application by its id, with a password nobody
 * knows, and a mail with a single-use link to set one (the reset-password page, valid 7 days).
 * Never a second account: one linked to this application, or any account with that address,
 * refuses the change. Runs inside the mutation's transaction.
 */
export async function createAccountForApplication(
  tx: TransactionSql,
  input: EffectInput,
): Promise<EffectResult> {
  const { row, now, actor } = input;
  const applicationId = String(row.id);
  const email = normaliseEmail(String(row.email));
  if (!input.publicOrigin) throw new Error('partner.createAccount needs the public origin.');
  const [linked] = await tx<{ id: string }[]>`
    select id from users where partner_application_id = ${applicationId}`;
  if (linked) return { refused: partnerAccountMessages.exists };
  const [taken] = await tx<{ id: string }[]>`select id from users where lower(email) = ${email}`;
  if (taken) return { refused: partnerAccountMessages.emailTaken };

  // Unknown to everyone: the partner chooses the real one through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [user] = await tx<{ id: string }[]>`
    insert into users (email, password_hash, role, partner_application_id, password_changed_at,
      created_at, updated_at)
    values (${email}, ${passwordHash}, 'partner', ${applicationId}, ${now}, ${now}, ${now})
    returning id`;
  if (!user) throw new Error('The partner account was not created.');

  const token = randomBytes(32).toString('base64url');
  await tx`insert into password_reset_tokens (user_id, token_hash, expires_at, created_at)
    values (${user.id}, ${hashToken(token)}, ${new Date(now.getTime() + ACCOUNT_LINK_TTL_MS)},
      ${now})`;
  const prefix = row.language === 'et' ? '/et' : '';
  const link = `${input.publicOrigin}${prefix}/partners/reset-password?token=${token}`;
  await enqueueMail(
    tx,
    {
      kind: 'partner.account_invitation',
      to: email,
      subject: 'Your Lumen Legal partner account',
      text: [
        `Hello ${String(row.name)},`,
        '',
        `Your partner application for ${String(row.company)} has been approved, and a partner`,
        'account has been created for you.',
        '',
        `Choose your password here: ${link}`,
        '',
        'The link works once and expires in 7 days. Then sign in to the partner portal with',
        'this email address and your new password.',
      ].join('\n'),
    },
    now,
  );
  await recordAudit(
    tx,
    {
      action: 'user.created',
      actorId: actor.id,
      actorEmail: actor.email,
      entity: 'user',
      entityId: user.id,
      ip: actor.ip,
      details: { email, role: 'partner', partnerApplicationId: applicationId },
    },
    now,
  );
  return { details: { userId: user.id, email } };
}
