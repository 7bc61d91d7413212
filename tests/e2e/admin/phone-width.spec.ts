import type { Locator, Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';

// Issue #30, item 8: every back-office screen fits a 390 px phone, with no sideways page scroll;
// the navigation is behind a menu and a record's detail is a sheet over the whole screen.
test.use({ viewport: { width: 390, height: 844 } });

const main = (page: Page) => page.getByRole('main');
const table = (page: Page) => main(page).getByRole('table').first();

/** Each screen by its menu entry, and what it shows once its data is there. */
const SCREENS: { link: string; heading: string; ready(page: Page): Locator }[] = [
  { link: 'Blog', heading: 'Blog Posts', ready: table },
  { link: 'Newsroom', heading: 'Newsroom', ready: table },
  { link: 'Newsletter', heading: 'Newsletter Management', ready: table },
  { link: 'Contacts', heading: 'Contact Management', ready: table },
  { link: 'Partner Applications', heading: 'Partner Applications', ready: table },
  { link: 'Support', heading: 'Support Management', ready: table },
  { link: 'Sales Enquiries', heading: 'Sales Enquiries', ready: table },
  { link: 'Entities', heading: 'Entity Management', ready: table },
  { link: 'Users', heading: 'Users', ready: table },
  { link: 'Audit Log', heading: 'Audit Log', ready: table },
  {
    link: 'Mail',
    heading: 'Mail',
    // Empty, or the list (mail queued by other specs on the same server).
    ready: (page) =>
      main(page)
        .getByText(/^No mail/)
        .or(main(page).getByRole('table'))
        .first(),
  },
  {
    link: 'Sessions',
    heading: 'Sessions',
    ready: (page) => main(page).getByRole('table').first(),
  },
  {
    link: 'Trash',
    heading: 'Trash',
    ready: (page) =>
      main(page)
        .getByText(/^The trash is empty|^Record$/)
        .first(),
  },
  { link: 'Dashboard', heading: 'Dashboard', ready: table },
];

const pageWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Back-office navigation' });

test('every back-office screen fits a phone: a menu for the screens, a sheet for a record', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  await page.goto('/admin');
  await adminSignIn(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false', { timeout: scaled(15_000) });
  await expect(navigation(page)).toBeHidden();

  for (const screen of SCREENS) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await navigation(page).getByRole('link', { name: screen.link, exact: true }).click();
    // Choosing a screen closes the menu.
    await expect(navigation(page)).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(screen.ready(page)).toBeVisible();
    expect(await pageWidth(page), screen.link).toBeLessThanOrEqual(0);
  }

  for (const path of ['/admin/blog/new', '/admin/newsroom/new']) {
    await page.goto(path);
    await expect(main(page).getByLabel('Title', { exact: true }).first()).toBeVisible({
      timeout: scaled(15_000),
    });
    expect(await pageWidth(page), path).toBeLessThanOrEqual(0);
  }

  // Escape closes the menu too.
  await menu.click();
  await expect(navigation(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation(page)).toBeHidden();

  // A contact's detail is a sheet over the whole screen; closing it shows the list again.
  await page.goto('/admin/contacts');
  const first = table(page).getByRole('row').nth(1);
  const name = await first.getByRole('rowheader').innerText();
  await first.click();
  const sheet = main(page).getByRole('region', { name });
  await expect(sheet.getByLabel('Priority')).toBeVisible({ timeout: scaled(15_000) });
  const box = await sheet.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(0);
  await sheet.getByRole('button', { name: 'Close details' }).click();
  await expect(sheet).toBeHidden();
  await expect(table(page)).toBeVisible();
});
