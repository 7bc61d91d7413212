/**
 * Reports (issue 49): the server's figures for seeded leads are the ones worked out by hand,
 * and the same figures come out of the rows a device's local copy holds after a sync pull.
 * Editors get the newsletter's figures alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  computeReports,
  type ReportData,
  type ReportInput,
} from '../../../shared/reports/compute.ts';
import { presetPeriod } from '../../../shared/reports/period.ts';
import type { SyncChange } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { REPORT_ANSWERS, REPORT_NOW, REPORT_ROWS } from '../../helpers/report-seed.ts';
import { call, mutation, pullAll, push, type Session, signIn } from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let ctx: TestContext;
let admin: Session;
let editor: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(REPORT_NOW);
  admin = await signIn(ctx);
  editor = await signIn(
    ctx,
    { email: 'editor@lumen.example', password: 'Quiet-Meadow-Ink-58' },
    'editor',
  );
  for (const [table, rows] of Object.entries(REPORT_ROWS)) {
    await ctx.db.sql`insert into ${ctx.db.sql(table)} ${ctx.db.sql(rows as never)}`;
  }
});
afterAll(() => ctx.close());

async function serverReports(cookie: string, query = 'period=30d'): Promise<ReportData> {
  const res = await call(ctx, cookie, 'GET', `/api/admin/reports?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ReportData;
}

/** The rows of a device's copy: every pulled row, tombstones dropped as the device drops them. */
function localInput(changes: SyncChange[]): ReportInput {
  const rows = (table: string) =>
    changes.filter((c) => c.table === table && c.row.deleted_at === null).map((c) => c.row);
  return {
    leads: {
      contact: rows('contact_submissions') as never,
      sales: rows('sales_enquiries') as never,
      partner: rows('partner_applications') as never,
      support: rows('support_tickets') as never,
      replies: rows('lead_replies') as never,
    },
    newsletter: rows('newsletter_signups') as never,
    content: { blog: rows('blog_posts') as never, newsroom: rows('newsroom_posts') as never },
  };
}

describe('GET /api/admin/reports', () => {
  it('answers the seeded figures worked out by hand', async () => {
    const data = await serverReports(admin.cookie);
    expect(data.weeks).toEqual(REPORT_ANSWERS.weeks);
    expect(data.leads?.weekly).toEqual(REPORT_ANSWERS.weekly);
    expect(data.leads?.previousTotal).toEqual(REPORT_ANSWERS.previousTotal);
    expect(data.response?.contact.median.map((v) => (v === null ? null : v / 3_600_000))).toEqual(
      REPORT_ANSWERS.contactMedianHours,
    );
    expect(data.response?.supportOverdue).toEqual(REPORT_ANSWERS.supportOverdue);
    expect(data.spam).toEqual(REPORT_ANSWERS.spam);
    expect(data.newsletter).toEqual(REPORT_ANSWERS.newsletter);
  });

  it('agrees with the figures computed from the local copy a sync pull brings', async () => {
    const { changes } = await pullAll(ctx, admin.cookie);
    for (const query of [
      'period=30d',
      'period=90d',
      'period=12m',
      'period=custom&from=2026-02-01&to=2026-03-20',
    ]) {
      const server = await serverReports(admin.cookie, query);
      const local = computeReports(
        localInput(changes),
        query === 'period=30d'
          ? presetPeriod('30d', REPORT_NOW)
          : query === 'period=90d'
            ? presetPeriod('90d', REPORT_NOW)
            : query === 'period=12m'
              ? presetPeriod('12m', REPORT_NOW)
              : { start: Date.UTC(2026, 1, 1), end: Date.UTC(2026, 2, 21) },
        REPORT_NOW,
      );
      expect(local, query).toEqual(server);
    }
  });

  it('gives an editor the newsletter figures and no lead figure', async () => {
    const data = await serverReports(editor.cookie);
    expect(data.leads).toBeUndefined();
    expect(data.response).toBeUndefined();
    expect(data.funnels).toBeUndefined();
    expect(data.spam).toBeUndefined();
    expect(data.newsletter).toEqual(REPORT_ANSWERS.newsletter);
    expect(data.content).toEqual({ blog: [0, 0, 0, 0, 0], newsroom: [0, 0, 0, 0, 0] });
  });

  it('counts a restoration in the week staff restored the lead, and the lead among the leads', async () => {
    const flagged = REPORT_ROWS.contact_submissions.find((r) => r.spam_reason !== null);
    const { results } = await push(ctx, admin.cookie, [
      mutation('contact.restore', { id: flagged?.id }),
    ]);
    expect(results[0]).toMatchObject({ status: 'applied' });
    const data = await serverReports(admin.cookie);
    expect(data.spam).toEqual({ flagged: [0, 1, 1, 0, 0], restored: [0, 0, 1, 0, 1] });
    expect(data.leads?.weekly.contact).toEqual([3, 2, 1, 1, 0]);
  });

  it('refuses a custom range that ends before it starts', async () => {
    const res = await call(
      ctx,
      admin.cookie,
      'GET',
      '/api/admin/reports?period=custom&from=2026-03-20&to=2026-03-01',
    );
    expect(res.status).toBe(400);
  });
});
