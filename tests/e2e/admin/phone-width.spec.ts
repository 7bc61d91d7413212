import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { FIRST_COPY_MS, scaled } from '../timeouts.ts';
import { seedContacts, taggedContacts } from './contacts-helpers.ts';
import { seedApplications, taggedApplication } from './partners-helpers.ts';
import { enquire } from './sales-helpers.ts';
import { seedTickets, tagged } from './support-helpers.ts';

// Issue #30, item 8: every back-office screen fits a 390 px phone, with no sideways page scroll;
// the navigation is behind a menu and a record's detail is a sheet over the whole screen.
test.use({ viewport: { width: 390, height: 844 } });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/** Issue #45, item 4: the lead lists, each by its table's name. */
const LEAD_LISTS = [
  { path: '/admin/contacts', table: 'Contact submissions' },
  { path: '/admin/support', table: 'Support tickets' },
  { path: '/admin/partners', table: 'Partner applications' },
  { path: '/admin/sales', table: 'Sales enquiries' },
];

/** The boxes of the visible things in the header, as [top, bottom] pairs. */
const headerLines = (page: Page) =>
  page.getByRole('banner').evaluate((header) =>
    [...header.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => [box.top, box.bottom] as const),
  );

test('on a phone the first lead is on the first screen, under a one-line header that stays', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  await seedContacts(request, taggedContacts('Pocket', 1));
  await seedTickets(request, [tagged('Pocket', 1)]);
  await seedApplications(request, [taggedApplication('Pocket')]);
  await enquire(request, {
    name: 'Pocket Buyer',
    email: 'pocket@buyer.example',
    company: 'Pocket OÜ',
    message: 'We would like a demo on our phones, please.',
  });
  await page.goto('/admin/contacts');
  await adminSignIn(page);

  for (const list of LEAD_LISTS) {
    await page.goto(list.path);
    const rows = main(page).getByRole('table', { name: list.table }).getByRole('row');
    // The first row of the body (the first row of all is the headings).
    const first = rows.nth(1);
    await expect(first).toBeVisible({ timeout: FIRST_COPY_MS });
    const box = await first.boundingBox();
    expect(box?.y, list.path).toBeLessThan(844);
    // One line: every part of the header shares the same band of the screen.
    const lines = await headerLines(page);
    const lowestTop = Math.max(...lines.map(([top]) => top));
    const highestBottom = Math.min(...lines.map(([, bottom]) => bottom));
    expect(lowestTop, `${list.path}: the header is one line`).toBeLessThan(highestBottom);
    // Bulk actions wait for a chosen row.
    await expect(main(page).getByRole('region', { name: 'Bulk actions' })).toBeHidden();
  }

  // Sales is open: choosing a row brings the bulk actions, clearing it hides them again.
  await main(page).getByRole('checkbox', { name: 'Select Pocket Buyer' }).check();
  const bulk = main(page).getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByRole('button', { name: 'Delete Selected' })).toBeVisible();
  await bulk.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bulk).toBeHidden();

  // The filters fold behind one button; the search stays out.
  const filters = main(page).getByRole('search', { name: 'Search and filter enquiries' });
  const toggle = filters.getByRole('button', { name: 'Filters' });
  await expect(filters.getByLabel('Search')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByLabel('Status')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByLabel('Status')).toBeVisible();

  // Scrolled down a long list, the header is still at the top.
  await page.goto('/admin/contacts');
  await expect(main(page).getByRole('table', { name: 'Contact submissions' })).toBeVisible({
    timeout: FIRST_COPY_MS,
  });
  await page.mouse.wheel(0, 1_500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);

  // The phone's layout meets WCAG 2.2 AA too (the counters' row scrolls, so it takes focus).
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
});
