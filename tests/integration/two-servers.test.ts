/**
 * Horizontal scale, shown: two server processes on one PostgreSQL server share submissions,
 * sessions, rate limits and live-sync notices. The database is DATABASE_URL's server when set
 * (CI's second integration run), else a throwaway cluster started here from Debian's PostgreSQL
 * binaries; without either the file is skipped and says why.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FAILURES } from '../../server/auth/sign-in.ts';
import { blogPostArgs } from '../helpers/blog-post-args.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { ADMIN, cookieHeader } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/** The one public origin both processes are reached at (behind one load balancer). */
const ORIGIN = 'https://lumen-legal.example';
const PG_ROOT = '/usr/lib/postgresql';

interface PostgresPlan {
  /** Where the test's own database goes, once made. */
  start(): Promise<{ url: string; stop(): Promise<void> }>;
}

/** How this machine can give the test a PostgreSQL server, or why it cannot. */
function planPostgres(): PostgresPlan | { skip: string } {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return { start: () => databaseOn(serverUrl) };
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const version = versions.at(-1);
  if (!version) {
    return {
      skip:
        `no DATABASE_URL and no PostgreSQL binaries under ${PG_ROOT} (install Debian's ` +
        "'postgresql' package, or set DATABASE_URL to a server this test may create databases on)",
    };
  }
  const bin = path.join(PG_ROOT, version, 'bin');
  // PostgreSQL refuses to run as root; as root, run it as the postgres user, as .ci/run does.
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) return { start: () => clusterOf(bin, null) };
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    return { skip: 'running as root, and there is no postgres user to run PostgreSQL as' };
  }
  return {
    start: () => clusterOf(bin, { uid: Number(uid.stdout), gid: Number(gid.stdout) }),
  };
}

/** A fresh database on an existing server, dropped again afterwards. */
async function databaseOn(serverUrl: string) {
  const name = `two_servers_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A throwaway cluster in a temporary directory on a free port, trusting local connections. */
async function clusterOf(bin: string, owner: { uid: number; gid: number } | null) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-pg-two-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const run = (tool: string, ...args: string[]) => {
    const command = owner
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          encoding: 'utf8',
          timeout: 120_000,
        })
      : spawnSync(path.join(bin, tool), args, { encoding: 'utf8', timeout: 120_000 });
    if (command.status !== 0) {
      throw new Error(`${tool} failed (${command.status}): ${command.stderr || command.error}`);
    }
  };
  const port = await freePort();
  try {
    run('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync');
    run(
      'pg_ctl',
      ...['-D', data, '-l', path.join(dir, 'log'), '-w', 'start'],
      ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`],
    );
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const plan = planPostgres();
if ('skip' in plan) {
  // Said where the suite's output shows it, not only as a skipped test.
  console.warn(`two-servers.test.ts skipped: ${plan.skip}.`);
}

/** A request as a browser on the public origin sends it, from `ip` (the proxy's X-Forwarded-For). */
function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  route: string,
  { body, cookie, ip = '198.51.100.20' }: { body?: unknown; cookie?: string; ip?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'x-forwarded-for': ip,
    'x-forwarded-proto': 'https',
    'user-agent': 'Mozilla/5.0 (two servers)',
  };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = randomUUID();
  }
  return fetch(`${server.url}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/login', { body: ADMIN });
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

function contact(message: string) {
  return {
    name: 'Mari Maasikas',
    email: 'mari@firma.ee',
    message,
    started_at: Date.now() - 20_000,
  };
}

/** Reads `event: … / data: …` blocks from a text/event-stream response, comments skipped. */
function eventReader(res: Response) {
  if (!res.body) throw new Error('The event stream has no body.');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<{ event: string; data: string }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim() ?? '';
        if (field('event') || field('data')) return { event: field('event'), data: field('data') };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('The event stream ended.');
      buffer += value;
    }
  };
}

describe.skipIf('skip' in plan)('two server processes on one PostgreSQL server', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: postgres.Sql;
  let database: { url: string; stop(): Promise<void> } | undefined;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    if ('skip' in plan) return;
    database = await plan.start();
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: ORIGIN,
      TRUST_PROXY: 'true',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first migrates and creates the admin, the second finds both done.
    a = await startServerProcess(env);
    started.push(a);
    b = await startServerProcess(env);
    started.push(b);
    expect(a.output()).toContain('(PostgreSQL server)');
    expect(b.url).not.toBe(a.url);
  });

  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await sql?.end({ timeout: 5 });
    await database?.stop();
  });

  it('stores a contact form submitted to each process once', async () => {
    const marker = randomUUID();
    const viaA = await call(a, 'POST', '/api/contact', { body: contact(`Through A ${marker}`) });
    const viaB = await call(b, 'POST', '/api/contact', { body: contact(`Through B ${marker}`) });
    expect([viaA.status, viaB.status]).toEqual([201, 201]);
    const ids = [
      ((await viaA.json()) as { id: string }).id,
      ((await viaB.json()) as { id: string }).id,
    ];
    const rows = await sql<{ id: string; message: string }[]>`
      select id, message from contact_submissions
      where message like ${`%${marker}`} order by message`;
    expect(rows).toEqual([
      { id: ids[0], message: `Through A ${marker}` },
      { id: ids[1], message: `Through B ${marker}` },
    ]);
  });

  it('keeps a session signed in on one process valid on the other, until it signs out there', async () => {
    const cookie = await signIn(a);
    // The access token A signed is accepted by B (a call that never falls back to the refresh
    // token), and so is the session it names.
    expect((await call(b, 'GET', '/api/sync/pull?since=0', { cookie })).status).toBe(200);
    const onB = await call(b, 'GET', '/api/auth/session', { cookie });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email);

    expect((await call(b, 'POST', '/api/auth/logout', { cookie })).status).toBe(204);
    // The same cookies, still unexpired, are refused by the process that issued them.
    expect((await call(a, 'GET', '/api/auth/session', { cookie })).status).toBe(401);
    expect((await call(a, 'GET', '/api/sync/pull?since=0', { cookie })).status).toBe(401);
  });

  it('counts failed sign-ins made through both processes against one limit', async () => {
    const windowOf = () => Math.floor(Date.now() / ACCOUNT_FAILURES.windowMs);
    // The counter has fixed windows: a run that straddles a window's end starts over (at most
    // once, as a run lasts seconds and a window minutes).
    for (let attempt = 0; attempt < 2; attempt++) {
      const account = { email: `target-${randomUUID()}@lumen-legal.example`, password: 'wrong' };
      const window = windowOf();
      const statuses: number[] = [];
      for (let i = 0; i < ACCOUNT_FAILURES.limit; i++) {
        // Alternating processes, from different addresses, so only the shared count can trip.
        const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/auth/login', {
          body: account,
          ip: `203.0.113.${10 + i}`,
        });
        statuses.push(res.status);
      }
      const nextOnA = await call(a, 'POST', '/api/auth/login', {
        body: account,
        ip: '203.0.113.90',
      });
      const nextOnB = await call(b, 'POST', '/api/auth/login', {
        body: account,
        ip: '203.0.113.91',
      });
      if (windowOf() !== window && attempt === 0) continue;
      expect(statuses).toEqual(Array(ACCOUNT_FAILURES.limit).fill(401));
      expect([nextOnA.status, nextOnB.status]).toEqual([429, 429]);
      expect(Number(nextOnB.headers.get('retry-after'))).toBeGreaterThan(0);
      return;
    }
  });

  it('tells an admin listening on one process about a submission made through the other', async () => {
    const cookie = await signIn(b);
    const controller = new AbortController();
    const res = await fetch(`${b.url}/api/sync/events`, {
      headers: { cookie, 'x-forwarded-proto': 'https' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      const next = eventReader(res);
      const first = await next();
      expect(first.event).toBe('changed');

      const submitted = await call(a, 'POST', '/api/contact', {
        body: contact(`Watched ${randomUUID()}`),
      });
      expect(submitted.status).toBe(201);
      const { id } = (await submitted.json()) as { id: string };
      const [row] = await sql<{ version: string }[]>`
        select version::text as version from contact_submissions where id = ${id}`;
      const wanted = BigInt(row?.version ?? '0');
      expect(wanted).toBeGreaterThan(0n);
      const versionOf = (data: string) => BigInt((JSON.parse(data) as { version: string }).version);
      // B may repeat the version it announced first; its notice of A's commit follows.
      let event = await next();
      while (versionOf(event.data) < wanted) event = await next();
      expect(event.event).toBe('changed');
      expect(versionOf(event.data)).toBeGreaterThanOrEqual(wanted);
    } finally {
      controller.abort();
    }
  });
  it("shows a post published through one process on the other's cached blog page", async () => {
    const blog = async (server: ServerProcess) => {
      const res = await call(server, 'GET', '/blog');
      expect(res.status).toBe(200);
      return { tag: res.headers.get('etag'), html: await res.text() };
    };
    // Held in B's memory: two answers that are one rendering (each rendering has its own form
    // start time, so only a kept page repeats its tag).
    const repeats = async () => {
      const first = await blog(b);
      const second = await blog(b);
      return first.tag === second.tag;
    };
    await expect.poll(repeats, { timeout: 20_000 }).toBe(true);
    const title = `Published through A ${randomUUID().slice(0, 8)}`;
    expect((await blog(b)).html).not.toContain(title);

    const cookie = await signIn(a);
    const pushed = await call(a, 'POST', '/api/sync/push', {
      cookie,
      body: {
        mutations: [
          {
            id: randomUUID(),
            name: 'blog.create',
            args: blogPostArgs({ title, slug: `two-servers-${randomUUID().slice(0, 8)}` }),
          },
        ],
      },
    });
    expect(pushed.status).toBe(200);
    expect(await pushed.json()).toMatchObject({ results: [{ status: 'applied' }] });
    // B hears A's commit through LISTEN and drops its copy; waiting for that, not for a time.
    await expect.poll(async () => (await blog(b)).html, { timeout: 20_000 }).toContain(title);
  });
});
