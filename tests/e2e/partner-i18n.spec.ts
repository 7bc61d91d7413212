import type { Page } from '@playwright/test';
import { PARTNER } from './admin-accounts.ts';
import { expect, resetLinkPath, test } from './mailbox.ts';
import { scaled } from './timeouts.ts';

/**
 * The partner screens in Estonian with JavaScript on: what the server refuses is shown in
 * Estonian (the page picks its text by the error code and the password policy's reason), never
 * in the server's English.
 */

/**
 * Waits until the page's script runs (only then does "show password" answer), so the form is
 * sent by the page and not posted without JavaScript.
 */
async function hydrated(page: Page): Promise<void> {
  // A click before the script has run is lost, so it is repeated until the toggle answers.
  await expect(async () => {
    await page.getByRole('button', { name: 'Näita parooli' }).first().click();
    await expect(page.getByRole('button', { name: 'Peida parool' }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
}

async function setNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Uus parool', { exact: true }).fill(password);
  await page.getByLabel('Korda uut parooli').fill(password);
  await page.getByRole('button', { name: 'Salvesta uus parool' }).click();
}

test.describe('partner portal in Estonian, with JavaScript', () => {
  test('a wrong password is refused in Estonian', async ({ page, consoleErrors }) => {
    await page.goto('/et/partners/login');
    await hydrated(page);
    await page.getByRole('main').getByLabel('E-post').fill(PARTNER.email);
    await page.getByLabel('Parool', { exact: true }).fill('kindlasti mitte see');
    await page.getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Vale e-post või parool. Palun proovi uuesti.',
    );
    // The page sent the form itself: no round trip through the no-JavaScript redirect.
    await expect(page).toHaveURL(/\/et\/partners\/login$/);
    await expect(page.getByRole('main').getByLabel('E-post')).toBeEnabled();
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  test('a reset link that is not valid is refused in Estonian', async ({ page }) => {
    await page.goto('/et/partners/reset-password?token=not-a-real-token');
    await hydrated(page);
    await setNewPassword(page, 'Tundra-Pelican-Marble-28');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'See lähtestamislink on vigane või aegunud. Palun telli uus link.',
    );
  });

  test('a valid link with a weak password is refused in Estonian, the link still usable', async ({
    page,
    mailbox,
  }) => {
    const asked = await page.request.post('/api/auth/password-reset', {
      data: { email: PARTNER.email },
    });
    expect(asked.status()).toBe(200);
    // The mail outbox delivers on its own schedule (a few seconds).
    await expect
      .poll(() => mailbox.messages.filter((m) => m.to.includes(PARTNER.email)).length, {
        timeout: scaled(20_000),
      })
      .toBeGreaterThan(0);
    const link = resetLinkPath(mailbox.messages.at(-1)?.raw ?? '');
    const token = link && new URL(link, 'http://mail.local').searchParams.get('token');
    expect(token).toBeTruthy();

    await page.goto(`/et/partners/reset-password?token=${token}`);
    await hydrated(page);
    const alert = page.getByRole('main').getByRole('alert');
    await setNewPassword(page, 'lühike');
    await expect(alert).toHaveText('Parool peab olema vähemalt 12 märki pikk.');
    await setNewPassword(page, 'password1234');
    await expect(alert).toHaveText(
      'See parool on liiga levinud; vali parool, mida on raskem ära arvata.',
    );
  });
});
