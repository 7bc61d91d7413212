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
  | 'auth.session_ended'
  | 'auth.session_reuse_detected'
  | 'auth.password_changed'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.unlock_mailed'
  | 'auth.unlock'
  | 'auth.2fa_enrolled'
  | 'auth.2fa_disabled'
  | 'auth.2fa_reset'
  | 'auth.2fa_requirement_changed'
  | 'auth.recovery_codes_renewed'
  | 'auth.passkey_added'
  | 'auth.passkey_removed'
  | 'support.rated'
  | 'newsletter.confirmed'
  | 'newsletter.unsubscribed_by_link'
  | 'newsletter.issue_sent'
  | 'newsletter.issue_scheduled'
  | 'newsletter.issue_paused'
  | 'newsletter.issue_resumed'
  | 'newsletter.issue_cancelled'
  | 'newsletter.issue_tested'
  | 'newsletter.issue_withdrawn'
  | 'newsletter.issue_archived'
  | 'user.created'
  | 'user.invited'
  | 'user.disabled'
  | 'user.enabled'
  | 'user.role_changed'
  | 'mail.resent'
  | 'media.uploaded'
  | 'media.deleted'
  | 'people.exported'
  | 'people.erased';

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
  /** The record's name or title as it is now (or was when deleted); null when unknown or gone. */
  entityName: string | null;
}

/** Where an entry's record keeps the name a person knows it by, per record type. */
const NAME_COLUMNS: Readonly<Record<string, { table: string; column: string }>> = {
  contact_submissions: { table: 'contact_submissions', column: 'name' },
  sales_enquiries: { table: 'sales_enquiries', column: 'name' },
  partner_applications: { table: 'partner_applications', column: 'name' },
  support_tickets: { table: 'support_tickets', column: 'ticket_number' },
  newsletter_signups: { table: 'newsletter_signups', column: 'email' },
  blog_posts: { table: 'blog_posts', column: 'title' },
  newsroom_posts: { table: 'newsroom_posts', column: 'title' },
  team_members: { table: 'team_members', column: 'name' },
  advisory_members: { table: 'advisory_members', column: 'name' },
  investors: { table: 'investors', column: 'name' },
  partners: { table: 'partners', column: 'name' },
  people: { table: 'people', column: 'name' },
  lead_replies: { table: 'lead_replies', column: 'subject' },
  reply_templates: { table: 'reply_templates', column: 'name' },
  user: { table: 'users', column: 'email' },
  mail_outbox: { table: 'mail_outbox', column: 'subject' },
};

/** The names of the entries' records: one query per record type on the page. */
async function recordNames(
  sql: Sql,
  entries: readonly { entity: string | null; entity_id: string | null }[],
): Promise<Map<string, string>> {
  const byEntity = new Map<string, Set<string>>();
  for (const e of entries) {
    if (!e.entity || !e.entity_id || !NAME_COLUMNS[e.entity]) continue;
    byEntity.set(e.entity, (byEntity.get(e.entity) ?? new Set()).add(e.entity_id));
  }
  const names = new Map<string, string>();
  for (const [entity, ids] of byEntity) {
    const { table, column } = NAME_COLUMNS[entity] as { table: string; column: string };
    const rows = await sql<{ id: string; name: string | null }[]>`
      select id::text as id, ${sql(column)}::text as name from ${sql(table)}
       where id::text in ${sql([...ids])}`;
    for (const r of rows) if (r.name) names.set(`${entity}:${r.id}`, r.name);
  }
  return names;
}

export interface AuditQuery {
  limit: number;
  /** Only entries older than this one (by number): the next page. */
  before?: string | undefined;
  /** The person: the actor's email, case-insensitive, exact. */
  actor?: string | undefined;
  /** The action's exact name (e.g. `contact.setStatus`), or its family with a trailing `.*`. */
  action?: string | undefined;
  /** The record: its table (entity) and, optionally, its id. */
  entity?: string | undefined;
  entityId?: string | undefined;
  /** Entries at or after `from` and before `to` (the caller turns days into instants). */
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The newest entries first (by number, never by text), filtered, for the back office. */
export async function listAudit(sql: Sql, options: AuditQuery): Promise<AuditRecord[]> {
  const conditions = [
    options.before ? sql`audit_log.id < ${options.before}` : null,
    options.actor ? sql`lower(actor_email) = ${options.actor.toLowerCase()}` : null,
    options.action?.endsWith('.*')
      ? sql`starts_with(action, ${options.action.slice(0, -1)})`
      : options.action
        ? sql`action = ${options.action}`
        : null,
    options.entity ? sql`entity = ${options.entity}` : null,
    options.entityId ? sql`entity_id = ${options.entityId}` : null,
    options.from ? sql`created_at >= ${options.from}` : null,
    options.to ? sql`created_at < ${options.to}` : null,
  ].filter((c) => c !== null);
  const where = conditions.reduce(
    (acc, c, i) => (i === 0 ? sql`where ${c}` : sql`${acc} and ${c}`),
    sql``,
  );
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
    ${where}
    -- audit_log.id, not the id::text output column of the same name (text order puts 999 after 1000).
    order by audit_log.id desc limit ${options.limit}`;
  const names = await recordNames(sql, rows);
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
    entityName: names.get(`${r.entity}:${r.entity_id}`) ?? null,
  }));
}

/** The people, actions and record types the log holds, for the back office's filters. */
export async function auditFacets(
  sql: Sql,
): Promise<{ actors: string[]; actions: string[]; entities: string[] }> {
  const [actors, actions, entities] = await Promise.all([
    sql<{ v: string }[]>`select distinct lower(actor_email) as v from audit_log
      where actor_email is not null order by v`,
    sql<{ v: string }[]>`select distinct action as v from audit_log order by v`,
    sql<{ v: string }[]>`select distinct entity as v from audit_log
      where entity is not null order by v`,
  ]);
  const values = (rows: { v: string }[]) => rows.map((r) => r.v);
  return { actors: values(actors), actions: values(actions), entities: values(entities) };
}
