/**
 * Sales Enquiries (/admin/sales) against a demo-seeded server of its own: the list with the lead
 * score, the score's reasons, status, notes, search and filters in the address, suspected spam.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SalesEnquiryRow } from '../../../shared/admin/sales.ts';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { described, detailPanel } from './contacts-helpers.ts';
import { enquire } from './sales-helpers.ts';
import { cellUnder } from './table-helpers.ts';

test.use({ serverFor: 'admin-sales' });
test.describe.configure({ mode: 'serial' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const KADRI = {
  name: 'Kadri Kaskmaa',
  email: 'kadri@bigfirm.example',
  company: 'Bigfirm AS',
  title: 'CEO',
  employees: '201-1000',
  phone: '+372 5555 1234',
  message: 'We would like a demo for our legal team of forty.',
};

interface SalesList {
  items: SalesEnquiryRow[];
  total: number;
  counts: Record<string, number>;
}

async function serverSales(page: Page, params: Record<string, string> = {}): Promise<SalesList> {
  const answer = await page.request.get(
    `/api/admin/sales-enquiries?${new URLSearchParams({ pageSize: '100', ...params })}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SalesList;
}

async function openSales(page: Page, query = '') {
  await page.goto(`/admin/sales${query}`);
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Enquiries' })).toBeVisible();
  await expect(page.getByText('Loading sales enquiries…')).toHaveCount(0);
}

function salesRows(page: Page) {
  return page
    .getByRole('table', { name: /Sales enquiries/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function rowNames(page: Page): Promise<string[]> {
  return salesRows(page).getByRole('rowheader').allInnerTexts();
}

function counter(page: Page, label: string) {
  return described(page.getByRole('region', { name: 'Enquiries by status' }), label);
}

test.describe('Sales Enquiries', () => {
  test.beforeAll(async ({ request }) => {
    await enquire(request, KADRI);
  });

  test('lists enquiries with their lead score, and the panel says why', async ({ page }) => {
    await openSales(page);
    const all = await serverSales(page);
    await expect.poll(() => rowNames(page)).toEqual(all.items.map((r) => r.name));
    const headers = page.getByRole('table', { name: /Sales enquiries/ }).getByRole('columnheader');
    // The first heading is the page's checkbox.
    await expect(headers).toHaveText([
      '',
      'Name',
      'Company',
      'Email',
      'Lead score',
      'Status',
      'Received',
    ]);
    await expect(counter(page, 'New')).toHaveText(String(all.counts.new));

    const row = salesRows(page).filter({ hasText: KADRI.name });
    await expect(row.getByRole('cell').nth(3)).toHaveText('95');
    await row.click();
    await expect(page).toHaveURL(/\/admin\/sales\?id=[0-9a-f-]{36}$/);
    const panel = detailPanel(page, KADRI.name);
    await expect(panel.getByRole('heading', { name: 'Lead score: 95 / 100' })).toBeVisible();
    await expect(
      panel.getByRole('list', { name: 'Why this score' }).getByRole('listitem'),
    ).toHaveText([
      '+35company size 201-1000',
      '+30title “CEO”: executive or owner',
      '+20work email domain bigfirm.example',
      '+5phone number given',
      '+5message of 20 or more characters',
    ]);
    await expect(described(panel, 'Title')).toHaveText('CEO');
    await expect(described(panel, 'Company size')).toHaveText('201-1000 employees');

    const violations = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations.violations.map((v) => v.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('the status changes from the panel, on screen and on the server', async ({ page }) => {
    await openSales(page, '?q=kaskmaa');
    await salesRows(page).first().click();
    const panel = detailPanel(page, KADRI.name);
    const status = panel.getByLabel('Status');
    await expect(status.getByRole('option')).toHaveText([
      'New',
      'Contacted',
      'Qualified',
      'Won',
      'Lost',
    ]);
    const before = await serverSales(page);
    await status.selectOption({ label: 'Qualified' });
    await expect(await cellUnder(salesRows(page).first(), 'Status')).toHaveText('Qualified');
    await expect(counter(page, 'Qualified')).toHaveText(String((before.counts.qualified ?? 0) + 1));
    await expect
      .poll(async () => (await serverSales(page, { q: 'kaskmaa' })).items[0]?.status)
      .toBe('qualified');
  });

  test('notes are saved with the enquiry and survive a reload', async ({ page }) => {
    await openSales(page, '?q=kaskmaa');
    await salesRows(page).first().click();
    const panel = detailPanel(page, KADRI.name);
    const notes = panel.getByLabel('Notes');
    await notes.fill('Called on Monday; demo booked for Thursday.');
    await panel.getByRole('button', { name: 'Save notes' }).click();
    await expect(panel.getByText('Saved.')).toBeVisible();
    await expect
      .poll(async () => (await serverSales(page, { q: 'kaskmaa' })).items[0]?.notes)
      .toBe('Called on Monday; demo booked for Thursday.');
    await page.reload();
    await expect(detailPanel(page, KADRI.name).getByLabel('Notes')).toHaveValue(
      'Called on Monday; demo booked for Thursday.',
    );
    // The search looks in the notes too.
    await page.getByRole('searchbox', { name: 'Search' }).fill('demo booked');
    await expect.poll(() => rowNames(page)).toEqual([KADRI.name]);
  });

  test('search and filters live in the address', async ({ page }) => {
    await openSales(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('bigfirm');
    await expect(page).toHaveURL(/\?q=bigfirm$/);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Qualified' });
    await expect(page).toHaveURL(/\?q=bigfirm&status=qualified$/);
    await page.getByLabel('Company size').selectOption({ label: '201-1000 employees' });
    await expect(page).toHaveURL(/\?q=bigfirm&status=qualified&employees=201-1000$/);
    await expect.poll(() => rowNames(page)).toEqual([KADRI.name]);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('bigfirm');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('qualified');
    await expect(page.getByLabel('Company size')).toHaveValue('201-1000');
    await expect.poll(() => rowNames(page)).toEqual([KADRI.name]);

    await page.getByLabel('Company size').selectOption({ label: '1-10 employees' });
    await expect(page.getByText('No enquiries match the search and filters.')).toBeVisible();
    await page.goBack();
    await expect.poll(() => rowNames(page)).toEqual([KADRI.name]);
    const server = await serverSales(page, {
      q: 'bigfirm',
      status: 'qualified',
      employees: '201-1000',
    });
    expect(server.items.map((r) => r.name)).toEqual([KADRI.name]);
  });

  test('suspected spam is listed on its own and restored from the panel', async ({ page }) => {
    await enquire(
      page.request,
      { name: 'Quick Bot', email: 'bot@botfirm.example', company: 'Bots' },
      true,
    );
    await openSales(page);
    await expect(salesRows(page).filter({ hasText: 'Quick Bot' })).toHaveCount(0);
    const spam = page.getByRole('checkbox', { name: 'Suspected spam' });
    await spam.click();
    await expect(spam).toBeChecked();
    await expect(page).toHaveURL(/\?spam=1$/);
    await expect.poll(() => rowNames(page)).toEqual(['Quick Bot']);
    await salesRows(page).first().click();
    const panel = detailPanel(page, 'Quick Bot');
    await expect(described(panel, 'Suspected spam')).toHaveText(
      'the form was sent faster than a person can',
    );
    await panel.getByRole('button', { name: 'Not spam: restore' }).click();
    await expect(page.getByText('No suspected spam.')).toBeVisible();
    await expect(described(panel, 'Suspected spam')).toHaveCount(0);

    await spam.click();
    await expect(spam).not.toBeChecked();
    await expect(salesRows(page).filter({ hasText: 'Quick Bot' })).toHaveCount(1);
    await expect
      .poll(async () => (await serverSales(page, { q: 'botfirm' })).items[0]?.spam_reason)
      .toBeNull();
  });
});

test.describe('Sales Enquiries in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('meets WCAG 2.2 AA with the detail panel open', async ({ page }) => {
    await openSales(page, '?q=kaskmaa');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await salesRows(page).first().click();
    await expect(detailPanel(page, KADRI.name)).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
