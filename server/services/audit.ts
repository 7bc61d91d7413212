import type { MutationName } from '../../shared/admin/mutations.ts';
import type { Sql, TransactionSql } from '../db/client.ts';

/**
 * What the audit log records. Never a password or token: details are small, named facts. A
 * back-office change is recorded under its mutation's name (e.g. `contact.setStatus`).
 */
export type AuditAction =
  | MutationName
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.session_reuse_detected'
  | 'auth.password_changed'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'support.rated'
  | 'user.created'
  | 'user.disabled';

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  entity?: string | null;
  entityId?: string | null;
  ip?: string | null;
  details?: Record<string, AuditValue>;
}

/** JSON, e.g. a change's `before` and `after` values. */
export type AuditValue =
  | string
  | number
  | boolean
  | null
  | readonly AuditValue[]
  | { readonly [key: string]: AuditValue };

export async function recordAudit(
  sql: Sql | TransactionSql,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await sql`
    insert into audit_log (actor_id, actor_email, action, entity, entity_id, ip_address, details,
      created_at)
    values (${entry.actorId ?? null}, ${entry.actorEmail ?? null}, ${entry.action},
      ${entry.entity ?? null}, ${entry.entityId ?? null}, ${entry.ip ?? null},
      ${sql.json(entry.details ?? {})}, ${now})`;
}

export interface AuditRecord {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** The newest entries first, for the back office. */
export async function listAudit(
  sql: Sql,
  options: { limit: number; before?: string | undefined },
): Promise<AuditRecord[]> {
  const rows = await sql<
    {
      id: string;
      actor_id: string | null;
      actor_email: string | null;
      action: string;
      entity: string | null;
      entity_id: string | null;
      ip_address: string | null;
      details: Record<string, unknown>;
      created_at: Date;
    }[]
  >`
    select id::text, actor_id, actor_email, action, entity, entity_id, host(ip_address) as ip_address,
      details, created_at
    from audit_log
    ${options.before ? sql`where id < ${options.before}` : sql``}
    -- audit_log.id, not the id::text output column of the same name (text order puts 999 after 1000).
    order by audit_log.id desc limit ${options.limit}`;
  return rows.map((r) => ({
    id: r.id,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    ip: r.ip_address,
    details: r.details,
    createdAt: r.created_at,
  }));
}
