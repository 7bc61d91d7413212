import type { ListDeclaration, ListQuery } from '../../../shared/admin/list.ts';
import { filterTests, parseListQuery, type SortKind } from '../../../shared/admin/list.ts';
import type { SyncRow } from '../../../shared/sync/protocol.ts';
import type { Sql } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { toSyncRow } from '../sync/rows.ts';

export const PAGE_SIZE_MAX = 100;
const SEARCH_MAX = 200;

export interface ListRequest {
  query: ListQuery;
  pageSize: number;
}

export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A list's URL parameters for the REST API. The browser ignores a value it does not know (an old
 * bookmark still opens the list); an integrator is told instead, so a typo is not read as "all".
 */
export function parseListRequest<Row>(
  decl: ListDeclaration<Row>,
  params: URLSearchParams,
): ListRequest {
  const fields: Record<string, string> = {};
  for (const [name, values] of Object.entries(decl.filters)) {
    const value = params.get(name);
    if (value && !values.includes(value)) fields[name] = `Choose one of: ${values.join(', ')}.`;
  }
  const page = params.get('page');
  if (page !== null && !/^[1-9]\d{0,5}$/.test(page)) fields.page = 'Enter a page number from 1.';
  const size = params.get('pageSize');
  const pageSize = size === null ? decl.pageSize : Number(size);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX) {
    fields.pageSize = `Enter a page size from 1 to ${PAGE_SIZE_MAX}.`;
  }
  if ((params.get('q') ?? '').length > SEARCH_MAX) {
    fields.q = `Search for at most ${SEARCH_MAX} characters.`;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return { query: parseListQuery(decl, params), pageSize };
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern after this. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of a declared list, with the same meaning as the browser's matchesList/compareRows
 * over its local copy: filters by equality, a case-insensitive substring search over the search
 * fields, the declared order with ties broken by id; tombstones never listed; flagged rows
 * (suspected spam) only with `?spam=1`, and then only those.
 */
export async function listRows<Row extends SyncRow>(
  sql: Sql,
  decl: ListDeclaration<Row>,
  { query, pageSize }: ListRequest,
): Promise<ListPage<Row>> {
  const conditions = [sql`deleted_at is null`];
  if (decl.flagged) {
    // As matchesList: flagged rows (suspected spam) only when asked for, and then only them.
    const flag: string = decl.flagged;
    conditions.push(query.flagged ? sql`${sql(flag)} is not null` : sql`${sql(flag)} is null`);
  }
  for (const [name, value] of Object.entries(query.filters)) {
    for (const { column, test } of filterTests(decl, name, value)) {
      conditions.push(
        test === null
          ? sql`${sql(column)} is null`
          : typeof test === 'object'
            ? sql`${sql(column)} is not null`
            : sql`${sql(column)} = ${test}`,
      );
    }
  }
  const needle = query.q.trim();
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    const fields: readonly string[] = decl.searchFields;
    const matches = fields.map((field) => sql`${sql(field)} ilike ${pattern}`);
    conditions.push(sql`(${matches.reduce((a, b) => sql`${a} or ${b}`)})`);
  }
  const where = conditions.reduce((a, b) => sql`${a} and ${b}`);
  const direction = decl.order.direction === 'asc' ? sql`asc` : sql`desc`;
  const orderBy: string = decl.order.field;
  // The person's sort (a declared `sortable` field, checked by parseListQuery) comes first, as
  // compareBySort orders the local copy: text without regard to case, empty values last.
  const sort = query.sort;
  const sortKind = sort ? decl.sortable?.[sort.field as keyof Row & string] : undefined;
  const sortBy = (kind: SortKind, field: string) =>
    kind === 'text'
      ? sql`lower(nullif(${sql(field)}, ''))`
      : typeof kind === 'object'
        ? // An enumeration by its place in the rank (1-based; null when not in it), as compareBySort.
          sql`array_position(${sql.array([...kind.rank])}::text[], ${sql(field)}::text)`
        : sql(field);
  const chosen =
    sort && sortKind
      ? sql`${sortBy(sortKind, sort.field)} ${
          sort.direction === 'asc' ? sql`asc` : sql`desc`
        } nulls last, `
      : sql``;

  const [counted] = await sql<{ n: number }[]>`
    select count(*)::int as n from ${sql(decl.table)} where ${where}`;
  const rows = await sql<Record<string, unknown>[]>`
    select * from ${sql(decl.table)} where ${where}
    order by ${chosen}${sql(orderBy)} ${direction}, id asc
    limit ${pageSize} offset ${(query.page - 1) * pageSize}`;
  return {
    items: rows.map((row) => toSyncRow(decl.table, row) as Row),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize,
  };
}
