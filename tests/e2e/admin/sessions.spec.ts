import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect } from '@playwright/test';
import { ADMIN, adminSignIn, expect, PARTNER, test } from '../admin-accounts.ts';
import { FIRST_COPY_MS, scaled } from '../timeouts.ts';
import { syncStatus } from './contacts-helpers.ts';

// Sessions (issue #27, item 5; issue 45): a person sees where they are signed in and ends a
// session after a confirmation that says unsent changes are lost; an administrator does the same
// for anyone. The ended device is told at once: it signs out and deletes its local copy.

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

/** The names of the page's IndexedDB databases that hold a back-office copy. */
async function localCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('lumen-admin-')),
  );
}

/** Confirms the question End session asks, checking that it says what is lost. */
async function confirmEnd(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  await expect(dialog).toContainText('Changes made on it that it has not sent yet are lost.');
  await dialog.getByRole('button', { name: 'End Session' }).click();
}

test('End session signs the other device out at once and deletes its local copy', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto('/admin/contacts');
    await adminSignIn(elsewhere);
    await expect(
      elsewhere.getByRole('heading', { level: 1, name: 'Contact Management' }),
    ).toBeVisible();
    // Its copy of the leads is on the device, and it is in sync.
    await expect(elsewhere.getByRole('table', { name: /Contact submissions/ })).toBeVisible({
      timeout: FIRST_COPY_MS,
    });
    await expect(syncStatus(elsewhere).getByText(/Last synced/)).toBeVisible();
    expect(await localCopies(elsewhere)).toHaveLength(1);

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
    await confirmEnd(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'The session on Firefox on Windows is ended.' }),
    ).toBeVisible();

    // The other device, still on its list and online, is signed out within 2 s, without a
    // request of its own, and its copy of the data is gone.
    await expect(elsewhere.getByRole('button', { name: 'Sign In' })).toBeVisible({
      timeout: scaled(2_000),
    });
    await expect(
      elsewhere.getByRole('status').filter({ hasText: 'because this session was ended' }),
    ).toBeVisible();
    await expect.poll(() => localCopies(elsewhere), { timeout: scaled(2_000) }).toEqual([]);
    await expect(elsewhere.getByRole('table', { name: /Contact submissions/ })).toHaveCount(0);
    // A reload stays signed out and does not make a copy again.
    await elsewhere.reload();
    await expect(elsewhere.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await localCopies(elsewhere)).toEqual([]);
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
    await confirmEnd(page);
    await expect(page.getByRole('status').filter({ hasText: 'is ended.' })).toBeVisible();
    await expect
      .poll(async () => (await device.get('/api/auth/session', asPartner)).status())
      .toBe(401);
  } finally {
    await device.dispose();
  }
});
