import { expect, test } from '../admin-accounts.ts';
import { names, openEntities, row } from './entities-helpers.ts';

// The entity tests' own server: these hide and show the demo partners.
test.use({ serverFor: 'admin-entities' });

test('chosen partners are hidden from the site, then shown again, together', async ({ page }) => {
  await openEntities(page, '?tab=partners');
  const [first, second] = (await names(page)).slice(0, 2) as [string, string];
  const active = (name: string) => row(page, name).getByRole('switch', { name: `Active: ${name}` });
  await expect(active(first)).toBeChecked();
  await expect(active(second)).toBeChecked();
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 partners selected.');

  await bulk.getByRole('button', { name: 'Hide Selected from the Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide these 2 partners from the site?' });
  await dialog.getByRole('button', { name: 'Hide Selected from the Site' }).click();
  await expect(bulk.getByRole('status')).toHaveText('2 partners hidden from the site.');
  await expect(active(first)).not.toBeChecked();
  await expect(active(second)).not.toBeChecked();

  await bulk.getByRole('button', { name: 'Show Selected on the Site' }).click();
  await page
    .getByRole('dialog', { name: 'Show these 2 partners on the site?' })
    .getByRole('button', { name: 'Show Selected on the Site' })
    .click();
  await expect(bulk.getByRole('status')).toHaveText('2 partners shown on the site.');
  await expect(active(first)).toBeChecked();
  await expect(active(second)).toBeChecked();
});
