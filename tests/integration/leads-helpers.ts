import { randomUUID } from 'node:crypto';
import type { TestContext } from '../helpers/app.ts';

/** Shared by the leads-*.test.ts files: requests as the forms and old clients send them. */
export interface PostOptions {
  key?: string | null;
  headers?: Record<string, string>;
  ip?: string;
}

export function postJson(
  ctx: TestContext,
  path: string,
  body: unknown,
  { key = randomUUID(), headers = {}, ip = '203.0.113.10' }: PostOptions = {},
): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (test)',
        'X-Forwarded-For': ip,
        ...(key ? { 'Idempotency-Key': key } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export function postForm(
  ctx: TestContext,
  path: string,
  fields: Record<string, string>,
  { headers = {}, ip = '203.0.113.10' }: PostOptions = {},
): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'Mozilla/5.0 (no script)',
        'X-Forwarded-For': ip,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** `started_at` of a form shown `ago` milliseconds before the test clock's now. */
export function startedAgo(ctx: TestContext, ago = 20_000): number {
  return ctx.clock.now().getTime() - ago;
}

export const ENV = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_FORMS_PER_HOUR: '1000',
  NOTIFY_EMAIL: 'leads@lumen-legal.example',
  PUBLIC_ORIGIN: 'https://lumen-legal.example',
};

export async function count(ctx: TestContext, table: string): Promise<number> {
  const [row] = await ctx.db.sql<
    { n: number }[]
  >`select count(*)::int as n from ${ctx.db.sql(table)}`;
  return row?.n ?? 0;
}

export async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}
