import { expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import {
  contactRows,
  detailPanel,
  openContacts,
  seedContacts,
  serverContacts,
  syncStatus,
  taggedContacts,
} from './contacts-helpers.ts';

test('a server that does not answer while the device is online is not called offline', async ({
  page,
}) => {
  const tag = `Unreachable${Date.now()}`;
  await seedContacts(page.request, taggedContacts(tag, 1));
  await openContacts(page, `?q=${tag}`);
  await expect(contactRows(page)).toHaveCount(1);
  await expect(syncStatus(page).getByText('Online')).toBeVisible();

  // The connection to the server drops; the device keeps its network.
  await page.route('**/api/sync/**', (route) => route.abort('failed'));
  const name = `${tag} Person 01`;
  await contactRows(page).filter({ hasText: name }).click();
  await detailPanel(page, name).getByLabel('Priority').selectOption('urgent');
  await expect(syncStatus(page).getByText('Can’t reach the server')).toBeVisible();
  await expect(
    page.getByText(
      'Can’t reach the server. Changes you make are kept on this device and sent when it answers.',
    ),
  ).toBeVisible();
  await expect(syncStatus(page).getByText('Offline')).toHaveCount(0);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await expect(syncStatus(page)).toContainText('1 change waiting to be sent');

  // The server answers again: the engine's own retry sends the change.
  await page.unroute('**/api/sync/**');
  await expect(syncStatus(page).getByText('Online')).toBeVisible({ timeout: scaled(20_000) });
  await expect(syncStatus(page).getByText(/waiting to be sent/)).toHaveCount(0);
  await expect(page.getByText(/Can’t reach the server/)).toHaveCount(0);
  const [row] = (await serverContacts(page, { q: tag })).items;
  expect(row?.priority).toBe('urgent');
});
