import type { Locator } from '@playwright/test';
import { expect, test } from '../admin-accounts.ts';
import { contactRows, openContacts } from './contacts-helpers.ts';
import { openSupport, ticketRows } from './support-helpers.ts';

/**
 * Issue #30, item 9: at 1440 px, opening a row's detail clipped the columns being changed in it
 * (Status, Priority, Received), and squeezed Support's priority badges to one letter.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** Column headings wholly in view in the table's scroll box. */
async function headingsInView(table: Locator): Promise<string[]> {
  const box = await table.locator('xpath=..').boundingBox();
  if (!box) throw new Error('The table is not shown.');
  const seen: string[] = [];
  for (const header of await table.getByRole('columnheader').all()) {
    const cell = await header.boundingBox();
    if (cell && cell.x >= box.x - 1 && cell.x + cell.width <= box.x + box.width + 1) {
      seen.push((await header.innerText()).trim());
    }
  }
  return seen;
}

test('with a contact open, its status, priority and date stay in view beside the panel', async ({
  page,
}) => {
  await openContacts(page);
  const table = page.getByRole('table', { name: /Contact submissions/ });
  await contactRows(page).first().click();
  await expect(page.getByRole('button', { name: 'Close details' })).toBeVisible();
  // The first heading is the page's checkbox.
  expect(await headingsInView(table)).toEqual(['', 'Name', 'Status', 'Priority', 'Received']);
  // Closed, every column is back.
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader')).toHaveText([
    '',
    'Name',
    'Email',
    'Company',
    'Subject',
    'Status',
    'Priority',
    'Received',
  ]);
});

test('with a ticket open, its status, priority and age stay in view, the badges whole', async ({
  page,
}) => {
  await openSupport(page);
  const table = page.getByRole('table', { name: /Support tickets/ });
  await ticketRows(page).first().click();
  await expect(page.getByRole('button', { name: 'Close details' })).toBeVisible();
  const seen = await headingsInView(table);
  expect(seen).toEqual(expect.arrayContaining(['Status', 'Priority']));
  expect(seen).not.toContain('Customer');
  // Priority badges read as words, not one letter.
  const badges = await table
    .getByRole('row')
    .getByRole('cell')
    .locator('.admin-tag')
    .allInnerTexts();
  expect(badges.filter((text) => text.trim().length === 1)).toEqual([]);
});
