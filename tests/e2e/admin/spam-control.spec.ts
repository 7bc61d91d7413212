import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';

/** Issue #30: one "Suspected spam" control, in one place (the filters), on every lead screen. */
test('every lead screen has the one Suspected spam checkbox among its filters', async ({
  page,
}) => {
  await page.goto('/admin');
  await adminSignIn(page);
  await expect(page.getByText('Signed in as')).toBeVisible({ timeout: scaled(15_000) });
  for (const path of ['contacts', 'sales', 'partners', 'support', 'newsletter']) {
    await page.goto(`/admin/${path}`);
    const filters = page.getByRole('search');
    const spam = filters.getByRole('checkbox', { name: 'Suspected spam' });
    await expect(spam, path).toBeVisible({ timeout: scaled(15_000) });
    // Nowhere else on the screen, and no other kind of control for it.
    await expect(page.getByRole('checkbox', { name: 'Suspected spam' }), path).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Show' }), path).toHaveCount(0);
    await spam.check();
    await expect(page, path).toHaveURL(/[?&]spam=1/);
    await expect(filters.getByRole('checkbox', { name: 'Suspected spam' }), path).toBeChecked();
  }
});
