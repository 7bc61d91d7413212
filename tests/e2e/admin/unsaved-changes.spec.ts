import type { Page } from '@playwright/test';
import { expect, test } from '../admin-accounts.ts';
import { openAdmin } from './posts-helpers.ts';

/** Issue #30, item 7: leaving a form with unsaved changes asks first. */
const question = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test('a post with unsaved changes asks before Cancel, a link or closing the tab', async ({
  page,
}) => {
  await openAdmin(page, '/admin/blog/new', 'New Blog Post');
  // Untouched, Cancel just goes back.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();

  await page.getByRole('link', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('A draft not yet saved');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(
    'Your changes have not been saved. Leave and discard them?',
  );
  // Stay: the draft is still there.
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('A draft not yet saved');

  // Closing the tab: the browser asks (and staying keeps the page).
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // A link in the navigation, then leaving: the draft is discarded.
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await question(page).getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an entity form with unsaved changes asks before Cancel; saved, it closes without asking', async ({
  page,
}) => {
  await openAdmin(page, '/admin/entities?tab=team', 'Entity Management');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('region', { name: 'Add team member' });
  await form.getByLabel('Name (required)').fill('Mari Maasikas');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await question(page).getByRole('button', { name: 'Stay' }).click();
  // The question goes (until then the form behind it is inert and takes no typing).
  await expect(question(page)).toHaveCount(0);
  await expect(form.getByLabel('Name (required)')).toHaveValue('Mari Maasikas');

  await form.getByLabel('Position (required)').fill('Legal Engineer');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Mari Maasikas' })).toBeVisible();
});
