import { readableTables, type StaffRole, syncScope } from '../../../shared/admin/access.ts';
import type { PullResponse } from '../../../shared/sync/protocol.ts';
import {
  PULL_LIMIT_DEFAULT,
  SYNC_SCHEMA_VERSION,
  type SyncedTableName,
  type SyncedTableSpec,
} from '../../../shared/sync/tables.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';
import { changesJson, rowsOf, syncedColumns } from './pull-json.ts';

export const RESET_MESSAGE =
  'This copy is older than the deletions the server still keeps; it is rebuilt from the start.';

export const SCOPE_MESSAGE =
  'Your role has changed: this copy is rebuilt with the records your role may see.';

export const AHEAD_MESSAGE =
  'This copy has seen changes the server has no record of (it was restored from a backup); it is rebuilt from the server.';

export interface PullQuery {
  /** Decimal version: changes after it are returned. */
  since: string;
  limit?: number | undefined;
  /** The purge horizon the client's copy was made under (its pull from zero said it). */
  horizon?: string | undefined;
  /** The scope the client's copy was made under (copies made before scopes: an administrator's). */
  scope?: string | undefined;
}

/**
 * A pull answer whose rows are JSON text already, as the database wrote them (pull-json.ts);
 * `pullAnswerBody` makes the answer's body of it.
 */
export type PullAnswer =
  | Extract<PullResponse, { reset: true }>
  | (Omit<Extract<PullResponse, { reset: false }>, 'changes'> & { changesJson: string });

/** The body of GET /api/sync/pull: the answer, its rows spliced in as they are. */
export function pullAnswerBody(answer: PullAnswer, serverTime: string): string {
  if (answer.reset) return JSON.stringify({ ...answer, serverTime });
  const { changesJson: changes, ...rest } = answer;
  return `{"changes":${changes},${JSON.stringify({ ...rest, serverTime }).slice(1)}`;
}

/**
 * The changes after `since`, across every synced table `role` reads in version order, tombstones included,
 * at most `limit` of them. Both steps use the per-table version indexes: first the versions of
 * the next `limit + 1` changes (each table contributes at most that many, then they are merged),
 * then only the rows of that page. One read-only snapshot, so the purge horizon, the page and its
 * rows agree with each other even while writers and the purge run.
 */
export async function pullChanges(
  sql: Sql,
  query: PullQuery,
  role: StaffRole = 'admin',
): Promise<PullAnswer> {
  const limit = query.limit ?? PULL_LIMIT_DEFAULT;
  const since = query.since;
  const scope = syncScope(role);
  const tables = readableTables(role);
  const columns = await syncedColumns(sql);
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const [state] = await tx<{ purged: string; issued: string }[]>`
      select purged_version::text as purged,
        (select case when is_called then last_value else last_value - 1 end
          from sync_version_seq)::text as issued
      from sync_state`;
    const purged = BigInt(state?.purged ?? '0');
    // Below the horizon the client may have missed a deletion, unless every purge up to it
    // happened before its copy began (a copy from zero never had those rows).
    const copiedAfterPurge = query.horizon !== undefined && BigInt(query.horizon) >= purged;
    // A copy made under another role holds tables (or columns) this one may not read, and lacks
    // the older rows of those it gained.
    if (BigInt(since) > 0n && (query.scope ?? 'admin') !== scope) {
      return { reset: true, schemaVersion: SYNC_SCHEMA_VERSION, message: SCOPE_MESSAGE, scope };
    }
    if (BigInt(since) > 0n && BigInt(since) < purged && !copiedAfterPurge) {
      return { reset: true, schemaVersion: SYNC_SCHEMA_VERSION, message: RESET_MESSAGE };
    }
    // A cursor past every version the server has given out comes from a database that has since
    // been restored from a backup: pulling on from it would skip the changes made after the restore.
    if (BigInt(since) > BigInt(state?.issued ?? '0')) {
      return { reset: true, schemaVersion: SYNC_SCHEMA_VERSION, message: AHEAD_MESSAGE };
    }

    // A first pull says how much it will copy, so the client can show its progress: one count
    // per table, once per copy (a later cursor is a few changes, not worth counting).
    // … and under which purge horizon the copy is made (sent back with the later pulls).
    const copy =
      BigInt(since) === 0n
        ? { total: await countRows(tx, tables, role), horizon: purged.toString() }
        : {};

    const heads = tables
      .map(
        (t) => tx`(select ${t.name}::text as t, version from ${tx(t.name)}
        where version > ${since}${rowsOf(tx, role, t.name)} order by version limit ${limit + 1})`,
      )
      .reduce((all, next) => tx`${all} union all ${next}`);
    const next = await tx<{ t: SyncedTableName; version: string }[]>`
      select h.t, h.version::text as version from (${heads}) h
      order by h.version limit ${limit + 1}`;
    const hasMore = next.length > limit;
    const page = next.slice(0, limit);
    const last = page.at(-1);
    if (!last) {
      return {
        reset: false,
        schemaVersion: SYNC_SCHEMA_VERSION,
        changesJson: '[]',
        cursor: since,
        hasMore,
        scope,
        ...copy,
      };
    }

    // Every version in (since, last] is one of the page's (versions come from one sequence), so
    // the page is the rows of its tables in that range.
    const paged = [...new Set(page.map((p) => p.t))];
    const changes = await changesJson(tx, columns, paged, { since, last: last.version }, role);
    return {
      reset: false,
      schemaVersion: SYNC_SCHEMA_VERSION,
      changesJson: changes,
      cursor: last.version,
      hasMore,
      scope,
      ...copy,
    };
  });
}

/** Rows of the tables pulled, tombstones included: what a pull from zero sends in all. */
async function countRows(
  tx: TransactionSql,
  tables: readonly SyncedTableSpec[],
  role: StaffRole,
): Promise<number> {
  const counts = tables
    .map(
      (t) =>
        tx`(select count(*) from ${tx(t.name)} where true${rowsOf(tx, role, t.name as SyncedTableName)})`,
    )
    .reduce((all, next) => tx`${all} + ${next}`);
  const [row] = await tx<{ total: string }[]>`select (${counts})::text as total`;
  return Number(row?.total ?? 0);
}
