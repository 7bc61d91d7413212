import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminSignIn, expect, PARTNER, partnerSignIn, test } from './admin-accounts.ts';
import { scaled } from './timeouts.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('admin sign-in, its error and the dashboard meet WCAG 2.2 AA', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await adminSignIn(page);
      // The machine running the suite may be busy: allow the dashboard's queries more time.
      await expect(page.getByRole('table')).toBeVisible({ timeout: scaled(15_000) });
      expect(await violations(page)).toEqual([]);
    });

    test('Users and Audit Log meet WCAG 2.2 AA', async ({ page }) => {
      await page.goto('/admin/users');
      await adminSignIn(page);
      await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // Each landmark its own name (the page and its table were both "Users").
      const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
      expect(landmarks.violations.map((v) => v.id)).toEqual([]);
      await page
        .getByRole('navigation', { name: 'Back-office navigation' })
        .getByRole('link', { name: 'Audit Log' })
        .click();
      await expect(page.getByRole('table', { name: 'Audit log entries' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('partner sign-in and partner dashboard meet WCAG 2.2 AA', async ({ page }) => {
      await page.goto('/partners/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect(await violations(page)).toEqual([]);

      await partnerSignIn(page, PARTNER);
      await expect(page.getByRole('region', { name: 'Application status' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
