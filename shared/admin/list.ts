/**
 * A back-office list declared once (as Django admin's list_display / list_filter /
 * search_fields): which table, which filters (each one URL parameter), which fields the search
 * box looks in, and the order. The browser applies it to the local copy, the server to SQL
 * (GET /api/admin/<resource>), with the same meaning.
 */
import type { SyncedTableName } from '../sync/tables.ts';

export interface ListDeclaration<Row> {
  table: SyncedTableName;
  /** Each filter is a URL parameter whose value must be one of the listed values. */
  filters: Record<string, readonly string[]>;
  /** Case-insensitive substring match over these fields (back-office §5). */
  searchFields: readonly (keyof Row & string)[];
  /** Newest first by default. */
  order: { field: keyof Row & string; direction: 'asc' | 'desc' };
  /**
   * Fields a person may sort the list by (a column heading, `?sort=field` or `?sort=-field` for
   * descending), with how their values compare: numbers as numbers, dates as dates.
   */
  sortable?: Partial<Record<keyof Row & string, SortKind>>;
  pageSize: number;
  /**
   * The column that flags rows kept out of the list, its counts and its search unless asked for
   * (suspected spam: non-null = flagged). `FLAGGED_PARAM=1` in the URL lists only those rows.
   */
  flagged?: keyof Row & string;
  /**
   * Filters whose URL values stand for values of another column, for a column that is no
   * enumeration (e.g. `status=active` → `subscribed = true`). The filter's name in `filters`
   * still lists the URL values; a filter not named here compares its own column.
   */
  mappedFilters?: Record<
    string,
    { column: keyof Row & string; values: Readonly<Record<string, string | boolean>> }
  >;
  /**
   * Filters whose URL values stand for tests of several columns (e.g. `status=pending` →
   * `subscribed = false and unsubscribed_at is null`); they take precedence over `mappedFilters`.
   */
  combinedFilters?: Record<
    string,
    Readonly<Record<string, Readonly<Partial<Record<keyof Row & string, ColumnTest>>>>>
  >;
}

/**
 * How a sortable field's values compare: text (ignoring case), numbers, dates, or an enumeration
 * by its place in `rank` (a status in the workflow's order, a priority from urgent to low), so
 * ascending lists the first value first. A value not in `rank` sorts as empty.
 */
export type SortKind = 'text' | 'number' | 'date' | { rank: readonly string[] };

/** A sort chosen by the person (a declared `sortable` field), instead of the declared order. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** What a column must hold: this value, null (`is null`) or NOT_NULL (`is not null`). */
export type ColumnTest = string | boolean | null | typeof NOT_NULL;
export const NOT_NULL = Object.freeze({ notNull: true as const });

/** The column a filter compares and the value it must hold, for a filter value of the URL. */
export function filterColumn<Row>(
  decl: ListDeclaration<Row>,
  name: string,
  value: string,
): { column: string; value: string | boolean } {
  const mapped = decl.mappedFilters?.[name];
  if (!mapped || !Object.hasOwn(mapped.values, value)) return { column: name, value };
  return { column: mapped.column, value: mapped.values[value] as string | boolean };
}

/** Every column test a filter value stands for (one for a plain or mapped filter). */
export function filterTests<Row>(
  decl: ListDeclaration<Row>,
  name: string,
  value: string,
): { column: string; test: ColumnTest }[] {
  const combined = decl.combinedFilters?.[name];
  if (combined && Object.hasOwn(combined, value)) {
    const tests: Readonly<Record<string, ColumnTest | undefined>> = combined[value] ?? {};
    return Object.entries(tests).map(([column, test]) => ({ column, test: test ?? null }));
  }
  const { column, value: test } = filterColumn(decl, name, value);
  return [{ column, test }];
}

/** Whether a value passes a column test (as SQL's `=`, `is null`, `is not null`). */
export function passesTest(value: unknown, test: ColumnTest): boolean {
  if (test === null) return value === null || value === undefined;
  if (typeof test === 'object') return value !== null && value !== undefined;
  return String(value) === String(test);
}

/** The URL parameter that lists only flagged rows (`?spam=1`), for lists that declare `flagged`. */
export const FLAGGED_PARAM = 'spam';

/** The state of a list as the URL carries it: `q`, one parameter per filter, `page`, `id`. */
export interface ListQuery {
  q: string;
  filters: Record<string, string>;
  /** 1-based. */
  page: number;
  /** The row shown in the detail panel. */
  selected: string | null;
  /** Only the flagged rows (suspected spam) instead of only the others. */
  flagged?: boolean;
  /** The person's sort; the declared order when absent. */
  sort?: ListSort | null;
}

const MAX_SEARCH = 200;

/** Reads a list's state from URL parameters; unknown filter values are ignored. */
export function parseListQuery<Row>(
  decl: ListDeclaration<Row>,
  params: URLSearchParams,
): ListQuery {
  const filters: Record<string, string> = {};
  for (const [name, values] of Object.entries(decl.filters)) {
    const value = params.get(name);
    if (value && values.includes(value)) filters[name] = value;
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sortParam = params.get('sort') ?? '';
  const sortField = sortParam.replace(/^-/, '');
  const sort: ListSort | null =
    sortField && decl.sortable && Object.hasOwn(decl.sortable, sortField)
      ? { field: sortField, direction: sortParam.startsWith('-') ? 'desc' : 'asc' }
      : null;
  return {
    sort,
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    filters,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    selected: params.get('id') || null,
    flagged: decl.flagged !== undefined && params.get(FLAGGED_PARAM) === '1',
  };
}

/** The URL parameters of a list state (empty values left out, so addresses stay short). */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  if (query.flagged) params.set(FLAGGED_PARAM, '1');
  if (query.sort) {
    params.set('sort', `${query.sort.direction === 'desc' ? '-' : ''}${query.sort.field}`);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.selected) params.set('id', query.selected);
  return params;
}

/** Whether a row is flagged (suspected spam) by the list's `flagged` column. */
export function isFlagged<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
  row: Row,
): boolean {
  if (!decl.flagged) return false;
  const value = row[decl.flagged];
  return value !== null && value !== undefined;
}

/**
 * Whether a row passes the flag rule (flagged rows only with `flagged`, else never), the filters
 * and the search (case-insensitive substring).
 */
export function matchesList<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
  query: Pick<ListQuery, 'q' | 'filters' | 'flagged'>,
  row: Row,
): boolean {
  return listMatcher(decl, query)(row);
}

/** Between a row's search fields in its search text: no typed needle holds it. */
const FIELD_BREAK = '\u0000';

/** Each row's search text (its search fields, lower-cased), per list of search fields. */
const searchTexts = new WeakMap<readonly string[], WeakMap<object, string>>();

function searchTextOf(fields: readonly string[], row: Record<string, unknown>): string {
  let texts = searchTexts.get(fields);
  if (!texts) {
    texts = new WeakMap();
    searchTexts.set(fields, texts);
  }
  let text = texts.get(row);
  if (text === undefined) {
    text = fields
      .map((field) => {
        const value = row[field];
        return typeof value === 'string' ? value.toLowerCase() : '';
      })
      .join(FIELD_BREAK);
    texts.set(row, text);
  }
  return text;
}

/**
 * matchesList as a test made once per query: the filters' column tests and the search needle
 * are worked out before the rows are looked at, and each row's search text is made once and kept
 * for as long as the row object lives (a changed row is a new object), so a search over a large
 * local copy is one substring test per row (issue #24).
 */
export function listMatcher<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
  query: Pick<ListQuery, 'q' | 'filters' | 'flagged'>,
): (row: Row) => boolean {
  const wantFlagged = Boolean(query.flagged && decl.flagged);
  const tests = Object.entries(query.filters).flatMap(([name, value]) =>
    value ? filterTests(decl, name, value) : [],
  );
  const needle = query.q.trim().toLowerCase();
  if (needle.includes(FIELD_BREAK)) return () => false;
  return (row) => {
    if (isFlagged(decl, row) !== wantFlagged) return false;
    for (const { column, test } of tests) {
      if (!passesTest(row[column], test)) return false;
    }
    return !needle || searchTextOf(decl.searchFields, row).includes(needle);
  };
}

const comparers = new WeakMap<object, (a: never, b: never) => number>();

/**
 * Sorts rows by the declaration's order (ties broken by id, so pages are stable). One function
 * per declaration, so a sorted copy of the rows can be kept by the order it was sorted in.
 */
export function compareRows<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
): (a: Row, b: Row) => number {
  const known = comparers.get(decl) as ((a: Row, b: Row) => number) | undefined;
  if (known) return known;
  const compare = makeCompare(decl);
  comparers.set(decl, compare);
  return compare;
}

function makeCompare<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
): (a: Row, b: Row) => number {
  const { field, direction } = decl.order;
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = String(a[field] ?? '');
    const y = String(b[field] ?? '');
    if (x !== y) return x < y ? -sign : sign;
    return String(a.id) < String(b.id) ? -1 : 1;
  };
}

const sortComparers = new WeakMap<object, Map<string, (a: never, b: never) => number>>();

/**
 * The order of a person's sort: by the field's kind (numbers as numbers, dates as dates, text
 * as the locale orders it, ignoring case, an enumeration by its rank), empty values last either way, ties by the declared
 * order. One function per declaration and sort, so the sorted rows can be kept (list-query.ts).
 */
export function compareBySort<Row extends Record<string, unknown>>(
  decl: ListDeclaration<Row>,
  sort: ListSort,
): (a: Row, b: Row) => number {
  let known = sortComparers.get(decl);
  if (!known) {
    known = new Map();
    sortComparers.set(decl, known);
  }
  const key = `${sort.direction}:${sort.field}`;
  const cached = known.get(key) as ((a: Row, b: Row) => number) | undefined;
  if (cached) return cached;
  const kind = decl.sortable?.[sort.field as keyof Row & string] ?? 'text';
  const sign = sort.direction === 'asc' ? 1 : -1;
  const fallback = compareRows(decl);
  const sortValue = (row: Row): number | string | null => {
    const value = row[sort.field];
    if (value === null || value === undefined || value === '') return null;
    if (kind === 'number') {
      const n = Number(value);
      return Number.isNaN(n) ? null : n;
    }
    if (kind === 'date') {
      const t = Date.parse(String(value));
      return Number.isNaN(t) ? null : t;
    }
    if (typeof kind === 'object') {
      const place = kind.rank.indexOf(String(value));
      return place < 0 ? null : place;
    }
    return String(value);
  };
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const compare = (a: Row, b: Row) => {
    const x = sortValue(a);
    const y = sortValue(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return fallback(a, b);
    }
    const order =
      typeof x === 'string' || typeof y === 'string'
        ? collator.compare(String(x), String(y))
        : x - y;
    return order !== 0 ? sign * order : fallback(a, b);
  };
  known.set(key, compare);
  return compare;
}
