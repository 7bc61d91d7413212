import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect } from '@playwright/test';
import { ADMIN, adminSignIn, expect, PARTNER, test } from '../admin-accounts.ts';

// Sessions (issue #27, item 5): a person sees where they are signed in and ends a session; an
// administrator does the same for anyone. The ended device is signed out on its next request.

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

test('a session on another device is ended, and that device is signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto('/admin');
    await adminSignIn(elsewhere);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto('/admin/sessions');
    await adminSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Signed-in sessions' });
    // This session says so and cannot be ended here (Sign out does that).
    const mine = table.getByRole('row').filter({ hasText: 'This session' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button')).toHaveCount(0);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
    // The most recently used Firefox session is the other device's.
    const theirs = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Firefox on Windows' }) })
      .first();
    await theirs.getByRole('button', { name: /^End session: Firefox on Windows/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The session on Firefox on Windows is ended.' }),
    ).toBeVisible();

    // The other device's next request finds it signed out.
    await elsewhere.reload();
    await expect(elsewhere.getByRole('button', { name: 'Sign In' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an administrator ends a partner’s session from the Users screen', async ({
  page,
  playwright,
  baseURL,
}) => {
  const device = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await device.post('/api/auth/token', { data: PARTNER });
    baseExpect(signedIn.status()).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const asPartner = { headers: { authorization: `Bearer ${accessToken}` } };
    baseExpect((await device.get('/api/auth/session', asPartner)).status()).toBe(200);

    await page.goto('/admin/users');
    await adminSignIn(page, ADMIN);
    await page.getByRole('link', { name: `Sessions of ${PARTNER.email}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Sessions of ${PARTNER.email}` }),
    ).toBeVisible();
    await page
      .getByRole('table', { name: 'Signed-in sessions' })
      .getByRole('row')
      // A token sign-in is the desktop app's; the one just used is listed first.
      .filter({ has: page.getByRole('rowheader', { name: 'Desktop app' }) })
      .first()
      .getByRole('button', { name: /^End session/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'is ended.' })).toBeVisible();
    await expect
      .poll(async () => (await device.get('/api/auth/session', asPartner)).status())
      .toBe(401);
  } finally {
    await device.dispose();
  }
});
