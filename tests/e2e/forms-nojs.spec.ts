import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './forms-helpers.ts';

const box = (name: string) => ({ name, exact: true });

async function noScriptPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test.describe('forms without JavaScript', () => {
  test('contact: posts and shows the thank-you screen', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/contact');
    await page.getByRole('textbox', box('Name')).fill('Ilma Skriptita');
    await page.getByRole('textbox', box('Email')).fill(uniqueEmail('nojs-contact'));
    await page.getByRole('textbox', box('Message')).fill('No scripts here.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=contact/);
    await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
    await context.close();
  });

  test('contact: shows the server’s errors and keeps what was typed', async ({
    browser,
    server,
  }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/et/contact');
    // Blank after trimming: the browser's required check passes, the server's does not.
    await page.getByRole('textbox', box('Nimi')).fill('   ');
    await page.getByRole('textbox', box('E-post')).fill('mari@example.com');
    await page.getByRole('textbox', box('Sõnum')).fill('Tere!');
    await page.getByRole('button', { name: 'Saada sõnum' }).click();
    await expect(page).toHaveURL(/\/et\/contact\?form=contact/);
    await expect(page.locator('.form-field__error')).toHaveText(['Nimi on kohustuslik']);
    await expect(page.getByRole('textbox', box('E-post'))).toHaveValue('mari@example.com');
    await expect(page.getByRole('textbox', box('Sõnum'))).toHaveValue('Tere!');
    await context.close();
  });

  test('sales: posts and thanks', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/sales');
    await page.getByRole('textbox', box('Full Name')).fill('Jaan Tamm');
    await page.getByRole('textbox', box('Work Email')).fill(uniqueEmail('nojs-sales'));
    await page.getByRole('textbox', box('Company Name')).fill('Tamm OÜ');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your enquiry!' })).toBeVisible();
    await context.close();
  });

  test('partner: posts and thanks, or shows the missing type', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/partners');
    await page.getByRole('textbox', box('Full Name')).fill('Liis Kask');
    await page.getByRole('textbox', box('Work Email')).fill(uniqueEmail('nojs-partner'));
    await page.getByRole('textbox', box('Company')).fill('Kask Consulting');
    await page.getByRole('combobox', box('Partnership Type')).selectOption('technology');
    await page
      .getByRole('textbox', box('Tell us about your company and partnership goals'))
      .fill('Integration.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received!' })).toBeVisible();
    await context.close();
  });

  test('support: posts and shows the ticket number', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/support');
    await page.getByRole('textbox', box('Name')).fill('Kati Karu');
    await page.getByRole('textbox', box('Email')).fill(uniqueEmail('nojs-support'));
    await page.getByRole('textbox', box('Subject')).fill('Login trouble');
    await page.getByRole('textbox', box('Describe the problem')).fill('Cannot sign in.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your support request has been received' }),
    ).toBeVisible();
    await expect(page.getByText(/Your ticket number is \S+\./)).toBeVisible();
    await context.close();
  });
});
