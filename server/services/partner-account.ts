import type { Sql } from '../db/client.ts';
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
 * The partner's company and contact details: the application linked to the account, or else
 * the latest application sent from the account's email address (in any letter case).
 */
export async function partnerProfile(
  sql: Sql,
  user: { email: string; partnerApplicationId: string | null },
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
  // The linked application wins; the address is the fallback (and covers a deleted link).
  const [row] = await sql<Row[]>`
    select id, name, email, company, partner_type, status, created_at, reviewed_at
    from partner_applications
    where deleted_at is null
      and (${linked ? sql`id = ${linked} or` : sql``} lower(email) = ${normaliseEmail(user.email)})
    order by ${linked ? sql`(id = ${linked}) desc,` : sql``} created_at desc
    limit 1`;
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
