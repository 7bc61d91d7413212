/**
 * What each staff role may read and do, in one place. Tables declare their readers and writers
 * (shared/sync/tables.ts); a mutation follows its table's writers unless it names its own
 * `roles`; the back office's REST routes and screens are declared here by area. The server
 * enforces all of it (the sync pull and push, every /api/admin route); the admin only hides what
 * a role cannot do.
 */
import { STAFF_ROLES, type StaffRole, type UserRole } from '../constants.ts';
import { isStaff } from '../roles.ts';
import {
  type RowCondition,
  SYNCED_TABLES,
  type SyncedTableName,
  type SyncedTableSpec,
} from '../sync/tables.ts';
import type { MutationDef } from './mutation.ts';

export { isStaff, STAFF_ROLES, type StaffRole };

const SPECS = new Map<string, SyncedTableSpec>(SYNCED_TABLES.map((t) => [t.name, t]));

function specOf(table: SyncedTableName): SyncedTableSpec {
  const spec = SPECS.get(table);
  if (!spec) throw new Error(`${table} is not a synced table.`);
  return spec;
}

/** Whether devices of `role` hold `table`. */
export function canRead(role: UserRole, table: SyncedTableName): boolean {
  return isStaff(role) && specOf(table).read.includes(role);
}

/** Whether `role` may change `table` (its mutations that name no roles of their own). */
export function canWrite(role: UserRole, table: SyncedTableName): boolean {
  return isStaff(role) && specOf(table).write.includes(role);
}

/**
 * Whether `role` may run the mutation `def`. Deleting a record for good from the trash is for
 * those TRASH_PURGE allows, whoever writes its table (a restore stays with the writers).
 */
export function mayRun(
  role: UserRole,
  def: Pick<MutationDef, 'table' | 'roles' | 'kind'>,
): boolean {
  if (!isStaff(role)) return false;
  if (def.kind === 'purge') return mayPurge(role);
  return def.roles ? def.roles.includes(role) : canWrite(role, def.table);
}

/** The synced tables a device of `role` holds, in the registry's order. */
export function readableTables(role: UserRole): (typeof SYNCED_TABLES)[number][] {
  return SYNCED_TABLES.filter((t) => canRead(role, t.name));
}

/** The condition on the rows of `table` a device of `role` holds; null: every row. */
export function rowCondition(role: UserRole, table: SyncedTableName): RowCondition | null {
  const spec = specOf(table);
  return (isStaff(role) ? spec.rowsFor?.[role] : undefined) ?? null;
}

/** The columns of `table` never sent to a device of `role`. */
export function omittedColumns(role: UserRole, table: SyncedTableName): readonly string[] {
  const spec = specOf(table);
  const extra = isStaff(role) ? spec.omitFor?.[role] : undefined;
  return extra ? [...spec.omit, ...extra] : spec.omit;
}

/**
 * The scope of a device's copy: the tables and columns its role reads. A copy made under
 * another scope (the person's role changed) is dropped and pulled again.
 */
export function syncScope(role: StaffRole): string {
  return role;
}

/**
 * Who may use a part of the back office: `roles`, or the readers (GET) and writers (anything
 * else) of `table`.
 */
export type Access = { roles: readonly StaffRole[] } | { table: SyncedTableName };

const EVERYONE: Access = { roles: STAFF_ROLES };
const ADMINS: Access = { roles: ['admin'] };

/**
 * The /api/admin routes by their first path segment: who may call them. A route not listed is
 * for administrators only (server/routes/admin.ts).
 */
export const ADMIN_ROUTE_ACCESS = {
  dashboard: EVERYONE,
  'audit-log': ADMINS,
  contacts: { table: 'contact_submissions' },
  'partner-applications': { table: 'partner_applications' },
  'newsletter-signups': { table: 'newsletter_signups' },
  'sales-enquiries': { table: 'sales_enquiries' },
  'support-tickets': { table: 'support_tickets' },
  // Post revisions and the Markdown preview: whoever reads posts (restoring one is a save).
  content: { table: 'blog_posts' },
  mail: ADMINS,
  // Each kind of record in the trash is for its table's readers (services/admin/trash.ts);
  // restoring is for its writers, deleting for good for TRASH_PURGE (both through the push).
  trash: EVERYONE,
  users: ADMINS,
  security: ADMINS,
  // Pictures belong to the content: those who write it.
  media: { roles: ['admin', 'editor'] },
  'people-data': ADMINS,
  // Issues of the newsletter: editors compose and send, sales reads the sent ones.
  'newsletter-issues': { table: 'newsletter_issues' },
  // Each role gets the figures of the tables it reads (services/reports.ts).
  reports: { table: 'newsletter_signups' },
} as const satisfies Record<string, Access>;

/** The back office's screens by their path under /admin: who sees them. */
export const SCREEN_ACCESS = {
  '': EVERYONE,
  blog: { table: 'blog_posts' },
  newsroom: { table: 'newsroom_posts' },
  newsletter: { table: 'newsletter_signups' },
  contacts: { table: 'contact_submissions' },
  partners: { table: 'partner_applications' },
  support: { table: 'support_tickets' },
  sales: { table: 'sales_enquiries' },
  entities: { table: 'team_members' },
  settings: { table: 'team_members' },
  users: ADMINS,
  sessions: EVERYONE,
  security: EVERYONE,
  media: { roles: ['admin', 'editor'] },
  audit: ADMINS,
  mail: ADMINS,
  trash: EVERYONE,
  'people-data': ADMINS,
  'newsletter-issues': { table: 'newsletter_issues' },
  // Every reader of the newsletter; the lead charts only for readers of the leads.
  reports: { table: 'newsletter_signups' },
} as const satisfies Record<string, Access>;

/**
 * Deleting a record in the trash for good, before its days are up: administrators only. Every
 * other staff role may restore what it writes, and what it leaves there goes by itself.
 */
export const TRASH_PURGE: Access = ADMINS;

/** Whether `role` may delete records in the trash for good (the `<prefix>.purge` mutations). */
export function mayPurge(role: UserRole): boolean {
  return allows(role, TRASH_PURGE);
}

/**
 * The kinds of record in the trash a device of `role` may see: those of the tables its copy
 * holds (the same rule as the sync pull), in the trash's order.
 */
export function trashKinds<T extends { table: SyncedTableName }>(
  role: UserRole,
  kinds: readonly T[],
): T[] {
  const readable = new Set<string>(readableTables(role).map((t) => t.name));
  return kinds.filter((k) => readable.has(k.table));
}

/** Whether `role` may read (`write` false) or change what `access` guards. */
export function allows(role: UserRole, access: Access, write = false): boolean {
  if ('roles' in access) return isStaff(role) && access.roles.includes(role);
  return write ? canWrite(role, access.table) : canRead(role, access.table);
}

/**
 * Whether `role` sees the screen at /admin/<first segment of `path`> (`write`: and may change
 * what it shows, e.g. for a "New post" link).
 */
export function maySee(role: UserRole, path: string, write = false): boolean {
  return allows(role, screenAccess(path) ?? ADMINS, write);
}

/** Who sees the screen at /admin/<first segment of `path>`; undefined for a path not listed. */
export function screenAccess(path: string): Access | undefined {
  const segment = path.replace(/^\/admin\/?/, '').split(/[/?#]/)[0] ?? '';
  return (SCREEN_ACCESS as Record<string, Access>)[segment];
}
