/**
 * For the integration tests of the sync protocol and the admin REST API: a signed-in admin, calls
 * as the browser makes them, and rows written straight into the database.
 */
import { randomUUID } from 'node:crypto';
import type { UserRole } from '../../shared/constants.ts';
import type { Mutation, PullResponse, PushResponse } from '../../shared/sync/protocol.ts';
import {
  ADMIN,
  browserLogin,
  createAccount,
  ORIGIN,
  PARTNER,
} from '../integration/auth-fixtures.ts';
import type { TestContext } from './app.ts';

export interface Session {
  cookie: string;
  userId: string;
  email: string;
}

export async function signIn(
  ctx: TestContext,
  account: { email: string; password: string } = ADMIN,
  role: UserRole = 'admin',
): Promise<Session> {
  const userId = await createAccount(ctx, account, role);
  return { cookie: await browserLogin(ctx, account), userId, email: account.email };
}

export const signInPartner = (ctx: TestContext) => signIn(ctx, PARTNER, 'partner');

/** A request as the back office sends it (same origin, JSON); no session when `cookie` is ''. */
export function call(
  ctx: TestContext,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': '198.51.100.7' };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    ctx.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

export async function pull(
  ctx: TestContext,
  cookie: string,
  since = '0',
  limit?: number,
  scope?: string,
): Promise<PullResponse> {
  const query = new URLSearchParams({ since, ...(limit ? { limit: String(limit) } : {}) });
  if (scope) query.set('scope', scope);
  const res = await call(ctx, cookie, 'GET', `/api/sync/pull?${query}`);
  if (res.status !== 200) throw new Error(`pull: ${res.status} ${await res.text()}`);
  return (await res.json()) as PullResponse;
}

/** Pulls page by page until there is no more; the changes of every page and the last cursor. */
export async function pullAll(
  ctx: TestContext,
  cookie: string,
  since = '0',
  limit?: number,
  scope?: string,
) {
  const pages: Extract<PullResponse, { reset: false }>[] = [];
  let cursor = since;
  for (;;) {
    const page = await pull(ctx, cookie, cursor, limit, scope);
    if (page.reset) throw new Error('unexpected reset');
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) return { pages, changes: pages.flatMap((p) => p.changes), cursor };
  }
}

export function mutation(name: string, args: unknown, extra: Partial<Mutation> = {}): Mutation {
  return { id: randomUUID(), name, args, ...extra };
}

export async function push(
  ctx: TestContext,
  cookie: string,
  mutations: Mutation[],
): Promise<PushResponse> {
  const res = await call(ctx, cookie, 'POST', '/api/sync/push', { mutations });
  if (res.status !== 200) throw new Error(`push: ${res.status} ${await res.text()}`);
  return (await res.json()) as PushResponse;
}

export interface ContactSeed {
  name?: string;
  email?: string;
  company?: string | null;
  message?: string;
  status?: string;
  priority?: string;
  createdAt?: string;
  deleted?: boolean;
}

/** A contact submission written directly (as the public form would have); returns its id. */
export async function insertContact(ctx: TestContext, seed: ContactSeed = {}): Promise<string> {
  const createdAt = seed.createdAt ?? ctx.clock.now().toISOString();
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into contact_submissions (name, email, company, message, status, priority, ip_address,
      created_at, updated_at, deleted_at)
    values (${seed.name ?? 'Mari Maasikas'}, ${seed.email ?? 'mari@firma.ee'},
      ${seed.company === undefined ? 'Firma OÜ' : seed.company},
      ${seed.message ?? 'Please call me back.'}, ${seed.status ?? 'new'},
      ${seed.priority ?? 'medium'}, '203.0.113.5', ${createdAt}, ${createdAt},
      ${seed.deleted ? createdAt : null})
    returning id`;
  if (!row) throw new Error('insert failed');
  return row.id;
}

export async function versionOf(ctx: TestContext, table: string, id: string): Promise<string> {
  const [row] = await ctx.db.sql<{ version: string }[]>`
    select version::text as version from ${ctx.db.sql(table)} where id = ${id}`;
  if (!row) throw new Error(`${table} ${id} not found`);
  return row.version;
}

export interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  entity: string | null;
  entity_id: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

/** The audit entries of back-office changes (sign-ins left out), oldest first. */
export async function changeAudit(ctx: TestContext, entityId?: string): Promise<AuditRow[]> {
  return ctx.db.sql<AuditRow[]>`
    select action, actor_id, actor_email, entity, entity_id, host(ip_address) as ip, details
    from audit_log
    where action not like 'auth.%' and action not like 'user.%'
      ${entityId ? ctx.db.sql`and entity_id = ${entityId}` : ctx.db.sql``}
    order by id`;
}

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * GET /api/sync/events read as a browser's EventSource would: `next()` resolves with the next
 * event (comments such as pings are collected in `comments`), `close()` disconnects.
 */
export async function openEvents(app: TestContext['app'], cookie: string) {
  const res = await app.request('/api/sync/events', {
    headers: { cookie, origin: ORIGIN, accept: 'text/event-stream' },
  });
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const comments: string[] = [];
  async function next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const field = (name: string) =>
          lines
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2))
            .join('\n');
        if (lines.every((l) => l.startsWith(':'))) {
          comments.push(block);
          continue;
        }
        return { event: field('event'), data: field('data') };
      }
      if (!reader) throw new Error(`no stream: ${res.status}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no event in time')), left),
        ),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
    }
  }
  return { res, next, comments, close: () => reader?.cancel() };
}
