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

test('two admins change one status offline: the first to arrive stands and the other is told, whoever changed it later', async ({
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
    const notices = (page: Page) =>
      page.getByRole('alert', { name: 'Changes that did not go through' });

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

    // B made its change later, but on a copy that had not seen A's: it is not applied over it.
    await second.setOffline(false);
    await expect(syncStatus(b).getByText(/waiting to be sent/)).toHaveCount(0);
    await expect(notices(b)).toContainText(
      new RegExp(
        `^Your change was not applied: ${ADMIN.email} set the status of ${name} to Resolved at .+, which you had not seen when you set it to Closed at .+\\.`,
      ),
    );
    await expect(statusOf(b)).toHaveValue('resolved');
    expect((await serverContacts(b, { q: tag })).items[0]?.status).toBe('resolved');

    // Nothing of A's was replaced: A is told nothing.
    await a.clock.fastForward(30_000);
    await expect(statusOf(a)).toHaveValue('resolved');
    await expect(notices(a).getByRole('listitem')).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});

test('an offline change older than a colleague’s is not applied over it: who and when are told, and mine can still be applied', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `Stale${Date.now()}`;
  const name = `${tag} Person 01`;
  await seedContacts(request, taggedContacts(tag, 1));
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  try {
    const a = await admin(first, tag, ADMIN);
    const b = await admin(second, tag, SECOND_ADMIN);
    const priorityOf = (page: Page) => detailPanel(page, name).getByLabel('Priority');
    const serverPriority = async () => (await serverContacts(b, { q: tag })).items[0]?.priority;
    const notices = (page: Page) =>
      page.getByRole('alert', { name: 'Changes that did not go through' });

    // A, offline, sets High; B, online, sets Urgent after that.
    await first.setOffline(true);
    await priorityOf(a).selectOption({ label: 'High' });
    await expect(syncStatus(a)).toContainText('1 change waiting to be sent');
    await priorityOf(b).selectOption({ label: 'Urgent' });
    await expect.poll(serverPriority).toBe('urgent');

    // A comes back online: B's newer decision stays, and A is told who made it and when.
    await first.setOffline(false);
    await expect(syncStatus(a).getByText(/waiting to be sent/)).toHaveCount(0);
    await expect(priorityOf(a)).toHaveValue('urgent');
    expect(await serverPriority()).toBe('urgent');
    await expect(notices(a)).toContainText(
      new RegExp(
        `^Your change was not applied: ${SECOND_ADMIN.email} set the priority of ${name} to Urgent at .+, which you had not seen when you set it to High at .+\\.`,
      ),
    );
    // Nothing of B's was replaced: B is told nothing.
    await expect(notices(b).getByRole('listitem')).toHaveCount(0);

    // A applies theirs anyway: now it is the later change, and B is told so.
    await notices(a).getByRole('button', { name: 'Apply mine anyway' }).click();
    await expect(notices(a).getByRole('listitem')).toHaveCount(0);
    await expect.poll(serverPriority).toBe('high');
    await b.clock.fastForward(30_000);
    await expect(priorityOf(b)).toHaveValue('high');
    await expect(notices(b)).toContainText(
      `Your change to the priority of ${name} was replaced by a later change made elsewhere: it is now High.`,
    );

    // Once more, and this time A keeps B's choice.
    await first.setOffline(true);
    await priorityOf(a).selectOption({ label: 'Low' });
    await expect(syncStatus(a)).toContainText('1 change waiting to be sent');
    await priorityOf(b).selectOption({ label: 'Medium' });
    await expect.poll(serverPriority).toBe('medium');
    await first.setOffline(false);
    await expect(notices(a)).toContainText(/which you had not seen when you set it to Low at/);
    await notices(a).getByRole('button', { name: 'Keep theirs' }).click();
    await expect(notices(a).getByRole('listitem')).toHaveCount(0);
    await expect(priorityOf(a)).toHaveValue('medium');
    expect(await serverPriority()).toBe('medium');
  } finally {
    await first.close();
    await second.close();
  }
});
