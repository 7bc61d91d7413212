import { ADMIN, adminSignIn, PARTNER, partnerSignIn } from '../admin-accounts.ts';
import { waitsForHydration } from '../fixtures.ts';
import { expect, resetLinkPath, test, waitForMail } from '../mailbox.ts';

const NEW_ADMIN = 'kadri.kask@lumen-legal.example';
const NEW_PASSWORD = 'Kaheksa-Kassi-Katusel-88';

test('invite an admin by email: the link sets a password and the new admin signs in', async ({
  page,
  mailbox,
}) => {
  await page.goto('/admin/users');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  const me = table.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(me).toContainText('(you)');
  await expect(me.getByRole('button')).toHaveCount(0);

  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Email', { exact: true }).fill('not an address');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(invite.getByLabel('Email', { exact: true })).toBeFocused();

  await invite.getByLabel('Email', { exact: true }).fill(PARTNER.email);
  await invite.getByLabel('Role').selectOption('partner');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText(
    'An account with this email address already exists.',
  );

  await invite.getByLabel('Email', { exact: true }).fill(NEW_ADMIN);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${NEW_ADMIN}.`)).toBeFocused();
  const row = table.getByRole('row').filter({ hasText: NEW_ADMIN });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Invited');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Never');

  const [mail] = await waitForMail(mailbox, NEW_ADMIN);
  expect(mail?.raw).toContain('Subject: Your Lumen Legal back-office account');
  const link = resetLinkPath(mail?.raw ?? '');
  expect(link).toMatch(/^\/admin\/reset-password\?token=/);

  const invited = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  const opened = await invited?.newPage();
  if (!opened || !invited) throw new Error('No second browser context.');
  const other = waitsForHydration(opened);
  try {
    await other.goto(link as string);
    await other.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await other.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await other.getByRole('button', { name: 'Save New Password' }).click();
    await expect(other.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed.',
    );
    await other.goto('/admin/login');
    await adminSignIn(other, { email: NEW_ADMIN, password: NEW_PASSWORD });
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } finally {
    await invited.close();
  }

  await page.reload();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Active');
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('Never');
});

test('disable asks first, ends the partner’s access; re-enable restores it; both are in the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin/users');
  await adminSignIn(page);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({
    hasText: PARTNER.email,
  });
  await row.getByRole('button', { name: `Disable ${PARTNER.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
  await expect(dialog).toContainText(`Disable the account of ${PARTNER.email}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Active');

  await row.getByRole('button', { name: `Disable ${PARTNER.email}` }).click();
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`The account of ${PARTNER.email} was disabled.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Disabled');

  const partnerContext = await browser.newContext({ baseURL });
  try {
    const partner = await partnerContext.newPage();
    await partnerSignIn(partner);
    await expect(partner.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(partner).toHaveURL(/\/partners\/login/);

    await row.getByRole('button', { name: `Re-enable ${PARTNER.email}` }).click();
    await expect(page.getByText(`The account of ${PARTNER.email} was re-enabled.`)).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('Active');
    await partnerSignIn(partner);
    await expect(partner).toHaveURL(/\/partners\/dashboard$/);
  } finally {
    await partnerContext.close();
  }

  // The audit log: filtered by action, newest first, each with before → after.
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Person').selectOption(ADMIN.email);
  await filters.getByLabel('Action').selectOption('user.disabled');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?actor=.*&action=user\.disabled$/);
  const entries = page
    .getByRole('table', { name: 'Audit log entries' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('user.disabled');
  await expect(entries.first()).toContainText(ADMIN.email);
  // In the admin's words: the field's label, yes and no, and the record by its name.
  await expect(entries.first().getByRole('listitem').filter({ hasText: 'Disabled' })).toHaveText(
    'Disabled: No → to Yes',
  );
  await expect(entries.first()).toContainText(`User ${PARTNER.email}`);
  await entries.first().getByRole('link', { name: PARTNER.email }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?entity=user&id=[0-9a-f-]{36}$/);
  // That record's entries alone, the re-enabling newest.
  await expect(entries.first()).toContainText('user.enabled');
  await expect(entries.filter({ hasText: 'user.disabled' })).toHaveCount(1);
  await expect(entries.filter({ hasNotText: `User ${PARTNER.email}` })).toHaveCount(0);
  await page.goBack();

  // Back restores the unfiltered log, newest first by number.
  await page.goBack();
  // The newest: the partner's sign-in after the re-enabling, then the re-enabling itself.
  await expect(entries.first()).toContainText(`${PARTNER.email}auth.login`);
  await expect(entries.nth(1)).toContainText('user.enabled');
  const numbers = (await entries.locator('td:first-child').allTextContents()).map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await expect(page.getByRole('status').filter({ hasText: /entries shown$/ })).toBeVisible();
});
