import type { Browser } from '@playwright/test';
import { catalogues } from '../../shared/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './forms-helpers.ts';

const en = catalogues.en;
const et = catalogues.et;

async function noScriptPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  return { context, page: await context.newPage() };
}

test.describe('the site frame without JavaScript', () => {
  test('a header menu opens while focus is in it or the pointer is over it', async ({
    browser,
    server,
  }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/');
    const header = page.getByRole('banner');
    const platform = header.getByRole('link', { name: en.nav.items.paas });
    await expect(platform).toBeHidden();
    const products = header.getByRole('button', { name: en.nav.products });
    await products.focus();
    await expect(platform).toBeVisible();
    // Tab goes on into the menu, which stays open while focus is in it.
    await page.keyboard.press('Tab');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(platform).toBeVisible();
    // A click on the page, away from the menu, takes focus out of it.
    await page.mouse.click(5, 780);
    await expect(platform).toBeHidden();
    await products.hover();
    await expect(platform).toBeVisible();
    await platform.click();
    await expect(page).toHaveURL(/\/products\/paas$/);
    await context.close();
  });

  test('on a phone, Menu shows every item and the other language', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url, { width: 320, height: 640 });
    await page.goto('/et/contact');
    const menu = page.getByRole('navigation', { name: et.nav.mobileNavigation });
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: et.nav.openMenu }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: et.nav.items.paas })).toBeVisible();
    const english = menu.getByRole('link', { name: et.language.switchLabel });
    const box = await english.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.height).toBeGreaterThan(0);
    await english.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.contact.heading);
    await context.close();
  });

  test('offers no button that needs a script: theme and cookie settings', async ({
    browser,
    server,
  }) => {
    const { context, page } = await noScriptPage(browser, server.url, { width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: en.theme.toDark })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.footer.cookieSettings })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.nav.openMenu })).toHaveCount(0);
    await context.close();
  });

  test('the newsletter answer is scrolled into view', async ({ browser, server }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/blog');
    const form = page.getByRole('form', { name: en.forms.newsletter.heading });
    await form.getByRole('textbox', { name: en.forms.newsletter.label }).fill(uniqueEmail('nojs'));
    await form.getByRole('button', { name: en.forms.newsletter.submit }).click();
    await expect(page).toHaveURL(/\/blog\?sent=newsletter#newsletter-form$/);
    await expect(page.getByText(en.forms.newsletter.success)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  test('the spam trap is hidden from people, text browsers and screen readers', async ({
    browser,
    server,
  }) => {
    const { context, page } = await noScriptPage(browser, server.url);
    await page.goto('/contact');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    // The `hidden` attribute itself, which text browsers read, not only a style that moves it away.
    await expect(page.locator('[hidden] input[name="website"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: en.forms.common.honeypot })).toHaveCount(0);
    await context.close();
  });
});
