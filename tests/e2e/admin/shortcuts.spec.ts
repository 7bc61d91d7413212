import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { contactRows, openContacts } from './contacts-helpers.ts';

/** Issue #30, item 11: the back office's keys. */
test('/ goes to search, j and k move between rows, e opens one, ? lists the keys', async ({
  page,
}) => {
  await openContacts(page);
  const rows = contactRows(page);
  const shown = await rows.count();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await page.getByRole('heading', { level: 1, name: 'Contact Management' }).click();

  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // In a field the letters are text, not keys.
  await page.keyboard.type('jk');
  await expect(search).toHaveValue('jk');
  await search.fill('');
  // The rows "jk" may have filtered away are back before j moves between them.
  await expect(rows).toHaveCount(shown);
  await page.getByRole('heading', { level: 1, name: 'Contact Management' }).click();

  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toBeFocused();

  const name = (await rows.nth(0).getByRole('rowheader').innerText()).trim();
  await page.keyboard.press('e');
  await expect(page.getByRole('region', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('definition')).toHaveText([
    'Run a command, or go to any screen or record',
    'Go to the search box',
    'Next row',
    'Previous row',
    'Open or edit the row',
    'Show these shortcuts',
    // Issue #45: on an open lead (palette-commands.spec.ts).
    'Set the status',
    'Set the priority',
    'Assign to a colleague',
    'Reply',
  ]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('on an entity table, j and k move between the rows and e edits the row', async ({ page }) => {
  await page.goto('/admin/entities?tab=investors');
  await adminSignIn(page);
  const rows = page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Entity Management' }).click();

  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const second = rows.nth(1);
  await expect(second.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(0).getByRole('checkbox')).toBeFocused();
  const name = (await rows.nth(0).locator('.entity-name__name').innerText()).trim();
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/[?&]edit=[0-9a-f-]{36}/);
  await expect(page.getByRole('textbox', { name: /^Name/ }).first()).toHaveValue(name);
});
