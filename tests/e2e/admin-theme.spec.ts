import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminSignIn, expect, test } from './admin-accounts.ts';
import { painted } from './painted.ts';
import { scaled } from './timeouts.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const theme = (page: Page) => page.locator('html');

// Issue #30, item 10: the back office has the public site's theme switch, and shares its choice.
test.use({ colorScheme: 'light' });

test('the theme switch in the back office changes the theme, keeps it, and shares it with the site', async ({
  page,
}) => {
  await page.goto('/admin');
  await adminSignIn(page);
  await expect(page.getByRole('table')).toBeVisible({ timeout: scaled(15_000) });
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');

  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await painted(page);
  const dark = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(dark.violations.map((v) => v.id)).toEqual([]);

  // Kept across a reload, against the system's light setting, and on the public site.
  await page.reload();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }),
  ).toBeVisible();
  await page.goto('/');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');

  // Chosen back on the site, light again in the back office.
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await page.goto('/admin');
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('table')).toBeVisible({ timeout: scaled(15_000) });
  const light = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(light.violations.map((v) => v.id)).toEqual([]);
});
