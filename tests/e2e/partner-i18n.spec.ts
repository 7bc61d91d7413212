import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { test as accountsTest, expect, PARTNER } from './admin-accounts.ts';

/**
 * The partner screens in Estonian with JavaScript on: what the server refuses is shown in
 * Estonian (the page picks its text by the error code and the password policy's reason), never
 * in the server's English.
 */

interface Mailbox {
  port: number;
  messages: { to: string[]; raw: string }[];
}

const test = accountsTest.extend<object, { mailbox: Mailbox }>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const messages: Mailbox['messages'] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      await use({ port: (smtp.server.address() as AddressInfo).port, messages });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ mailbox }, use) => use({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }),
    { scope: 'worker' },
  ],
});

/** The token of the reset link in a quoted-printable mail body. */
function resetToken(raw: string): string | undefined {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\/partners\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
}

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
    await page.getByLabel('E-post').fill(PARTNER.email);
    await page.getByLabel('Parool', { exact: true }).fill('kindlasti mitte see');
    await page.getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Vale e-post või parool. Palun proovi uuesti.',
    );
    // The page sent the form itself: no round trip through the no-JavaScript redirect.
    await expect(page).toHaveURL(/\/et\/partners\/login$/);
    await expect(page.getByLabel('E-post')).toBeEnabled();
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
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const token = resetToken(mailbox.messages.at(-1)?.raw ?? '');
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
