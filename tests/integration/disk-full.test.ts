/**
 * The database's disk fills up: reads still work, so `select 1` says nothing, but every write
 * fails with PostgreSQL's disk_full. Leads then get a clear 503 with Retry-After (never a bare
 * 500, and nothing half-stored), health reports the disk for a load balancer, and the log says it
 * once, not once per request. The failure is PostgreSQL's own error (SQLSTATE 53100), raised here
 * by a trigger as "could not extend file" raises it; `npm run bench:faults` fills a real disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/logger.ts';
import { STORAGE_CLEAR_AFTER_MS, storageProbe } from '../../server/storage-alarm.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
const logged: { level: string; event: string }[] = [];
const logger: Logger = {
  info: (event) => logged.push({ level: 'info', event }),
  warn: (event) => logged.push({ level: 'warn', event }),
  error: (event) => logged.push({ level: 'error', event }),
};

/**
 * The alarm's test write, as the real one (storage-alarm.ts `storageProbe`) but into the table
 * the simulated full disk refuses, rolled back.
 */
const probe = async () => {
  const rolledBack = new Error('rolled back');
  await ctx.db.sql
    .begin(async (tx) => {
      await tx`insert into contact_submissions (name, email, message)
               values ('Probe', 'probe@lumen.example', 'Probe')`;
      throw rolledBack;
    })
    .catch((err: unknown) => {
      if (err !== rolledBack) throw err;
    });
};

beforeAll(async () => {
  ctx = await createTestApp(ENV, { logger, storageProbe: probe });
});
afterAll(async () => {
  await ctx.close();
});

const contact = (n: number) => ({
  name: `Mari Tamm ${n}`,
  email: `mari${n}@firma.ee`,
  message: 'Please call me back.',
  started_at: startedAgo(ctx),
});
const health = () => Promise.resolve(ctx.app.request('/api/health'));
const storageEvents = () => logged.filter((l) => l.event.startsWith('storage_'));

async function fillDisk(): Promise<void> {
  await ctx.db.sql.unsafe(`
    create function fail_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/5/16397": No space left on device'
        using errcode = 'disk_full';
    end $$;
    create trigger contact_disk_full before insert on contact_submissions
      for each row execute function fail_disk_full();`);
}
async function freeDisk(): Promise<void> {
  await ctx.db.sql.unsafe(`
    drop trigger contact_disk_full on contact_submissions;
    drop function fail_disk_full();`);
}

describe('when the database disk is full', () => {
  it('answers leads 503 with Retry-After, reports it in health, logs it once and recovers', async () => {
    expect((await health()).status).toBe(200);
    expect((await postJson(ctx, '/api/contact', contact(0), { ip: '203.0.113.1' })).status).toBe(
      201,
    );

    await fillDisk();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        postJson(ctx, '/api/contact', contact(n), { ip: `203.0.113.${n + 1}` }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('60');
      expect(await res.json()).toEqual({
        error: {
          code: 'storage_full',
          message: 'We cannot store anything right now. Nothing was saved; please try again later.',
        },
      });
    }
    const [stored] = await ctx.db.sql<{ count: number }[]>`
      select count(*)::int as count from contact_submissions`;
    expect(stored?.count).toBe(1);

    const reported = await health();
    expect(reported.status).toBe(503);
    expect(((await reported.json()) as { error: { code: string } }).error.code).toBe(
      'storage_full',
    );
    expect(storageEvents()).toEqual([{ level: 'error', event: 'storage_full' }]);
    expect(logged.filter((l) => l.event === 'unhandled_error')).toEqual([]);

    // Space is freed: the next lead is stored, and health is 200 again at once.
    await freeDisk();
    expect((await postJson(ctx, '/api/contact', contact(6), { ip: '203.0.113.9' })).status).toBe(
      201,
    );
    expect((await health()).status).toBe(200);
    expect(storageEvents()).toEqual([
      { level: 'error', event: 'storage_full' },
      { level: 'info', event: 'storage_recovered' },
    ]);
  });

  it('stays raised while the disk is full, and clears as soon as space is freed, without traffic', async () => {
    logged.length = 0;
    await fillDisk();
    expect((await postJson(ctx, '/api/contact', contact(7), { ip: '203.0.113.20' })).status).toBe(
      503,
    );
    // No writes arrive (a load balancer drained the instance): health's own test write fails
    // for as long as the disk is full, past the minute after the last failed write too.
    expect((await health()).status).toBe(503);
    ctx.clock.advance(STORAGE_CLEAR_AFTER_MS + 1_000);
    expect((await health()).status).toBe(503);
    await freeDisk();
    expect((await health()).status).toBe(200);
    expect(storageEvents()).toEqual([
      { level: 'error', event: 'storage_full' },
      { level: 'info', event: 'storage_recovered' },
    ]);
    const stored = await ctx.db.sql<{ count: number }[]>`
      select count(*)::int as count from contact_submissions where name = 'Probe'`;
    expect(stored[0]?.count).toBe(0);
  });

  it("the database's own test write goes through and leaves nothing behind", async () => {
    await storageProbe(ctx.db.sql)();
    const [left] = await ctx.db.sql<{ table: string | null }[]>`
      select to_regclass('storage_probe')::text as table`;
    expect(left?.table).toBeNull();
  });
});
