import type { Browser } from '@playwright/test';
import { expect, PARTNER, test } from './admin-accounts.ts';

async function noScriptPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test.describe('partner sign-in without JavaScript', () => {
  test('signs in and lands on the dashboard', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/partners/login');
    await page.getByLabel('Email', { exact: true }).fill(PARTNER.email);
    await page.getByLabel('Password', { exact: true }).fill(PARTNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/partners\/dashboard$/);
    // The dashboard loads its data with JavaScript; its heading is rendered by the server.
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual(['lumen_access', 'lumen_refresh']);
    await context.close();
  });

  test('a wrong password shows the error and keeps the email, never the password', async ({
    browser,
    server,
  }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/partners/login');
    await page.getByLabel('Email', { exact: true }).fill(PARTNER.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely not it');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/partners\/login\?error=invalid&email=/);
    expect(page.url()).not.toContain('definitely');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Invalid credentials. Please try again.',
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(PARTNER.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await context.close();
  });

  test('Estonian: empty fields are asked for, then the sign-in leads to /et', async ({
    browser,
    server,
  }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/et/partners/login');
    await page.getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page).toHaveURL(/\/et\/partners\/login\?error=required$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Palun sisesta e-posti aadress ja parool.',
    );
    await page.getByLabel('E-post').fill(PARTNER.email);
    await page.getByLabel('Parool', { exact: true }).fill(PARTNER.password);
    await page.getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page).toHaveURL(/\/et\/partners\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partneri töölaud' })).toBeVisible();
    await context.close();
  });
});
