import { omittedColumns, STAFF_ROLES, type StaffRole } from '../../../shared/admin/access.ts';
import type { SyncRow } from '../../../shared/sync/protocol.ts';
import { SYNCED_TABLES, type SyncedTableName } from '../../../shared/sync/tables.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';

/** The columns each role's devices never receive, by table. */
const OMITTED = new Map<string, ReadonlySet<string>>(
  STAFF_ROLES.flatMap((role) =>
    SYNCED_TABLES.map((t) => [`${role}:${t.name}`, new Set<string>(omittedColumns(role, t.name))]),
  ),
);

export function syncedTable(name: SyncedTableName): (typeof SYNCED_TABLES)[number] {
  const spec = SYNCED_TABLES.find((t) => t.name === name);
  if (!spec) throw new Error(`${name} is not a synced table.`);
  return spec;
}

/**
 * A row as a device of `role` receives it: the columns omitted for it left out, times as ISO text in UTC
 * ending in 'Z' (clients sort and compare them as strings, so every time must have one format),
 * bigints as decimal strings (postgres.js already reads int8 as text).
 */
export function toSyncRow(
  table: SyncedTableName,
  row: Record<string, unknown>,
  role: StaffRole = 'admin',
): SyncRow {
  const omitted = OMITTED.get(`${role}:${table}`);
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!omitted?.has(column)) out[column] = toJsonValue(value);
  }
  return out as SyncRow;
}

export function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  return value;
}

/** The stored row, or undefined; `lock` holds it until the transaction ends. */
export async function selectRow(
  sql: Sql | TransactionSql,
  table: SyncedTableName,
  id: string,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await sql<Record<string, unknown>[]>`
    select * from ${sql(table)} where id = ${id} ${lock ? sql`for update` : sql``}`;
  return row;
}
