/**
 * A pulled page's rows as the database writes them: one JSON text for the whole page, made by
 * PostgreSQL, instead of every value of 5,000 rows parsed into JavaScript (dates into Date
 * objects), converted by toSyncRow and written out again. On the embedded database all of that
 * ran on the server's one thread, and it was most of a page's time (issue #24). The rows are
 * exactly what toSyncRow makes of them, a rule tests/integration/sync/pull-json.test.ts checks
 * for every synced table and role:
 * - the columns the role may not read are left out;
 * - times are ISO text in UTC with milliseconds and a 'Z' (`Date#toISOString`);
 * - bigints are decimal strings;
 * - everything else as PostgreSQL writes it in JSON (uuid, inet and text as strings; booleans,
 *   integers and reals as JSON values; jsonb as itself; text[] as an array).
 */
import { omittedColumns, rowCondition, type StaffRole } from '../../../shared/admin/access.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';

interface Column {
  name: string;
  type: string;
}

/** The column types whose JSON form is known to equal toSyncRow's (see above). */
export const JSON_SAFE_TYPES: ReadonlySet<string> = new Set([
  'text',
  'uuid',
  'boolean',
  'smallint',
  'integer',
  'real',
  'jsonb',
  'inet',
  'ARRAY',
  'bigint',
  'timestamp with time zone',
]);

/** Each database's synced tables' columns, read once (the schema is migrated before serving). */
const columnsByDatabase = new WeakMap<Sql, Promise<Map<string, Column[]>>>();

export function syncedColumns(sql: Sql): Promise<Map<string, Column[]>> {
  let found = columnsByDatabase.get(sql);
  if (!found) {
    found = (async () => {
      const rows = await sql<{ table: string; name: string; type: string }[]>`
        select table_name as table, column_name as name, data_type as type
          from information_schema.columns
         where table_schema = current_schema()
         order by table_name, ordinal_position`;
      const byTable = new Map<string, Column[]>();
      for (const { table, name, type } of rows) {
        const list = byTable.get(table) ?? [];
        list.push({ name, type });
        byTable.set(table, list);
      }
      return byTable;
    })();
    found.catch(() => columnsByDatabase.delete(sql));
    columnsByDatabase.set(sql, found);
  }
  return found;
}

function sentValue(sql: Sql | TransactionSql, column: Column) {
  const ref = sql`t.${sql(column.name)}`;
  if (column.type === 'timestamp with time zone') {
    return sql`to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (column.type === 'bigint') return sql`${ref}::text`;
  if (!JSON_SAFE_TYPES.has(column.type)) {
    throw new Error(`The pull cannot yet send a column of type ${column.type} (${column.name}).`);
  }
  return ref;
}

/**
 * ` and <column> = <value>` when `role` reads only some rows of `table` (shared/sync/tables.ts
 * rowsFor); `alias` qualifies the column.
 */
export function rowsOf(
  sql: Sql | TransactionSql,
  role: StaffRole,
  table: SyncedTableName,
  alias?: string,
) {
  const condition = rowCondition(role, table);
  if (!condition) return sql``;
  const column = alias ? sql`${sql(alias)}.${sql(condition.column)}` : sql(condition.column);
  return sql` and ${column} = ${condition.equals}`;
}

/**
 * The changes of `tables` with versions in (since, last], in version order, as the JSON text of
 * an array of `{ table, row }`: the `changes` of a pull answer.
 */
export async function changesJson(
  tx: TransactionSql,
  columns: Map<string, Column[]>,
  tables: readonly SyncedTableName[],
  range: { since: string; last: string },
  role: StaffRole,
): Promise<string> {
  if (tables.length === 0) return '[]';
  const parts = tables.map((table) => {
    const omitted = new Set(omittedColumns(role, table));
    const sent = (columns.get(table) ?? []).filter((c) => !omitted.has(c.name));
    if (sent.length === 0) throw new Error(`The table ${table} has no columns to send.`);
    const fields = sent
      .map((c) => tx`${sentValue(tx, c)} as ${tx(c.name)}`)
      .reduce((all, next) => tx`${all}, ${next}`);
    return tx`select t.version as v, json_build_object('table', ${table}::text, 'row', row_to_json(r)) as c
      from ${tx(table)} t cross join lateral (select ${fields}) r
     where t.version > ${range.since} and t.version <= ${range.last}${rowsOf(tx, role, table, 't')}`;
  });
  const union = parts.reduce((all, next) => tx`${all} union all ${next}`);
  const [row] = await tx<{ changes: string | null }[]>`
    select json_agg(u.c order by u.v)::text as changes from (${union}) u`;
  return row?.changes ?? '[]';
}
