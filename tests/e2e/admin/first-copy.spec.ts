import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN, adminSignIn } from '../admin-accounts.ts';
import { copyOfDataTemplate } from '../data-templates.ts';
import { test as base, expect } from '../fixtures.ts';
import { holdRequests } from '../hold-requests.ts';
import { removeDataDir, type ServerProcess, startServer } from '../server.ts';
import { scaled } from '../timeouts.ts';

/**
 * Issue #24: the first sign-in on a large database copies every record to the browser before a
 * screen can count them. The screens read nothing meanwhile (so the copy stays linear) and show
 * how far it is instead; then their figures.
 */
const ROWS = 50_000;
/** The contacts, and the five reply templates every database starts with (migration 0017). */
const RECORDS = ROWS + 5;
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Every pull after the first page: held, the copy stops after its first page for the checks.
 * A copy asks 1,000 rows first (FIRST_COPY_PAGE, web/src/sync/pull.ts).
 */
const LATER_PULLS = /\/api\/sync\/pull\?since=[1-9]/;

const test = base.extend<object, { server: ServerProcess }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const dataDir = await copyOfDataTemplate(
        JSON.stringify({ contacts: ROWS, admin: ADMIN.email }),
        (dir) =>
          promisify(execFile)(
            path.join(ROOT, 'node_modules/.bin/tsx'),
            ['tests/e2e/many-contacts-cli.ts', JSON.stringify({ rows: ROWS, ...ADMIN })],
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

const COPYING = 'Copying records to this device';
/** The whole copy, once let through, on a busy two-core machine. */
const COPY_TIMEOUT = scaled(60_000);

test.describe('the first copy of 50,000 records', () => {
  test('the dashboard shows its progress, then the figures', async ({ page }) => {
    await page.goto('/admin/login');
    const release = await holdRequests(page, LATER_PULLS);
    await adminSignIn(page);
    const dashboard = page.getByRole('region', { name: 'Dashboard' });
    const bar = dashboard.getByRole('progressbar', { name: COPYING });
    await expect(bar).toBeVisible({ timeout: scaled(20_000) });
    await expect(bar).toHaveJSProperty('value', 1_000);
    await expect(bar).toHaveJSProperty('max', RECORDS);
    await expect(dashboard.getByRole('status')).toHaveText('Copying 1,000 of 50,005 records…');
    await expect(dashboard).toHaveAttribute('aria-busy', 'true');
    await expect(dashboard.getByRole('definition')).toHaveCount(0);

    release();
    const stat = (label: string) =>
      dashboard
        .getByRole('term')
        .filter({ hasText: label })
        .locator('xpath=following-sibling::dd[1]');
    await expect(stat('Contact submissions')).toHaveText('50,000', { timeout: COPY_TIMEOUT });
    await expect(bar).toHaveCount(0);
    await expect(dashboard).toHaveAttribute('aria-busy', 'false');
  });

  test("a lead screen's counters show it too, then the counts", async ({ page }) => {
    await page.goto('/admin/login?next=%2Fadmin%2Fcontacts');
    const release = await holdRequests(page, LATER_PULLS);
    await adminSignIn(page);
    const counters = page.getByRole('region', { name: 'Submissions by status' });
    await expect(counters.getByRole('progressbar', { name: COPYING })).toBeVisible({
      timeout: scaled(20_000),
    });
    await expect(counters.getByRole('status')).toHaveText('Copying 1,000 of 50,005 records…');
    await expect(counters.getByRole('definition')).toHaveText(['–', '–', '–', '–']);

    release();
    // Every fourth row has each status.
    await expect(counters.getByRole('definition')).toHaveText(
      ['12500', '12500', '12500', '12500'],
      { timeout: COPY_TIMEOUT },
    );
    await expect(counters.getByRole('progressbar')).toHaveCount(0);
  });
});
