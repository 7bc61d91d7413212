import { trashKinds } from '../../../shared/admin/access.ts';
import type { StaffRole } from '../../../shared/constants.ts';
/**
 * The trash (shared/admin/trash.ts): the list the back office's Trash screen shows (every row
 * in the trash of every table that has one, newest deletion first, with who deleted it and when
 * it is purged), and how the one mutation path (mutations.ts) restores a row or deletes it for
 * good.
 */

import type { MutationDef } from '../../../shared/admin/mutation.ts';
import type { MutationName } from '../../../shared/admin/mutations.ts';
import {
  TRASH_PAGE_SIZE,
  TRASH_TABLES,
  type TrashItem,
  type TrashPage,
  type TrashQuery,
} from '../../../shared/admin/trash.ts';
import { type SyncedTableName, TOMBSTONE_RETENTION_DAYS } from '../../../shared/sync/tables.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';
import { type AuditValue, recordAudit } from '../audit.ts';
import { toJsonValue, toSyncRow } from '../sync/rows.ts';
import type { ApplyContext, MutationOutcome } from './mutations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listTrash(
  sql: Sql,
  query: TrashQuery,
  role: StaffRole = 'admin',
): Promise<TrashPage> {
  const tables = trashKinds(role, TRASH_TABLES).filter(
    (t) => !query.table || t.table === query.table,
  );
  if (tables.length === 0) {
    return { items: [], total: 0, page: query.page, pageSize: TRASH_PAGE_SIZE };
  }
  const heads = tables
    .map(
      (t) => sql`select ${t.table}::text as t, id::text as id, deleted_at from ${sql(t.table)}
        where deleted_at is not null`,
    )
    .reduce((all, next) => sql`${all} union all ${next}`);
  const offset = (query.page - 1) * TRASH_PAGE_SIZE;
  const page = await sql<{ t: SyncedTableName; id: string; total: number }[]>`
    select h.t, h.id, count(*) over ()::int as total from (${heads}) h
     order by h.deleted_at desc, h.id limit ${TRASH_PAGE_SIZE} offset ${offset}`;
  // A page past the end still says how many there are.
  const total =
    page[0]?.total ??
    (offset > 0
      ? ((await sql<{ n: number }[]>`select count(*)::int as n from (${heads}) h`)[0]?.n ?? 0)
      : 0);

  const rows = new Map<string, Record<string, unknown>>();
  for (const table of new Set(page.map((p) => p.t))) {
    const ids = page.filter((p) => p.t === table).map((p) => p.id);
    for (const row of await sql<Record<string, unknown>[]>`
      select * from ${sql(table)} where id::text in ${sql(ids)}`) {
      rows.set(`${table}:${String(row.id)}`, row);
    }
  }
  const deleters = new Map<string, string>();
  if (page.length > 0) {
    const keys = page.map((p) => `${p.t}:${p.id}`);
    for (const d of await sql<{ key: string; email: string | null }[]>`
      select distinct on (entity, entity_id) entity || ':' || entity_id as key, actor_email as email
        from audit_log
       where entity || ':' || entity_id in ${sql(keys)} and action like '%.delete'
       order by entity, entity_id, id desc`) {
      if (d.email) deleters.set(d.key, d.email);
    }
  }

  const items: TrashItem[] = [];
  for (const p of page) {
    const row = rows.get(`${p.t}:${p.id}`);
    // Restored or purged between the two reads: no longer in the trash.
    if (!row?.deleted_at) continue;
    const deletedAt = (row.deleted_at as Date).toISOString();
    items.push({
      table: p.t,
      row: toSyncRow(p.t, row, role),
      deletedAt,
      deletedBy: deleters.get(`${p.t}:${p.id}`) ?? null,
      purgeAt: new Date(Date.parse(deletedAt) + TOMBSTONE_RETENTION_DAYS * DAY_MS).toISOString(),
    });
  }
  return { items, total, page: query.page, pageSize: TRASH_PAGE_SIZE };
}

/**
 * Takes a row out of the trash: whatever changed since it was deleted, it comes back as it was
 * then (nothing else could change it meanwhile). A row not in the trash is left as it is.
 */
export async function undeleteRow(
  tx: TransactionSql,
  def: MutationDef<{ id: string }>,
  args: { id: string },
  current: Record<string, unknown>,
  ctx: ApplyContext,
): Promise<MutationOutcome> {
  const table = def.table;
  if (current.deleted_at === null)
    return { status: 'applied', table, row: toSyncRow(table, current) };
  const [row] = await tx<Record<string, unknown>[]>`
    update ${tx(table)} set deleted_at = null, updated_at = ${ctx.now}
     where id = ${args.id} returning *`;
  if (!row) throw new Error(`${table} ${args.id} vanished while locked.`);
  await auditTrash(tx, def, args, ctx, current.deleted_at, null);
  return { status: 'applied', table, row: toSyncRow(table, row) };
}

/**
 * Deletes a row in the trash for good, before its 30 days are up: as the daily purge does
 * (sync/purge.ts), the purge horizon rises to the tombstone's version in the same transaction,
 * so a copy that has not yet seen the deletion is rebuilt rather than keeping the row.
 */
export async function purgeRow(
  tx: TransactionSql,
  def: MutationDef<{ id: string }>,
  args: { id: string },
  current: Record<string, unknown>,
  ctx: ApplyContext,
): Promise<MutationOutcome> {
  const table = def.table;
  const disallowed = def.guard?.(current, args);
  if (disallowed) return { status: 'rejected', code: 'not_allowed', message: disallowed };
  await tx`delete from ${tx(table)} where id = ${args.id}`;
  await tx`delete from content_revisions where entity = ${table} and entity_id = ${args.id}`;
  await tx`update sync_state set purged_version = greatest(purged_version, ${String(current.version)}::bigint)`;
  await auditTrash(tx, def, args, ctx, current.deleted_at, undefined);
  return { status: 'applied', table, row: toSyncRow(table, current) };
}

/** The audit entry of a restore (deleted_at → empty) or a permanent delete (deleted_at → gone). */
async function auditTrash(
  tx: TransactionSql,
  def: MutationDef<{ id: string }>,
  args: { id: string },
  ctx: ApplyContext,
  deletedAt: unknown,
  after: null | undefined,
): Promise<void> {
  await recordAudit(
    tx,
    {
      action: def.name as MutationName,
      actorId: ctx.actor.id,
      actorEmail: ctx.actor.email,
      entity: def.table,
      entityId: args.id,
      ip: ctx.actor.ip,
      details: {
        mutationId: ctx.mutationId,
        before: { deleted_at: toJsonValue(deletedAt) as AuditValue },
        after: after === null ? { deleted_at: null } : {},
      },
    },
    ctx.now,
  );
}
