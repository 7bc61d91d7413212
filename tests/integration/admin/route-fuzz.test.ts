/**
 * Every admin and sync route (taken from the application's own route table, so a route added
 * later is fuzzed too), asked by a signed-in admin with crafted ids, queries and bodies: a NUL,
 * numbers past int8, dates PostgreSQL cannot hold, wrong types, deep nesting, broken JSON. Each
 * answer is the client's mistake (4xx) or a success; never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { insertContact, type Session, signIn } from '../../helpers/sync-api.ts';
import { ORIGIN } from '../auth-fixtures.ts';

let ctx: TestContext;
let admin: Session;
let existing: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
  existing = await insertContact(ctx);
});
afterAll(() => ctx.close());

/** Streams stay open by design; they are tested on their own. */
const SKIPPED = new Set(['GET /api/sync/events']);

function routes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const { method, path } of ctx.app.routes) {
    const key = `${method} ${path}`;
    if (method === 'ALL' || seen.has(key) || SKIPPED.has(key)) continue;
    if (!path.startsWith('/api/admin/') && !path.startsWith('/api/sync/')) continue;
    seen.add(key);
    out.push({ method, path });
  }
  return out;
}

const IDS = () => [existing, 'not-a-uuid', '%00', '99999999999999999999999', '-1'];

const QUERIES = [
  'q=a%00b&status=%00&actor=%00&entity=%00&entityId=%00',
  'since=99999999999999999999&before=99999999999999999999&page=-1&limit=1e309',
  'from=0000-01-01T00:00:00Z&to=99999-12-31&page=NaN&pageSize=0',
  'sort=%27%3B%20drop%20table%20users&order=sideways&flagged=maybe',
];

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const bodies = (): (string | undefined)[] => [
  undefined,
  '{}',
  'null',
  '[]',
  '{"broken": ',
  deep(5000),
  JSON.stringify({ id: '\u0000', name: '\u0000', email: 'a\u0000@b.ee', status: '\u0000' }),
  '{"status": 99999999999999999999, "priority": [], "assignedTo": {}, "notes": 1e999}',
  JSON.stringify({ mutations: [{ id: '\u0000', name: 'contact.setStatus\u0000', args: {} }] }),
  JSON.stringify({
    mutations: [
      {
        id: '00000000-0000-4000-8000-000000000000',
        name: 'contact.setStatus',
        args: { id: existing, status: '\u0000' },
        baseVersion: '99999999999999999999',
      },
    ],
  }),
  JSON.stringify({ content: `${'>'.repeat(5000)} x`, content_et: '*'.repeat(40000) }),
  JSON.stringify({ email: 'x@y.ee', role: 'admin\u0000', password: '\u0000'.repeat(20) }),
];

describe('every admin and sync route, fuzzed', () => {
  it('answers crafted ids, queries and bodies without a 5xx', async () => {
    const found = routes();
    expect(found.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const { method, path } of found) {
      for (const id of path.includes(':id') ? IDS() : ['']) {
        const base = path.replace(':id', id);
        const queries = method === 'GET' ? QUERIES : [''];
        const sent = method === 'GET' || method === 'DELETE' ? [undefined] : bodies();
        for (const query of queries) {
          for (const body of sent) {
            const url = query ? `${base}?${query}` : base;
            const res = await send(method, url, body);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500) {
              failures.push(`${method} ${url} ${body?.slice(0, 60) ?? ''} → ${res.status}`);
            }
            await res.body?.cancel();
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Signed in and through to the handlers: most answers are validation, not the guard.
    expect(statuses.get(401) ?? 0).toBe(0);
    expect(statuses.get(403) ?? 0).toBe(0);
    expect((statuses.get(400) ?? 0) + (statuses.get(404) ?? 0)).toBeGreaterThan(100);
  });
});

/** As the back office sends a request (see `call`), with the body as raw text. */
function send(method: string, url: string, body: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'x-forwarded-for': '198.51.100.7',
    cookie: admin.cookie,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(ctx.app.request(url, { method, headers, body }));
}
