import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { EDITOR, STAFF_ACCOUNTS } from './staff-accounts.ts';

/** Issue #45: the palette's commands and the lead keys follow the role (shared/admin/access.ts). */
test.use({ accounts: STAFF_ACCOUNTS });

test('an editor’s palette offers new posts and no lead command, and ? lists no lead keys', async ({
  page,
}) => {
  await page.goto('/admin');
  await adminSignIn(page, EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const commands = page
    .getByRole('dialog', { name: 'Command palette' })
    .getByRole('option')
    .filter({ hasText: /^Command/ });
  await expect(commands).toHaveText([
    'CommandNew blog post',
    'CommandNew press release',
    /^CommandSwitch to (dark|light) theme$/,
    'CommandSign out',
  ]);
  await page.keyboard.press('Escape');

  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('definition').last()).toHaveText('Show these shortcuts');
  await expect(help.getByRole('heading', { name: 'On an open lead' })).toHaveCount(0);
});
