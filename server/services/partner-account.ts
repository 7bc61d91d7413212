import type { Sql } from '../db/client.ts';

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
