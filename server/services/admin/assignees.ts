/**
 * Who a lead can be assigned to: the staff accounts, not disabled, whose role reads the lead's
 * table (shared/admin/access.ts canRead, the rule the sync pull and the admin routes use), so a
 * lead is never handed to someone who cannot see it. Addresses only: accounts have no names.
 */
import { canRead, STAFF_ROLES } from '../../../shared/admin/access.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { Sql } from '../../db/client.ts';
import { normaliseEmail } from '../users.ts';

export interface Assignee {
  email: string;
}

export async function listAssignees(
  sql: Sql,
  table: SyncedTableName,
): Promise<{ items: Assignee[] }> {
  const roles = STAFF_ROLES.filter((role) => canRead(role, table));
  const rows = await sql<Assignee[]>`
    select email from users
    where role in ${sql(roles)} and disabled_at is null
    order by lower(email)`;
  return { items: rows.map((r) => ({ email: r.email })) };
}

/**
 * Whether a lead of `table` may be assigned to `email`: one of listAssignees' staff (the
 * address compared as the sign-in compares it, whatever its case).
 */
export async function mayBeAssigned(
  sql: Sql,
  table: SyncedTableName,
  email: string,
): Promise<boolean> {
  const roles = STAFF_ROLES.filter((role) => canRead(role, table));
  const [row] = await sql<{ n: number }[]>`
    select 1 as n from users
    where lower(email) = ${normaliseEmail(email)} and role in ${sql(roles)} and disabled_at is null
    limit 1`;
  return row !== undefined;
}
