/**
 * Revisions of posts (blog and newsroom): every applied change keeps the post's editable fields
 * as they stood after it, with who made it and when. A post's history lists them newest first;
 * restoring one is a new save of its fields (the browser's editor does it), so history is never
 * rewritten.
 */
import type { Sql, TransactionSql } from '../db/client.ts';
import { toJsonValue } from './sync/rows.ts';

export const REVISION_ENTITIES = ['blog_posts', 'newsroom_posts'] as const;
export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

/** Columns that are bookkeeping, not content: left out of a revision. */
const NOT_CONTENT = new Set([
  'id',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
  'view_count',
]);

export interface Revision {
  id: string;
  version: string;
  action: string;
  actorEmail: string;
  createdAt: string;
  snapshot: Record<string, unknown>;
}

/** Inside the change's transaction, after the row is written. */
export async function recordRevision(
  tx: TransactionSql,
  entity: RevisionEntity,
  row: Readonly<Record<string, unknown>>,
  action: string,
  actorEmail: string,
  now: Date,
): Promise<void> {
  const snapshot: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!NOT_CONTENT.has(column)) snapshot[column] = toJsonValue(value);
  }
  await tx`
    insert into content_revisions (entity, entity_id, version, action, actor_email, snapshot, created_at)
    values (${entity}, ${String(row.id)}, ${String(row.version)}, ${action}, ${actorEmail},
            ${tx.json(snapshot as never)}, ${now})`;
}

/** A post's revisions, newest first (at most `limit`). */
export async function listRevisions(
  sql: Sql,
  entity: RevisionEntity,
  entityId: string,
  limit = 100,
): Promise<Revision[]> {
  const rows = await sql<
    {
      id: string;
      version: string;
      action: string;
      actor_email: string;
      created_at: Date;
      snapshot: Record<string, unknown>;
    }[]
  >`
    select id::text, version::text, action, actor_email, created_at, snapshot
      from content_revisions
     where entity = ${entity} and entity_id = ${entityId}
     -- The column, not the id::text output column of the same name (text order puts 99 first).
     order by content_revisions.id desc
     limit ${limit}`;
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    action: r.action,
    actorEmail: r.actor_email,
    createdAt: r.created_at.toISOString(),
    snapshot: r.snapshot,
  }));
}
