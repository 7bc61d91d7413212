import { expect, test as mailboxTest, resetLinkPath, waitForMail } from './mailbox.ts';

/** An administrator of this spec's server alone, whose password the test changes. */
const RESET_ADMIN = {
  email: 'forgetful.admin@lumen-legal.example',
  password: 'Kohtulahend-2025-Parnu',
  role: 'admin' as const,
};
const NEW_PASSWORD = 'Lighthouse-Otter-Granite-41';

const test = mailboxTest.extend({
  accounts: [[RESET_ADMIN], { scope: 'worker' }],
});

test('an administrator’s forgot password → emailed link to the back office → sign in with the new password', async ({
  page,
  mailbox,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
  await page.getByLabel('Email', { exact: true }).fill(RESET_ADMIN.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${RESET_ADMIN.email}, we have sent a link`,
  );

  const [mail] = await waitForMail(mailbox, RESET_ADMIN.email);
  const link = resetLinkPath(mail?.raw ?? '');
  expect(link).toMatch(/^\/admin\/reset-password\?token=/);

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been changed.',
  );
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email', { exact: true }).fill(RESET_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
