import { expect, test as mailboxTest, resetLinkPath, waitForMail } from './mailbox.ts';

/** The applicant of the seeded application that is under review; only this spec's server has it. */
const RESET_PARTNER = {
  email: 'marja.heikkinen@implement.example',
  password: 'Helsinki-Rollout-2025',
  role: 'partner' as const,
};
const NEW_PASSWORD = 'Tundra-Pelican-Marble-28';

const test = mailboxTest.extend({
  accounts: [[RESET_PARTNER], { scope: 'worker' }],
});

test('forgot password → emailed link → new password → sign in with it', async ({
  page,
  mailbox,
}) => {
  await page.goto('/partners/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(RESET_PARTNER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(RESET_PARTNER.email);

  // The mail outbox delivers on its own schedule (a few seconds).
  const [mail] = await waitForMail(mailbox, RESET_PARTNER.email);
  const link = resetLinkPath(mail?.raw ?? '');
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('password');
  await page.getByLabel('Confirm new password').fill('password');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('12 characters');

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been changed.',
  );
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();

  await page.getByLabel('Email', { exact: true }).fill(RESET_PARTNER.email);
  await page.getByLabel('Password', { exact: true }).fill(RESET_PARTNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Invalid credentials. Please try again.',
  );
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
  await expect(
    page.getByRole('region', { name: 'Application status' }).getByText('Under review'),
  ).toBeVisible();

  // The link is single-use.
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD}-again`);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}-again`);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid or has expired');
});
