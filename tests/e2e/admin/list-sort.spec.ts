import type { Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';

/**
 * Issue #30, item 6: a list sorts by a click on a column heading, ascending then descending,
 * kept in the address; numbers sort as numbers (the lead score could not be sorted before).
 */
const table = (page: Page) => page.getByRole('table', { name: /Sales enquiries/ });
const heading = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
const scores = async (page: Page) =>
  (await table(page).locator('.admin-score').allInnerTexts()).map(Number);

async function ascending(values: Promise<number[]> | number[]): Promise<boolean> {
  const list = await values;
  return list.every((value, i) => i === 0 || (list[i - 1] ?? value) <= value);
}
const names = (page: Page) => table(page).getByRole('rowheader').allInnerTexts();
/** Alphabetical, regardless of case, numbers in names as numbers. */
const alphabetical = (list: string[]) =>
  [...list].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));

test('Sales sorts by lead score and by name from the headings, and keeps it in the address', async ({
  page,
}) => {
  await page.goto('/admin/sales');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Enquiries' })).toBeVisible();
  await expect(page.getByText('Loading sales enquiries…')).toHaveCount(0);

  await heading(page, 'Lead score').getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=lead_score(&|$)/);
  await expect(heading(page, 'Lead score')).toHaveAttribute('aria-sort', 'ascending');
  // The heading follows the address at once, the rows once the local query has run again.
  await expect.poll(() => ascending(scores(page))).toBe(true);
  const up = await scores(page);
  expect(new Set(up).size).toBeGreaterThan(1);

  await heading(page, 'Lead score').getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=-lead_score(&|$)/);
  await expect(heading(page, 'Lead score')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => scores(page)).toEqual([...up].sort((a, b) => b - a));

  // Kept across a reload.
  await page.reload();
  await expect(heading(page, 'Lead score')).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).locator('.admin-score').first()).toBeVisible();
  await expect.poll(async () => ascending((await scores(page)).reverse())).toBe(true);

  // Another heading: that column, ascending; the score's heading no longer says it is sorted.
  await heading(page, 'Name').getByRole('button').click();
  await expect(heading(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(heading(page, 'Lead score')).not.toHaveAttribute('aria-sort');
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect
    .poll(async () => {
      const shown = await names(page);
      return shown.join('\n') === alphabetical(shown).join('\n');
    })
    .toBe(true);
});

test('the blog and newsletter lists sort from their headings too', async ({ page }) => {
  await page.goto('/admin/blog');
  await adminSignIn(page);
  const posts = page.getByRole('table', { name: 'Blog posts' });
  await expect(posts).toBeVisible();
  await posts.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
  await expect(posts.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect
    .poll(async () => {
      const shown = await posts.getByRole('rowheader').allInnerTexts();
      return shown.length > 1 && shown.join('\n') === alphabetical(shown).join('\n');
    })
    .toBe(true);

  await page.goto('/admin/newsletter');
  const signups = page.getByRole('table', { name: 'Newsletter signups' });
  await expect(signups).toBeVisible();
  const email = signups.getByRole('columnheader', { name: 'Email' });
  await email.getByRole('button').click();
  await email.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=-email(&|$)/);
  await expect(email).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const shown = await signups.getByRole('rowheader').allInnerTexts();
      return shown.length > 1 && shown.join('\n') === alphabetical(shown).reverse().join('\n');
    })
    .toBe(true);
});

test('Support sorts by priority from its heading, urgent first, and the Sort choice says so', async ({
  page,
}) => {
  await page.goto('/admin/support');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Management' })).toBeVisible();
  await expect(page.getByText('Loading support tickets…')).toHaveCount(0);
  const tickets = page.getByRole('table', { name: /Support tickets/ });
  const priority = tickets.getByRole('columnheader', { name: 'Priority' });
  // The words in the Priority column, top to bottom.
  const priorities = () =>
    tickets.evaluate((table: HTMLTableElement) => {
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const at = heads.findIndex((h) => h?.startsWith('Priority'));
      return [...table.querySelectorAll('tbody tr')].map(
        (tr) => tr.children[at]?.textContent?.trim() ?? '',
      );
    });
  const RANK = ['Urgent', 'High', 'Medium', 'Low'];
  const ranked = (list: string[]) =>
    list.every((p, i) => i === 0 || RANK.indexOf(list[i - 1] ?? p) <= RANK.indexOf(p));

  await priority.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=priority(&|$)/);
  await expect(priority).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Sort')).toHaveValue('priority');
  await expect
    .poll(async () => {
      const shown = await priorities();
      return new Set(shown).size > 1 && ranked(shown);
    })
    .toBe(true);
  expect((await priorities())[0]).toBe('Urgent');
});
