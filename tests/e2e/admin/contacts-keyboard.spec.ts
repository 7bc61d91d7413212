import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { holdRequests } from '../hold-requests.ts';
import {
  contactRows,
  detailPanel,
  openContacts,
  seedContacts,
  serverContacts,
  taggedContacts,
} from './contacts-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * Presses Tab until `target` has focus (at most `limit` times: from the top of the page that is
 * past the navigation, which grows with the screens).
 */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('Contact Management by keyboard', () => {
  test('triage without a mouse: open, change, close, move on, respond, delete', async ({
    page,
  }) => {
    const tag = `Keys${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 3));
    await openContacts(page, `?q=${tag}`);
    const rows = contactRows(page);
    await expect(rows).toHaveCount(3);
    // Newest first: the last seeded is on top.
    const first = rows.filter({ hasText: `${tag} Person 03` });
    const second = rows.filter({ hasText: `${tag} Person 02` });

    await tabTo(page, first);
    await page.keyboard.press('Enter');
    const panel = detailPanel(page, `${tag} Person 03`);
    await expect(panel.getByRole('heading', { name: `${tag} Person 03` })).toBeFocused();
    const status = panel.getByLabel('Status', { exact: true });
    await tabTo(page, status);
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('in_progress');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(first).toBeFocused();
    await expect(first.getByRole('cell').nth(4)).toHaveText('In Progress');

    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press(' ');
    const next = detailPanel(page, `${tag} Person 02`);
    await expect(next.getByRole('heading', { name: `${tag} Person 02` })).toBeFocused();
    const respond = next.getByRole('button', { name: 'Mark as Responded' });
    await tabTo(page, respond);
    await page.keyboard.press('Enter');
    await expect(next.getByRole('button', { name: 'Response Sent' })).toBeFocused();

    const remove = next.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Escape closes only the dialog, and focus goes back to Delete.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(next).toBeVisible();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(next).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeFocused();
    await expect(rows).toHaveCount(2);

    await expect
      .poll(async () =>
        (await serverContacts(page, { q: tag })).items.map((r) => [
          r.name,
          r.status,
          r.response_sent,
        ]),
      )
      .toEqual([
        [`${tag} Person 03`, 'in_progress', false],
        [`${tag} Person 01`, 'new', false],
      ]);
  });

  test('loading, then a search that matches nothing, then clearing it', async ({ page }) => {
    const release = await holdRequests(page, '**/api/sync/pull*');
    await page.goto('/admin/contacts');
    await adminSignIn(page);
    await expect(page.getByText('Loading contact submissions…')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Submissions by status' }).getByRole('definition'),
    ).toHaveText(['–', '–', '–', '–']);
    await expect(page.getByText('Not synced yet')).toBeVisible();
    release();
    await expect(contactRows(page).first()).toBeVisible();
    await expect(page.getByText(/^Last synced \d{2}:\d{2}$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-contact-anywhere');
    await expect(page.getByText('No submissions match the search and filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(contactRows(page).first()).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('Contact Management, its detail panel and its dialog meet WCAG 2.2 AA', async ({
      page,
    }) => {
      await openContacts(page);
      await expect(contactRows(page).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await contactRows(page).filter({ hasText: 'Maria Tamm' }).click();
      const panel = detailPanel(page, 'Maria Tamm');
      await expect(panel).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    });
  });
}
