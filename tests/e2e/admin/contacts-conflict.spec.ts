import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from '../admin-accounts.ts';
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

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SECOND_ADMIN = {
  email: 'second.admin@lumen-legal.example',
  password: 'Teine-Haldur-2025-Parnu',
};

test.use({
  accounts: [
    [
      { ...ADMIN, role: 'admin' },
      { ...SECOND_ADMIN, role: 'admin' },
    ],
    { scope: 'worker' },
  ],
});

async function admin(
  context: BrowserContext,
  tag: string,
  user: { email: string; password: string },
): Promise<Page> {
  const page = await context.newPage();
  // The clock lets the test move past the events stream's reconnect delay instead of waiting.
  await page.clock.install();
  await openContacts(page, `?q=${tag}`, user);
  await contactRows(page).first().click();
  return page;
}

test('two admins change one status offline: the later one wins and the earlier one is told', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `Conflict${Date.now()}`;
  const name = `${tag} Person 01`;
  await seedContacts(request, taggedContacts(tag, 1));
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  try {
    const a = await admin(first, tag, ADMIN);
    const b = await admin(second, tag, SECOND_ADMIN);
    const statusOf = (page: Page) => detailPanel(page, name).getByLabel('Status', { exact: true });

    await first.setOffline(true);
    await second.setOffline(true);
    await statusOf(a).selectOption({ label: 'Resolved' });
    await statusOf(b).selectOption({ label: 'Closed' });
    await expect(syncStatus(a)).toContainText('1 change waiting to be sent');
    await expect(syncStatus(b)).toContainText('1 change waiting to be sent');

    await first.setOffline(false);
    await expect(syncStatus(a).getByText(/waiting to be sent/)).toHaveCount(0);
    await expect
      .poll(async () => (await serverContacts(a, { q: tag })).items[0]?.status)
      .toBe('resolved');

    await second.setOffline(false);
    await expect(syncStatus(b).getByText(/waiting to be sent/)).toHaveCount(0);
    await expect
      .poll(async () => (await serverContacts(b, { q: tag })).items[0]?.status)
      .toBe('closed');

    // Past any reconnect delay of the first admin's events stream (and its polling interval).
    await a.clock.fastForward(30_000);
    await expect(statusOf(a)).toHaveValue('closed');
    await expect(a.getByRole('alert')).toContainText(
      `Your change to the status of ${name} was replaced by a later change made elsewhere: it is now Closed.`,
    );
    await expect(statusOf(b)).toHaveValue('closed');
    await expect(b.getByText(/was replaced by a later change/)).toHaveCount(0);

    await a.getByRole('button', { name: 'Dismiss' }).click();
    await expect(a.getByText(/was replaced by a later change/)).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});
