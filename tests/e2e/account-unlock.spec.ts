/**
 * A locked account's way back in (README "Sign-in protection"): wrong passwords lock the
 * account, its owner is mailed an unlock link, the link's page asks for a button press, and
 * then this browser signs in with the right password while the lock holds for everyone else.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as mailboxTest, waitForMail } from './mailbox.ts';

const OWNER = {
  email: 'locked.owner@lumen-legal.example',
  password: 'Harjumaa-Lighthouse-2025',
  role: 'admin' as const,
};

const test = mailboxTest.extend({
  accounts: [[OWNER], { scope: 'worker' }],
});

/** The unlock link's path and query from a quoted-printable mail body. */
function unlockLinkPath(raw: string): string | undefined {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^/\s]+(\/admin\/unlock\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
}

test('locked → mailed link → button → this browser signs in, others stay locked', async ({
  page,
  browser,
  mailbox,
}) => {
  await page.goto('/admin/login');
  const alert = page.getByRole('alert');
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(`not the password ${i}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Invalid credentials. Please try again.');
    // The next attempt waits for this one's answer.
    await page.getByLabel('Password', { exact: true }).fill('');
    await expect(alert).toHaveCount(0);
  }
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(alert).toHaveText('Too many failed sign-in attempts. Please try again later.');

  const [mail] = await waitForMail(mailbox, OWNER.email);
  const link = unlockLinkPath(mail?.raw ?? '');
  expect(link).toBeTruthy();

  // Opening the link changes nothing until the button is pressed.
  await page.goto(link as string);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unlock sign-in on this browser' }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Unlock This Browser' }).click();
  await expect(page.getByRole('status')).toContainText('This browser can now sign in');

  // Another browser is still locked out, even with the right password.
  const other = await browser.newContext();
  const elsewhere = await other.request.post(`${new URL(page.url()).origin}/api/auth/login`, {
    data: { email: OWNER.email, password: OWNER.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(elsewhere.status()).toBe(429);
  await other.close();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The link works once.
  await page.goto(link as string);
  await page.getByRole('button', { name: 'Unlock This Browser' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This unlock link has expired or has already been used.',
  );
});
