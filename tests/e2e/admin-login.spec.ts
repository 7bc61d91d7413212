import { ADMIN, adminSignIn, expect, test } from './admin-accounts.ts';
import { holdRequests } from './hold-requests.ts';
import { scaled } from './timeouts.ts';

test.describe('admin sign-in', () => {
  test('each message of the sign-in screen, and typing clears it', async ({ page }) => {
    await page.goto('/admin/login');
    const alert = page.getByRole('alert');
    const submit = page.getByRole('button', { name: 'Sign In' });

    await submit.click();
    await expect(alert).toHaveText('Please fill in all fields');
    await page.getByLabel('Email', { exact: true }).fill('ops.admin');
    await expect(alert).toHaveCount(0);

    await submit.click();
    await expect(alert).toHaveText('Please fill in all fields');
    await page.getByLabel('Password', { exact: true }).fill('something long enough');
    await expect(alert).toHaveCount(0);

    await submit.click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await expect(alert).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await submit.click();
    await expect(alert).toHaveText('Invalid credentials. Please try again.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the server's own message is shown, else the fallback", async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '900' },
        body: JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again later.' },
        }),
      }),
    );
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('whatever it is');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again later.');

    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 401, body: '' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  });

  test('the password can be shown and hidden; inputs are disabled while submitting', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(ADMIN.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    const release = await holdRequests(page, '**/api/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(password).toBeDisabled();
    release();
    // Checking the password is deliberately slow work; a loaded machine can take a while.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
      timeout: scaled(15_000),
    });
  });

  test('returns to the page first asked for', async ({ page }) => {
    await page.goto('/admin/contacts');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts$/);
    await adminSignIn(page);
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
    await expect(page.getByText(ADMIN.email)).toBeVisible();
  });

  test('a next parameter outside the back office is ignored', async ({ page }) => {
    await page.goto('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await adminSignIn(page);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a signed-in visitor on the sign-in page goes straight to the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await adminSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('every back-office screen is reachable from the navigation', async ({ page }) => {
    await page.goto('/admin/login');
    await adminSignIn(page);
    const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
    const screens: [string, string][] = [
      ['Blog', 'Blog Posts'],
      ['Newsroom', 'Newsroom'],
      ['Newsletter', 'Newsletter Management'],
      ['Contacts', 'Contact Management'],
      ['Partner Applications', 'Partner Applications'],
      ['Support', 'Support Management'],
      ['Sales Enquiries', 'Sales Enquiries'],
      ['Entities', 'Entity Management'],
      ['Settings', 'Entity Management'],
      ['Users', 'Users'],
      ['Mail', 'Mail'],
      ['Media', 'Media'],
      ['Security', 'Security'],
      ['Audit Log', 'Audit Log'],
      ['Dashboard', 'Dashboard'],
    ];
    for (const [link, heading] of screens) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });
});

test.describe('admin password reset page', () => {
  test('opens without a session and leads back to the admin sign-in', async ({ page }) => {
    await page.goto('/admin/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incomplete. Request a new link to reset your password.',
    );

    await page.route('**/api/auth/password-reset/confirm', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Password changed.' }),
      }),
    );
    await page.goto('/admin/reset-password?token=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Kohtulahend-2026-Tallinn');
    await page.getByLabel('Confirm new password').fill('Kohtulahend-2026-Tallinn');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been changed.');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
