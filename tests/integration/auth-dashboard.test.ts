import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../server/logger.ts';
import { loadDashboard } from '../../server/services/dashboard.ts';
import {
  COUNTED_KEYS,
  DASHBOARD_TABLES,
  type DashboardRow,
  summariseDashboard,
} from '../../shared/admin/dashboard.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ADMIN, browserLogin, createAccount, get } from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
  cookie = await browserLogin(ctx, ADMIN);
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

interface Dashboard {
  stats: Record<string, number>;
  changes: Record<string, { current30d: number; previous30d: number; percent: number | null }>;
  recentActivity: { type: string; name: string; email: string; created_at: string }[];
  unavailable: boolean;
}

describe('GET /api/admin/dashboard', () => {
  it('counts rows (never soft-deleted ones) and compares the last 30 days with the 30 before', async () => {
    const sql = ctx.db.sql;
    const now = ctx.clock.now().getTime();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    // Contacts: 3 in the last 30 days, 2 in the 30 before, 1 older, 1 deleted.
    for (const [i, days] of [1, 2, 3, 40, 50, 90].entries()) {
      await sql`insert into contact_submissions (name, email, message, created_at)
        values (${`Contact ${i}`}, ${`c${i}@example.ee`}, 'Hello', ${at(days)})`;
    }
    await sql`insert into contact_submissions (name, email, message, created_at, deleted_at)
      values ('Deleted', 'deleted@example.ee', 'Hello', ${at(1)}, ${at(0)})`;
    for (const days of [5, 6]) {
      await sql`insert into sales_enquiries (name, email, company, created_at)
        values ('Sales person', ${`s${days}@example.ee`}, 'Buyer AS', ${at(days)})`;
    }
    for (const days of [0.5, 45]) {
      await sql`insert into support_tickets (customer_name, customer_email, subject, description, created_at)
        values ('Kai Kask', ${`k${days}@example.ee`}, 'Help', 'Broken', ${at(days)})`;
    }
    await sql`insert into partner_applications (name, email, company, partner_type, message, created_at)
      values ('Pia Partner', 'pia@example.ee', 'Pia OÜ', 'reseller', 'Hi', ${at(4)})`;
    await sql`insert into team_members (name, position, created_at) values ('Tiit', 'CTO', ${at(10)})`;
    await sql`insert into investors (name, created_at) values ('Fund', ${at(100)})`;
    await sql`insert into partners (name, created_at) values ('Platform', ${at(10)})`;
    await sql`insert into advisory_members (name, created_at) values ('Adviser', ${at(10)})`;
    await sql`insert into advisory_members (name, created_at, deleted_at) values ('Gone', ${at(10)}, ${at(1)})`;
    await sql`insert into newsletter_signups (email, created_at) values ('n@example.ee', ${at(3)})`;
    // Suspected spam counts nowhere and is never recent activity.
    await sql`insert into contact_submissions (name, email, message, created_at, spam_reason, spam_at)
      values ('Bot', 'bot@example.ee', 'Buy', ${at(0.1)}, 'honeypot', ${at(0.1)})`;

    const res = await get(ctx, '/api/admin/dashboard', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Dashboard;
    expect(body.unavailable).toBe(false);
    expect(body.stats).toEqual({
      newsletters: 1,
      blogPosts: 0,
      newsroomPosts: 0,
      teamMembers: 1,
      investors: 1,
      partners: 1,
      advisors: 1,
      contacts: 6,
      sales: 2,
      support: 2,
      partnerApplications: 1,
      totalEntities: 4,
    });
    expect(body.changes.contacts).toEqual({ current30d: 3, previous30d: 2, percent: 50 });
    expect(body.changes.support).toEqual({ current30d: 1, previous30d: 1, percent: 0 });
    expect(body.changes.sales).toEqual({ current30d: 2, previous30d: 0, percent: null });
    expect(body.changes.totalEntities).toEqual({ current30d: 3, previous30d: 0, percent: null });

    // 5 latest per source (contacts: 5 of 6), merged newest first and cut to 10.
    expect(body.recentActivity).toHaveLength(10);
    expect(body.recentActivity.map((a) => `${a.type}:${a.name}`)).toEqual([
      'support:Kai Kask',
      'contact:Contact 0',
      'contact:Contact 1',
      'contact:Contact 2',
      'partner:Pia Partner',
      'sales:Sales person',
      'sales:Sales person',
      'contact:Contact 3',
      'support:Kai Kask',
      'contact:Contact 4',
    ]);
    expect(body.recentActivity[0]).toMatchObject({ email: 'k0.5@example.ee' });

    // The back office computes the same dashboard from its local copy (tombstones included).
    const tables = Object.fromEntries(
      await Promise.all(
        COUNTED_KEYS.map(async (key) => {
          const rows = await sql<
            Record<string, unknown>[]
          >`select * from ${sql(DASHBOARD_TABLES[key])}`;
          const iso = rows.map((r) =>
            Object.fromEntries(
              Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
            ),
          );
          return [key, iso as DashboardRow[]];
        }),
      ),
    );
    expect(summariseDashboard(tables, ctx.clock.now())).toEqual(body);
  });

  it('falls back to zeros and an empty list, flagged unavailable, when a query fails', async () => {
    // Every query fails as it would with the database gone.
    const broken = new Proxy(ctx.db.sql, {
      apply: () => {
        throw new Error('database unavailable');
      },
    });
    const result = await loadDashboard(broken, ctx.clock.now(), silentLogger);
    expect(result.unavailable).toBe(true);
    expect(Object.values(result.stats).every((n) => n === 0)).toBe(true);
    expect(result.recentActivity).toEqual([]);
  });
});
