import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createUser } from '../../server/services/users.ts';
import { removeDataDir, startServer } from '../../tests/e2e/server.ts';
import { buildIfStale } from '../build-if-stale.ts';
import { ADMIN } from './sync-seed.ts';

/**
 * The Reports screen (issue 49) in Chromium with LEADS leads (default 100,000) held locally,
 * spread evenly over the five lead tables and the last 400 days, a third of them answered:
 * - the time from clicking "Reports" in the navigation to every chart drawn (target ≤ 300 ms);
 * - the time from choosing another period to every chart drawn again (target ≤ 100 ms);
 * - the longest main-thread task meanwhile (target ≤ 200 ms);
 * - the JavaScript heap on the Reports screen against the Contacts screen, both after a garbage
 *   collection (target ≤ 50 MB more).
 * Charts report themselves drawn with the `lumen:report-chart` performance mark. Prints figures;
 * it is not a test.
 */
const LEADS = Number(process.env.LEADS ?? 100_000);

async function seed(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  const n = Math.floor(LEADS / 5);
  // Spread over 400 days; every third answered after (i % 48) hours.
  const at = `now() - ((i::bigint * 400 * 1440 / ${n})::int || ' minutes')::interval`;
  try {
    await migrate(db.sql);
    const sql = db.sql;
    await sql.unsafe(`
      insert into contact_submissions (name, email, message, status, language, source_referrer,
        utm_source, response_date, created_at)
      select 'Contact ' || i, 'contact' || i || '@example.ee', 'Message ' || i,
        (array['new','in_progress','resolved','closed'])[1 + i % 4],
        (array['en','et'])[1 + i % 2],
        (array[null, 'https://www.google.com', 'https://www.linkedin.com'])[1 + i % 3],
        (array[null, 'newsletter', 'google', 'linkedin'])[1 + i % 4],
        case when i % 3 = 0 then ${at} + ((i % 48) || ' hours')::interval end,
        ${at}
      from generate_series(1, ${n}) i`);
    await sql.unsafe(`
      insert into sales_enquiries (name, email, company, status, created_at)
      select 'Buyer ' || i, 'buyer' || i || '@example.ee', 'Firm ' || i,
        (array['new','contacted','qualified','won','lost'])[1 + i % 5], ${at}
      from generate_series(1, ${n}) i`);
    await sql.unsafe(`
      insert into support_tickets (customer_name, customer_email, subject, description, status,
        first_response_at, created_at)
      select 'Customer ' || i, 'customer' || i || '@example.ee', 'Ticket ' || i, 'Problem ' || i,
        (array['open','in_progress','waiting_customer','resolved','closed'])[1 + i % 5],
        case when i % 3 = 0 then ${at} + ((i % 48) || ' hours')::interval end,
        ${at}
      from generate_series(1, ${n}) i`);
    await sql.unsafe(`
      insert into partner_applications (name, email, company, partner_type, message, status, created_at)
      select 'Partner ' || i, 'partner' || i || '@example.ee', 'Integrator ' || i, 'reseller',
        'We would like to partner.', (array['pending','under_review','approved','rejected'])[1 + i % 4],
        ${at}
      from generate_series(1, ${n}) i`);
    await sql.unsafe(`
      insert into newsletter_signups (email, subscribed, confirmed_at, unsubscribed_at, created_at)
      select 'reader' || i || '@example.ee', i % 7 <> 0,
        case when i % 7 <> 0 then ${at} end,
        case when i % 7 = 0 then now() end, ${at}
      from generate_series(1, ${n}) i`);
    await createUser(sql, { ...ADMIN, role: 'admin' }, new Date());
  } finally {
    await db.close();
  }
}

/** The JavaScript heap in MB after a full garbage collection. */
async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** Waits until `count` charts have been drawn since `since` (page clock); the last one's time. */
async function chartsDrawn(page: Page, since: number, count: number): Promise<number> {
  await page.waitForFunction(
    ([s, c]) =>
      performance
        .getEntriesByName('lumen:report-chart', 'mark')
        .filter((m) => m.startTime >= (s as number)).length >= (c as number),
    [since, count] as const,
    { timeout: 120_000, polling: 10 },
  );
  return page.evaluate(
    (s) =>
      Math.max(
        ...performance
          .getEntriesByName('lumen:report-chart', 'mark')
          .filter((m) => m.startTime >= s)
          .map((m) => m.startTime),
      ),
    since,
  );
}

await buildIfStale();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lumen-bench-reports-'));
await seed(dataDir);
const server = await startServer({ dataDir, env: { SEED: 'none' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('/admin/login?next=/admin/contacts');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Contact Management' }).waitFor();
  // The first copy of every row: the Contacts list shows rows once it is done.
  await page.waitForFunction(
    () => document.querySelectorAll('main table tbody tr').length > 0,
    undefined,
    { timeout: 600_000 },
  );
  await page.waitForTimeout(2000);
  const contactsHeap = await heapMb(page);

  const longestSince = (since: number) =>
    page.evaluate(
      (s) =>
        Math.max(
          0,
          ...(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
            .filter((t) => t.start >= s)
            .map((t) => t.duration),
        ),
      since,
    );

  const navStart = await page.evaluate(() => performance.now());
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.locator('figure.report-card').first().waitFor();
  const charts = await page.locator('figure.report-card').count();
  const navEnd = await chartsDrawn(page, navStart, charts);
  const navLongest = await longestSince(navStart);

  const redraws: number[] = [];
  let redrawLongest = 0;
  for (const period of ['Last 90 days', 'Last 12 months', 'Last 30 days', 'Last 12 months']) {
    const start = await page.evaluate(() => performance.now());
    await page.getByRole('radio', { name: period }).check();
    redraws.push((await chartsDrawn(page, start, charts)) - start);
    redrawLongest = Math.max(redrawLongest, await longestSince(start));
  }
  await page.waitForTimeout(1000);
  const reportsHeap = await heapMb(page);
  const computing = await page.evaluate(() =>
    performance.getEntriesByName('lumen:report-compute', 'measure').map((m) => m.duration),
  );
  const sorted = [...redraws].sort((a, b) => a - b);
  process.stdout.write(
    `Reports screen with ${LEADS.toLocaleString('en')} leads held locally (${charts} charts)\n` +
      `  navigation to every chart drawn: ${(navEnd - navStart).toFixed(0)} ms (target ≤ 300 ms)\n` +
      `  period change to every chart redrawn: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms over ${sorted.length} changes (target ≤ 100 ms)\n` +
      `  of which computing the figures from the local copy: ${computing.map((c) => c.toFixed(0)).join(', ')} ms (each computation: opening, then each period)\n` +
      `  longest main-thread task: ${navLongest.toFixed(0)} ms while opening, ${redrawLongest.toFixed(0)} ms while changing periods (target ≤ 200 ms)\n` +
      `  JavaScript heap after GC: Contacts ${contactsHeap.toFixed(1)} MB, Reports ${reportsHeap.toFixed(1)} MB, +${(reportsHeap - contactsHeap).toFixed(1)} MB (target ≤ 50 MB)\n`,
  );
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(dataDir);
}
