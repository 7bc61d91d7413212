import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, adminSignIn } from '../admin-accounts.ts';
import { copyOfDataTemplate } from '../data-templates.ts';
import { test as base, expect } from '../fixtures.ts';
import { removeDataDir, type ServerProcess, startServer } from '../server.ts';
import { scaled } from '../timeouts.ts';
import { controlled } from './contacts-helpers.ts';
import { EDITOR } from './staff-accounts.ts';

/**
 * Issue 49: the Reports screen on seeded leads whose answers are known by hand
 * (tests/helpers/report-seed.ts). The custom range 2–31 March 2026 is the seed's "last 30 days".
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ACCOUNTS = [
  { ...ADMIN, role: 'admin' },
  { ...EDITOR, role: 'editor' },
];
const RANGE = '/admin/reports?period=custom&from=2026-03-02&to=2026-03-31';

const test = base.extend<object, { server: ServerProcess }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const dataDir = await copyOfDataTemplate(JSON.stringify({ reports: ACCOUNTS }), (dir) =>
        promisify(execFile)(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          ['tests/e2e/report-seed-cli.ts', JSON.stringify({ accounts: ACCOUNTS })],
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH,
              HOME: process.env.HOME,
              DATA_DIR: dir,
              LOG_LEVEL: 'error',
            },
          },
        ).then(() => {}),
      );
      const server = await startServer({ dataDir, env: { SEED: 'none' } });
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker', timeout: scaled(180_000) },
  ],
});

// Offline: the screen opens from the local copy (the service worker holds the app).
test.use({ serviceWorkers: 'allow' });

const card = (page: Page, title: string) => page.getByRole('figure', { name: title, exact: true });

/** The table a chart shows when switched to "Show as table", as rows of cell texts. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const figure = card(page, title);
  await figure.getByRole('checkbox', { name: 'Show as table' }).check();
  const rows = figure.getByRole('row');
  const out: string[][] = [];
  for (const row of await rows.all())
    out.push(
      await row
        .getByRole('cell')
        .or(row.getByRole('rowheader'))
        .or(row.getByRole('columnheader'))
        .allTextContents(),
    );
  return out;
}

async function expectSeededFigures(page: Page) {
  await expect(page.getByText('Leads: 16 (+433 % on the previous period, 3).')).toBeVisible();
  expect(await tableOf(page, 'Leads per week by form')).toEqual([
    ['Week of', 'Contact', 'Sales', 'Partner', 'Support', 'Newsletter', 'Previous period'],
    ['2 March 2026', '3', '0', '0', '2', '0', '0'],
    ['9 March 2026', '2', '1', '0', '0', '2', '1'],
    ['16 March 2026', '0', '2', '0', '0', '0', '1'],
    ['23 March 2026', '1', '0', '0', '0', '0', '1'],
    ['30 March 2026', '0', '0', '3', '0', '0', '0'],
  ]);
  const response = await tableOf(page, 'Time to first response: Contact');
  expect(response.slice(1, 3)).toEqual([
    ['2 March 2026', '2.0 h', '3.0 h'],
    ['9 March 2026', '4.0 h', '6.0 h'],
  ]);
  await expect(card(page, 'Time to first response: Contact')).toContainText(
    'Whole period: median 2.5 h, 90th percentile 6.0 h, 4 answered, 2 waiting.',
  );
  expect(await tableOf(page, 'Status: Contact')).toEqual([
    ['Category', 'Leads'],
    ['New', '2'],
    ['In progress', '1'],
    ['Resolved', '2'],
    ['Closed', '1'],
  ]);
  expect(await tableOf(page, 'Status: Partner')).toEqual([
    ['Category', 'Leads'],
    ['Pending', '1'],
    ['Under review', '0'],
    ['Approved', '1'],
    ['Rejected', '1'],
  ]);
}

test('the reports match the seeded answers, online and offline, chart and table alike', async ({
  page,
  context,
}) => {
  await page.goto('/admin/login');
  await adminSignIn(page);
  // The dashboard's small chart links to its report.
  const trend = page.getByRole('figure', { name: 'Leads per week' });
  await expect(trend.getByRole('img')).toBeVisible();
  await trend.getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?period=90d#leads-weekly$/);
  await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  await page.goto(RANGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The chart: the keyboard reads each week's exact values, the same as the table's.
  const flow = card(page, 'Leads per week by form');
  const chart = flow.getByRole('application');
  await expect(chart.locator('svg')).toBeVisible();
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  await expect(flow.locator('.report-readout')).toHaveText(
    '2 March 2026: Contact 3, Sales 0, Partner 0, Support 2, Newsletter 0, Previous period 0',
  );
  await page.keyboard.press('ArrowRight');
  await expect(flow.locator('.report-readout')).toHaveText(
    '9 March 2026: Contact 2, Sales 1, Partner 0, Support 0, Newsletter 2, Previous period 1',
  );
  await expectSeededFigures(page);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  // Offline: the same figures from the device's copy.
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectSeededFigures(page);
  await context.setOffline(false);
});

test('an editor sees the newsletter and content reports and no lead chart', async ({ page }) => {
  await page.goto('/admin/login');
  await adminSignIn(page, EDITOR);
  await page.goto(RANGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  expect(await tableOf(page, 'Newsletter growth')).toEqual([
    ['Week of', 'Confirmed', 'Pending', 'Unsubscribed'],
    ['2 March 2026', '0', '0', '0'],
    ['9 March 2026', '1', '1', '0'],
    ['16 March 2026', '0', '0', '1'],
    ['23 March 2026', '0', '0', '0'],
    ['30 March 2026', '0', '0', '0'],
  ]);
  await expect(page.getByRole('figure').locator('h3')).toHaveText([
    'Newsletter growth',
    'Posts published per week',
  ]);
  await expect(page.getByText(/^Leads:/)).toHaveCount(0);
});
