import { createHash } from 'node:crypto';
import type postgres from 'postgres';
import type { Sql, TransactionSql } from '../../db/client.ts';

export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A fingerprint of the request body that ignores key order, to spot a key reused for other data. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('base64url');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Stored answers of these (scope, key) pairs, keyed `scope:key`. */
export async function findAnswers(
  sql: Sql | TransactionSql,
  pairs: { scope: string; key: string }[],
): Promise<Map<string, StoredAnswer & { hash: string }>> {
  const found = new Map<string, StoredAnswer & { hash: string }>();
  if (pairs.length === 0) return found;
  const rows = await sql<
    {
      scope: string;
      key: string;
      request_hash: string;
      response_status: number;
      response_body: Record<string, unknown>;
    }[]
  >`
    select i.scope, i.key::text as key, i.request_hash, i.response_status, i.response_body
    from idempotency_keys i
    join jsonb_to_recordset(${sql.json(pairs)}) as p(scope text, key uuid)
      on i.scope = p.scope and i.key = p.key
    -- Look the keys up in the primary key instead of scanning the table.
    where i.key = any(${pairs.map((p) => p.key)}::uuid[])
      and i.scope = any(${[...new Set(pairs.map((p) => p.scope))]}::text[])`;
  for (const row of rows) {
    found.set(`${row.scope}:${row.key}`, {
      hash: row.request_hash,
      status: row.response_status,
      body: row.response_body,
    });
  }
  return found;
}

export interface AnswerRecord {
  scope: string;
  key: string;
  hash: string;
  answer: StoredAnswer;
  now: Date;
}

/** Records first answers; a key stored meanwhile by another process fails the transaction. */
export async function saveAnswers(tx: TransactionSql, records: AnswerRecord[]): Promise<void> {
  if (records.length > 0) await answersInsert(tx, records);
}

/** The insert of `saveAnswers` as a query fragment for a WITH clause. */
export function answersInsert(
  sql: Sql | TransactionSql,
  records: AnswerRecord[],
): postgres.PendingQuery<postgres.Row[]> {
  const rows = records.map((r) => ({
    scope: r.scope,
    key: r.key,
    request_hash: r.hash,
    response_status: r.answer.status,
    response_body: r.answer.body,
    created_at: r.now.toISOString(),
  }));
  return sql`
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
    select scope, key, request_hash, response_status, response_body, created_at
    from jsonb_to_recordset(${sql.json(rows as never)}) as x(scope text, key uuid,
      request_hash text, response_status smallint, response_body jsonb, created_at timestamptz)`;
}
