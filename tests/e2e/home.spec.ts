import { expect, test } from './fixtures.ts';

test('the home page is complete without JavaScript', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Legal decisions, backed by Estonian case law' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/ \| Lumen Legal$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await context.close();
});

test('the home page hydrates with no console errors or warnings', { tag: '@smoke' }, async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Only a hydrated page answers its controls.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(consoleErrors).toEqual([]);
});

test('the admin bundle is not loaded on a public page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /admin/i.test(s))).toEqual([]);
});
