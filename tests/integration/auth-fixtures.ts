import { createUser } from '../../server/services/users.ts';
import type { UserRole } from '../../shared/constants.ts';
import type { TestContext } from '../helpers/app.ts';

/** The origin `app.request()` gives requests, i.e. the site's own origin in these tests. */
export const ORIGIN = 'http://localhost';
export const ADMIN = { email: 'admin@lumen.example', password: 'Granite-Harbour-Lantern-42' };
export const PARTNER = { email: 'partner@acme.example', password: 'Velvet-Orchard-Compass-17' };

export async function createAccount(
  ctx: TestContext,
  account: { email: string; password: string },
  role: UserRole,
): Promise<string> {
  const user = await createUser(ctx.db.sql, { ...account, role }, ctx.clock.now());
  return user.id;
}

export function post(
  ctx: TestContext,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  // An empty value leaves the header out (e.g. origin: '' for a desktop client).
  const all = Object.entries({ 'content-type': 'application/json', origin: ORIGIN, ...headers });
  return Promise.resolve(
    ctx.app.request(path, {
      method: 'POST',
      headers: Object.fromEntries(all.filter(([, v]) => v !== '')),
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

export function get(
  ctx: TestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(ctx.app.request(path, { headers }));
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: Response, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k) jar.set(k, v.join('='));
  }
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (expired || value.join('=') === '') jar.delete(name.trim());
    else jar.set(name.trim(), value.join('='));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Browser sign-in; returns the Cookie header to send afterwards. */
export async function browserLogin(
  ctx: TestContext,
  account: { email: string; password: string },
): Promise<string> {
  const res = await post(ctx, '/api/auth/login', account);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookieHeader(res);
}

export interface DesktopTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export async function desktopLogin(
  ctx: TestContext,
  account: { email: string; password: string },
): Promise<DesktopTokens> {
  const res = await post(ctx, '/api/auth/token', account, { origin: '' });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as DesktopTokens;
}

export async function auditActions(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.db.sql<{ action: string }[]>`select action from audit_log order by id`;
  return rows.map((r) => r.action);
}
