import type { Sql, TransactionSql } from '../db/client.ts';
import { ConflictError } from '../errors.ts';
import type { EffectInput, EffectResult } from './admin/effect.ts';
import { inviteUser } from './invitations.ts';

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

export const partnerAccountMessages = {
  exists: 'This application already has a sign-in account.',
  emailTaken:
    'An account with this email address already exists, so no new account was made for this application.',
} as const;

/**
 * The effect of partner.createAccount (server/services/admin/effects.ts): a partner account
 * for the application's address, linked to the application by its id, invited (inviteUser: no
 * password yet, a mail with a single-use link to choose one, valid 7 days).
 * Never a second account: one linked to this application, or any account with that address,
 * refuses the change. Runs inside the mutation's transaction.
 */
export async function createAccountForApplication(
  tx: TransactionSql,
  input: EffectInput,
): Promise<EffectResult> {
  const { row, now, actor } = input;
  const applicationId = String(row.id);
  if (!input.publicOrigin) throw new Error('partner.createAccount needs the public origin.');
  const [linked] = await tx<{ id: string }[]>`
    select id from users where partner_application_id = ${applicationId}`;
  if (linked) return { refused: partnerAccountMessages.exists };
  try {
    const { user, link } = await inviteUser(
      tx,
      { email: String(row.email), role: 'partner', partnerApplicationId: applicationId },
      { now, publicOrigin: input.publicOrigin, actor },
      {
        language: row.language === 'et' ? 'et' : 'en',
        intro: [
          `Hello ${String(row.name)},`,
          '',
          `Your partner application for ${String(row.company)} has been approved, and a partner`,
          'account has been created for you. Sign in to the partner portal with this email',
          'address and the password you choose.',
        ],
      },
    );
    if (input.receiver) input.receiver.invitationLink = link;
    return { details: { userId: user.id, email: user.email } };
  } catch (err) {
    // Any account with that address (an admin's, or one made elsewhere): no second one.
    if (err instanceof ConflictError) return { refused: partnerAccountMessages.emailTaken };
    throw err;
  }
}
