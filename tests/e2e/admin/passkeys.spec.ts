import AxeBuilder from '@axe-core/playwright';
import { SoftwareAuthenticator } from '../../helpers/software-authenticator.ts';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { KEYS, STAFF_ACCOUNTS } from './staff-accounts.ts';

// A passkey is removed from the Security screen only after a confirmation: removing one is not
// undone, and that device then signs in another way. The passkey is made by a software
// authenticator through the API (a browser here has no authenticator of its own).

test.use({ accounts: STAFF_ACCOUNTS });

test('removing a passkey asks first; keeping it changes nothing', async ({ page }) => {
  await page.goto('/admin/security');
  await adminSignIn(page, KEYS);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const headers = { Origin: new URL(page.url()).origin };
  // The test servers listen on a port of the system's choosing (PORT=0), so the origin the
  // server checks passkeys against (PUBLIC_ORIGIN's default) names port 0.
  const device = new SoftwareAuthenticator('http://127.0.0.1:0', '127.0.0.1');
  const options = await page.request.post('/api/auth/two-factor/passkeys/options', { headers });
  expect(options.status()).toBe(200);
  const added = await page.request.post('/api/auth/two-factor/passkeys', {
    headers,
    data: { name: 'Work laptop', response: device.register(await options.json()) },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.reload();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const remove = passkeys.getByRole('button', { name: 'Remove passkey Work laptop' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText(
    'The passkey “Work laptop” will no longer sign you in. Sign in on that device another way afterwards.',
  );
  // Focus starts on the safe choice.
  await expect(dialog.getByRole('button', { name: 'Keep It' })).toBeFocused();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(passkeys.getByRole('rowheader', { name: 'Work laptop' })).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The passkey “Work laptop” is removed.' }),
  ).toBeVisible();
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
});
