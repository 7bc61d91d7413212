import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { Sql } from '../../server/db/client.ts';
import { type Logger, silentLogger } from '../../server/logger.ts';
import { startServer } from '../../server/server.ts';
import {
  IDEMPOTENCY_RETENTION_MS,
  pruneExpired,
  RATE_LIMIT_RETENTION_MS,
  SENT_MAIL_RETENTION_MS,
  startMaintenanceJob,
} from '../../server/services/maintenance.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, postJson, startedAgo } from './leads-helpers.ts';

const HOUR = 60 * 60 * 1000;
/** What a run of the job answers when nothing had expired. */
const NOTHING_PRUNED = {
  idempotencyKeys: 0,
  rateLimits: 0,
  suspectedSpam: 0,
  sentMail: 0,
  auditEntries: 0,
  tombstones: 0,
  syncMutations: 0,
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  ctx.clock.set('2025-06-01T09:00:00Z');
  await ctx.db.sql`delete from idempotency_keys`;
  await ctx.db.sql`delete from rate_limits`;
});

const deps = () => ({ sql: ctx.db.sql, clock: ctx.clock, logger: silentLogger });

const lead = (message: string) => ({
  name: 'Mari Maasikas',
  email: 'mari@firma.ee',
  message,
  started_at: startedAgo(ctx),
});

async function storedKeys(): Promise<string[]> {
  const rows = await ctx.db.sql<{ key: string }[]>`
    select key::text as key from idempotency_keys order by created_at`;
  return rows.map((r) => r.key);
}

async function windows(): Promise<string[]> {
  const rows = await ctx.db.sql<{ key: string; window_start: Date }[]>`
    select key, window_start from rate_limits order by window_start, key`;
  return rows.map((r) => `${r.key}@${r.window_start.toISOString()}`);
}

/** Rows written directly, `ago` milliseconds before the test clock's now. */
async function insertKey(ago: number, key = randomUUID()): Promise<string> {
  const createdAt = new Date(ctx.clock.now().getTime() - ago);
  await ctx.db.sql`
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
    values ('contact', ${key}, 'hash', 201, ${ctx.db.sql.json({ id: key })}, ${createdAt})`;
  return key;
}

async function insertWindow(key: string, ago: number): Promise<string> {
  const windowStart = new Date(ctx.clock.now().getTime() - ago);
  await ctx.db.sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 3)`;
  return `${key}@${windowStart.toISOString()}`;
}

describe('retention of sent mail and the audit log', () => {
  it('deletes mail sent more than 7 days ago and audit entries past the retention', async () => {
    const now = ctx.clock.now().getTime();
    const at = (ago: number) => new Date(now - ago);
    await ctx.db.sql`delete from mail_outbox`;
    await ctx.db.sql`delete from audit_log`;
    await ctx.db.sql`
      insert into mail_outbox (to_address, subject, text_body, kind, sent_at, created_at) values
        ('a@firma.ee', 'old', 'x', 'lead.contact', ${at(SENT_MAIL_RETENTION_MS + HOUR)}, ${at(9 * 24 * HOUR)}),
        ('b@firma.ee', 'recent', 'x', 'lead.contact', ${at(HOUR)}, ${at(2 * HOUR)}),
        ('c@firma.ee', 'unsent', 'x', 'lead.contact', null, ${at(30 * 24 * HOUR)})`;
    await ctx.db.sql`
      insert into audit_log (action, created_at) values
        ('auth.login', ${at(401 * 24 * HOUR)}), ('auth.login', ${at(399 * 24 * HOUR)})`;

    const result = await pruneExpired(deps());
    expect(result).toMatchObject({ sentMail: 1, auditEntries: 1 });
    const mail = await ctx.db.sql<
      { subject: string }[]
    >`select subject from mail_outbox order by subject`;
    // Unsent mail is never pruned, however old: it is still to be delivered.
    expect(mail.map((m) => m.subject)).toEqual(['recent', 'unsent']);
    expect(await count(ctx, 'audit_log')).toBe(1);

    // A shorter retention is the operator's choice (AUDIT_RETENTION_DAYS).
    expect(await pruneExpired(deps(), { auditRetentionDays: 30 })).toMatchObject({
      auditEntries: 1,
    });
    expect(await count(ctx, 'audit_log')).toBe(0);
  });
});

describe('pruneExpired', () => {
  it('deletes answers and windows from before the cutoff and keeps the ones at or after it', async () => {
    const oldKey = await insertKey(IDEMPOTENCY_RETENTION_MS + 1);
    const veryOldKey = await insertKey(30 * 24 * HOUR);
    const edgeKey = await insertKey(IDEMPOTENCY_RETENTION_MS);
    const recentKey = await insertKey(5 * 60_000);
    await insertWindow('form:contact:ip:203.0.113.1', RATE_LIMIT_RETENTION_MS + 1);
    await insertWindow('login:account:old@firma.ee', 3 * 24 * HOUR);
    const edge = await insertWindow('login:ip:203.0.113.2', RATE_LIMIT_RETENTION_MS);
    const current = await insertWindow('form:contact:ip:203.0.113.1', 0);

    expect(await pruneExpired(deps())).toEqual({
      idempotencyKeys: 2,
      rateLimits: 2,
      suspectedSpam: 0,
      sentMail: 0,
      auditEntries: 0,
    });

    const keys = await storedKeys();
    expect(keys).toEqual([edgeKey, recentKey]);
    expect(keys).not.toContain(oldKey);
    expect(keys).not.toContain(veryOldKey);
    expect(await windows()).toEqual([edge, current]);
    // Nothing left to do: a second run deletes nothing.
    expect(await pruneExpired(deps())).toEqual({
      idempotencyKeys: 0,
      rateLimits: 0,
      suspectedSpam: 0,
      sentMail: 0,
      auditEntries: 0,
    });
  });

  it('clears a backlog larger than one batch, batch by batch', async () => {
    const old = new Date(ctx.clock.now().getTime() - 2 * IDEMPOTENCY_RETENTION_MS);
    await ctx.db.sql`
      insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
      select 'contact', gen_random_uuid(), 'hash', 201, '{}'::jsonb, ${old}
      from generate_series(1, 23)`;
    await ctx.db.sql`
      insert into rate_limits (key, window_start, count)
      select 'form:contact:ip:198.51.100.' || n, ${old}, 1 from generate_series(1, 12) as n`;
    const keep = await insertKey(HOUR);
    const keepWindow = await insertWindow('form:contact:ip:203.0.113.1', HOUR);

    expect(await pruneExpired(deps(), { batchSize: 5 })).toEqual({
      idempotencyKeys: 23,
      rateLimits: 12,
      suspectedSpam: 0,
      sentMail: 0,
      auditEntries: 0,
    });
    expect(await storedKeys()).toEqual([keep]);
    expect(await windows()).toEqual([keepWindow]);
  });

  it('stops between batches once its signal is aborted', async () => {
    await insertKey(2 * IDEMPOTENCY_RETENTION_MS);
    const signal = AbortSignal.abort();
    expect(await pruneExpired(deps(), { signal })).toEqual({
      idempotencyKeys: 0,
      rateLimits: 0,
      suspectedSpam: 0,
      sentMail: 0,
      auditEntries: 0,
    });
    expect(await storedKeys()).toHaveLength(1);
  });
});

describe('pruning the rows written by the lead endpoints', () => {
  it('forgets expired keys and windows; a recent key still replays its first answer', async () => {
    const oldKey = randomUUID();
    const first = await postJson(ctx, '/api/contact', lead('Sent yesterday morning.'), {
      key: oldKey,
    });
    expect(first.status).toBe(201);
    const firstWindow = await windows();
    expect(firstWindow).toEqual(['form:contact:ip:203.0.113.10@2025-06-01T09:00:00.000Z']);

    ctx.clock.advance(23 * HOUR);
    const recentKey = randomUUID();
    const recentBody = lead('Sent an hour ago.');
    const recent = await postJson(ctx, '/api/contact', recentBody, { key: recentKey });
    expect(recent.status).toBe(201);
    const recentAnswer = await recent.json();

    ctx.clock.advance(HOUR + 60_000); // 2025-06-02T09:01: the first key is 24 h 1 min old
    expect(await pruneExpired(deps())).toEqual({
      idempotencyKeys: 1,
      rateLimits: 1,
      suspectedSpam: 0,
      sentMail: 0,
      auditEntries: 0,
    });
    expect(await storedKeys()).toEqual([recentKey]);
    expect(await windows()).toEqual(['form:contact:ip:203.0.113.10@2025-06-02T08:00:00.000Z']);

    const submissions = await count(ctx, 'contact_submissions');
    const replay = await postJson(ctx, '/api/contact', recentBody, { key: recentKey });
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(recentAnswer);
    expect(await count(ctx, 'contact_submissions')).toBe(submissions);

    // After its retention a key is unknown again: the same request counts as a new one.
    const late = await postJson(ctx, '/api/contact', lead('Sent yesterday morning.'), {
      key: oldKey,
    });
    expect(late.status).toBe(201);
    expect(await count(ctx, 'contact_submissions')).toBe(submissions + 1);
  });
});

describe('startMaintenanceJob', () => {
  async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('runs shortly after start and then on its interval, and not at all after stop()', async () => {
    await insertKey(2 * IDEMPOTENCY_RETENTION_MS);
    const job = startMaintenanceJob(deps(), { firstRunDelayMs: 10, intervalMs: 40 });
    try {
      await waitFor(async () => (await storedKeys()).length === 0);
      // The interval prunes rows that expired after the first run.
      await insertKey(2 * IDEMPOTENCY_RETENTION_MS);
      await waitFor(async () => (await storedKeys()).length === 0);
    } finally {
      await job.stop();
    }
    const left = await insertKey(2 * IDEMPOTENCY_RETENTION_MS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedKeys()).toEqual([left]);
    expect(await job.run()).toEqual(NOTHING_PRUNED);
    expect(await storedKeys()).toEqual([left]);
  });

  it('never runs twice at once: a second call joins the run in flight', async () => {
    await insertKey(2 * IDEMPOTENCY_RETENTION_MS);
    const job = startMaintenanceJob(deps(), { firstRunDelayMs: HOUR, intervalMs: HOUR });
    try {
      const a = job.run();
      const b = job.run();
      expect(b).toBe(a);
      expect(await a).toEqual({ ...NOTHING_PRUNED, idempotencyKeys: 1 });
    } finally {
      await job.stop();
    }
  });

  it('logs a failed run and keeps going instead of throwing', async () => {
    const errors: { event: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = {
      info: () => {},
      warn: () => {},
      error: (event, fields) => errors.push({ event, fields }),
    };
    // A query (a tagged template call) fails as with the database down; sql(name) helpers work.
    const down = ((parts: unknown) =>
      Array.isArray(parts)
        ? Promise.reject(new Error('connection refused'))
        : {}) as unknown as Sql;
    const job = startMaintenanceJob(
      { sql: down, clock: ctx.clock, logger },
      { firstRunDelayMs: HOUR, intervalMs: HOUR },
    );
    try {
      expect(await job.run()).toEqual(NOTHING_PRUNED);
      expect(await job.run()).toEqual(NOTHING_PRUNED);
    } finally {
      await job.stop();
    }
    expect(errors.map((e) => [e.event, e.fields?.error])).toEqual([
      ['maintenance_failed', 'connection refused'],
      ['maintenance_failed', 'connection refused'],
    ]);
  });
});

describe('with the server', () => {
  it('starts the job with the server; stop() ends it and closes the database cleanly', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-maintenance-'));
    const errors: string[] = [];
    const logger: Logger = { info: () => {}, warn: () => {}, error: (event) => errors.push(event) };
    try {
      const config = loadConfig({ PORT: '0', DATA_DIR: dir, SEED: 'none', LOG_LEVEL: 'silent' });
      const running = await startServer(config, logger);
      await running.stop();
      // The first run is still pending: it is cancelled, it does not hit the closed database.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
