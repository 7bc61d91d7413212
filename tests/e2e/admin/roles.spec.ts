import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, adminSignIn, expect, test } from '../admin-accounts.ts';
import { EDITOR, MOVER, STAFF_ACCOUNTS } from './staff-accounts.ts';

// Staff roles (issue #27, items 1 and 2): an editor works on the site's content and never holds
// a lead on their device; a role changed by an administrator applies on the next request, and
// the device's copy follows it.

test.use({ accounts: STAFF_ACCOUNTS });

const LEAD_TABLES = [
  'contact_submissions',
  'sales_enquiries',
  'partner_applications',
  'support_tickets',
];

/** The object stores of each of this person's back-office databases on the device. */
function localStores(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const stores: Record<string, string[]> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('lumen-admin-')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      stores[name] = [...db.objectStoreNames];
      db.close();
    }
    return stores;
  });
}

const stat = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('an editor sees only the content screens, and no lead reaches their device', async ({
  page,
}) => {
  await page.goto('/admin');
  await adminSignIn(page, EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Reports',
    'Blog',
    'Newsroom',
    'Newsletter',
    'Newsletter Issues',
    'Entities',
    'Media',
    'Settings',
    'Sessions',
    'Security',
    'Trash',
  ]);
  // Counts of what the role reads; no lead names or addresses.
  await expect(stat(page, 'Blog posts')).toHaveText(/^\d+$/);
  await expect(page.getByRole('term').filter({ hasText: 'Contact submissions' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toHaveCount(0);

  const stores = Object.values(await localStores(page));
  expect(stores).toHaveLength(1);
  expect(stores[0]).toContain('blog_posts');
  expect(stores[0]?.filter((s) => LEAD_TABLES.includes(s))).toEqual([]);

  await page.goto('/admin/contacts');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not part of your role' }),
  ).toBeVisible();
  await expect(
    page.getByText('This part of the back office is not available to your role (Editor).'),
  ).toBeVisible();

  await nav.getByRole('link', { name: 'Newsletter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(
    page.getByText('Read-only for your role (Editor): you can look, not change.'),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Unsubscribe/ })).toHaveCount(0);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();

  // The Trash (issue #45): only the kinds of record an editor ever sees; she restores what she
  // deleted, and deleting for good is an administrator's.
  const remove = page.getByRole('button', { name: /^Delete: / }).first();
  const title = (await remove.getAttribute('aria-label'))?.replace(/^Delete: /, '') ?? '';
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await nav.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByLabel('Show').getByRole('option')).toHaveText([
    'Everything',
    'Newsletter signup',
    'Blog post',
    'Press release',
    'Team member',
    'Advisor',
    'Investor',
    'Partner',
    'Person',
  ]);
  const restore = page.getByRole('button', { name: `Restore ${title}`, exact: true });
  await expect(restore).toHaveCount(1);
  await expect(page.getByRole('button', { name: /permanently/i })).toHaveCount(0);
  await restore.click();
  await expect(restore).toHaveCount(0);
});

test('a role changed on the Users screen applies on the person’s next navigation', async ({
  page,
  browser,
  baseURL,
}) => {
  const device = await browser.newContext({ baseURL });
  try {
    const mover = await device.newPage();
    await mover.goto('/admin');
    await adminSignIn(mover, MOVER);
    await expect(stat(mover, 'Blog posts')).toHaveText(/^\d+$/);
    const nav = mover.getByRole('navigation', { name: 'Back-office navigation' });
    await expect(nav.getByRole('link', { name: 'Contacts' })).toHaveCount(0);

    await page.goto('/admin/users');
    await adminSignIn(page);
    const role = page.getByLabel(`Role of ${MOVER.email}`);
    await expect(role).toHaveValue('editor');
    await role.selectOption('sales');
    await expect(
      page.getByText(
        `The role of ${MOVER.email} is now “Sales and support”. It applies from their next request.`,
      ),
    ).toBeVisible();
    await expect(role).toHaveValue('sales');
    // Nobody changes their own role here.
    await expect(page.getByLabel(`Role of ${ADMIN.email}`)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Sessions' }).click();
    await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await expect(
      mover.getByRole('heading', { level: 1, name: 'Contact Management' }),
    ).toBeVisible();
    await expect(mover.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(
      mover.getByText('Read-only for your role (Sales and support): you can look, not change.'),
    ).toBeVisible();
    await expect(mover.getByRole('link', { name: 'New Post' })).toHaveCount(0);

    // The editor's copy is gone; the new one holds the leads.
    await expect
      .poll(async () => Object.values(await localStores(mover)))
      .toEqual([expect.arrayContaining(['contact_submissions', 'blog_posts'])]);
  } finally {
    await device.close();
  }
});
