/** Entity Management in the browser: opening a tab, its rows, the public pages they feed. */
import type { Locator, Page } from '@playwright/test';
import { adminSignIn, expect } from '../admin-accounts.ts';

export async function openEntities(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/entities${query}`);
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Entity Management' })).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/\(\d+\)$/);
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
}

/** The body rows of the open tab's table. */
export function rows(page: Page): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

export function row(page: Page, name: string): Locator {
  return rows(page).filter({ hasText: name });
}

export async function names(page: Page): Promise<string[]> {
  return (await rows(page).locator('.entity-name__name').allInnerTexts()).map((n) => n.trim());
}

/** The public page's HTML as the server renders it now. */
export async function publicHtml(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** The order in which the /about page lists these names. */
export async function aboutOrder(page: Page, ...people: string[]): Promise<string[]> {
  const html = await publicHtml(page, '/about');
  return people.filter((p) => html.includes(p)).sort((a, b) => html.indexOf(a) - html.indexOf(b));
}
