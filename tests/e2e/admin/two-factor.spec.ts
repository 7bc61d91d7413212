import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { SECURE, STAFF_ACCOUNTS } from './staff-accounts.ts';

// Two-step sign-in (issue #27, item 3): a staff member sets up an authenticator app on the
// Security screen, keeps the recovery codes shown once, and signs in with a code afterwards.

test.use({ accounts: STAFF_ACCOUNTS });

/** The app's code `steps` 30-second steps from now (the server accepts one step either way). */
function code(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

test('set up an authenticator app, sign out, and sign in with its code', async ({ page }) => {
  await page.goto('/admin/security');
  await adminSignIn(page, SECURE);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const app = page.getByRole('region', { name: 'Authenticator app' });
  await expect(app.getByText('Off.')).toBeVisible();
  await app.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(app.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await app.getByLabel('Key').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await app.getByLabel('Code from the app').fill('000000');
  await app.getByRole('button', { name: 'Confirm' }).click();
  await expect(app.getByRole('alert')).toHaveText(
    'That code is not right. Enter the current code from your authenticator app.',
  );
  await app.getByLabel('Code from the app').fill(code(secret));
  await app.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
  ).toBeVisible();
  await expect(
    app.getByText('On: a code from your authenticator app is asked for at every sign-in.'),
  ).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  // The clipboard refused, as the desktop app refuses it: Copy Codes says so and selects them.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('Permission denied'));
  });
  await page.getByRole('button', { name: 'Copy Codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Copying did not work/ })).toHaveText(
    'Copying did not work: the codes are selected, copy them yourself or use Download.',
  );
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  for (const shown of await codes.allInnerTexts()) expect(selected).toContain(shown);
  await page.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(page.getByText('10 of 10 unused.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await adminSignIn(page, SECURE);
  // The password was right: the code is asked for next.
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeFocused();
  await expect(
    page.getByText(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the code.');
  // The next step's code: the one just used to confirm is spent.
  await field.fill(code(secret, 1));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office navigation' })).toBeVisible();
});
