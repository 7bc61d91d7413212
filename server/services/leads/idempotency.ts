import { createHash } from 'node:crypto';
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

export async function findAnswer(
  sql: Sql,
  scope: string,
  key: string,
): Promise<(StoredAnswer & { hash: string }) | null> {
  const [row] = await sql<
    { request_hash: string; response_status: number; response_body: Record<string, unknown> }[]
  >`
    select request_hash, response_status, response_body from idempotency_keys
    where scope = ${scope} and key = ${key}`;
  return row
    ? { hash: row.request_hash, status: row.response_status, body: row.response_body }
    : null;
}

export async function saveAnswer(
  tx: TransactionSql,
  scope: string,
  key: string,
  hash: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await tx`
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
    values (${scope}, ${key}, ${hash}, ${answer.status}, ${tx.json(answer.body as never)}, ${now})`;
}
