import { expect, PARTNER, partnerSignIn, test } from './admin-accounts.ts';
import { pageWithScriptsHeld } from './hold-requests.ts';
import { scaled } from './timeouts.ts';

test.describe('partner portal', () => {
  test('sign-in leads to the dashboard with the application, resources and sign-out', {
    tag: '@smoke',
  }, async ({ page, consoleErrors }) => {
    await partnerSignIn(page);
    await expect(page).toHaveURL(/\/partners\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${PARTNER.email}`)).toBeVisible();

    const status = page.getByRole('region', { name: 'Application status' });
    await expect(status.getByText('Approved', { exact: true })).toBeVisible();
    const company = page.getByRole('region', { name: 'Company and contact' });
    await expect(company.getByText('DocSys Baltic')).toBeVisible();
    await expect(company.getByText('Kerli Vaher')).toBeVisible();
    await expect(company.getByText('Legal Technology Integration Partner')).toBeVisible();

    const resources = page.getByRole('region', { name: 'Partner resources' });
    await expect(resources.getByRole('link', { name: 'Platform documentation' })).toHaveAttribute(
      'href',
      '/docs',
    );
    const manager = page.getByRole('region', { name: 'Your partner manager' });
    await expect(manager.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/partners\/login$/);
    await page.goto('/partners/dashboard');
    await expect(page).toHaveURL(/\/partners\/login$/);
    // The browser itself logs the expected 401s of the signed-out visit; nothing else may appear.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  test('email and password are required; a wrong password shows the server message', async ({
    page,
  }) => {
    await page.goto('/partners/login');
    await expect(page.getByRole('link', { name: /Back to Partners/ })).toHaveAttribute(
      'href',
      '/partners',
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please enter your email and password.',
    );
    await page.getByLabel('Email', { exact: true }).fill(PARTNER.email);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('definitely not it');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Invalid credentials. Please try again.',
    );
    await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  });

  test('typed before the page’s scripts arrived: kept, and it signs in', async ({
    browser,
    server,
  }) => {
    const { page, hydrate } = await pageWithScriptsHeld(browser, { baseURL: server.url });
    await page.goto('/partners/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email', { exact: true }).fill(PARTNER.email);
    await page.getByLabel('Password', { exact: true }).fill(PARTNER.password);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await hydrate();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(PARTNER.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/partners\/dashboard$/, { timeout: scaled(15_000) });
    await page.context().close();
  });

  test('without a message from the server the generic error is shown', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/partners/login');
    await page.getByLabel('Email', { exact: true }).fill(PARTNER.email);
    await page.getByLabel('Password', { exact: true }).fill(PARTNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An unexpected error occurred. Please try again.',
    );
  });

  test('forgot password always shows the same confirmation', async ({ page }) => {
    await page.goto('/partners/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/partners\/forgot-password$/);
    // The address changes before the new form replaces the sign-in form (whose Email field
    // has the same name): type only once the forgot-password form is there.
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nobody@unknown.example');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'If an account exists for nobody@unknown.example, we have sent a link to set a new password. The link is valid for one hour.',
    );
    await page.goto('/partners/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(PARTNER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /^If an account exists for kerli\.vaher/,
    );
  });

  test('the reset page shows the password policy and leads to sign-in', async ({ page }) => {
    await page.goto('/partners/reset-password?token=not-a-real-token');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('shorter');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The passwords do not match.',
    );

    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /12 characters|invalid or has expired/,
    );

    await page.route('**/api/auth/password-reset/confirm', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Password changed.' }),
      }),
    );
    await page.getByLabel('New password', { exact: true }).fill('a much longer passphrase');
    await page.getByLabel('Confirm new password').fill('a much longer passphrase');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed.',
    );
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed. Sign in with your new password.',
    );
  });

  test('the dashboard is server-rendered as a loading shell and not indexed', async ({
    request,
  }) => {
    const response = await request.get('/partners/dashboard');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('Loading your partner account…');
  });

  test('the portal speaks Estonian under /et', async ({ page }) => {
    await page.goto('/et/partners/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Partneriportaal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unustasid parooli?' })).toHaveAttribute(
      'href',
      '/et/partners/forgot-password',
    );
  });
});
