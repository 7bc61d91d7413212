import type { Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';

/**
 * Issue #30, item 3: a screen opened offline for the first time. The service worker is blocked
 * here (playwright.config.ts), as before it has finished installing on a first visit.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Back-office navigation' });

async function openBackOffice(page: Page): Promise<void> {
  await page.goto('/admin');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('once the back office is open, a screen never opened before still opens offline', async ({
  page,
  context,
}) => {
  await openBackOffice(page);
  // The code of every screen is fetched while the page idles after the first one shows.
  await page.waitForFunction(
    () => performance.getEntriesByName('lumen:admin-screens-loaded').length > 0,
  );
  await context.setOffline(true);
  await nav(page).getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Mail', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
});

test('a screen whose code cannot be fetched says so inside the back office, with a way on', async ({
  page,
}) => {
  // As offline before the screen's code was ever fetched: its file does not arrive.
  await page.route(/\/assets\/audit-page-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await openBackOffice(page);
  await nav(page).getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This screen is not available offline yet' }),
  ).toBeVisible();
  await expect(page.getByText('Connect to the internet and try again.')).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  // Still inside the shell: the navigation is there, and Go Home leads back to the dashboard.
  await expect(nav(page)).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Back online, Try Again loads the page anew and the screen opens.
  await page.unroute(/\/assets\/audit-page-[^/]+\.js$/);
  await nav(page).getByRole('link', { name: 'Audit Log', exact: true }).click();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
});
