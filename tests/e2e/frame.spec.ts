import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageWithScriptsHeld } from './hold-requests.ts';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const trigger = (page: Page, name: string) => header(page).getByRole('button', { name });
const panelOf = (page: Page, id: string) => page.locator(`#nav-menu-${id}`);

/** Page time stands still unless the test moves it, so a loaded machine cannot close menus early. */
async function pauseClock(page: Page) {
  const start = new Date('2025-06-02T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('header dropdowns', () => {
  test('open on hover and close 200 ms after the pointer leaves', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await trigger(page, 'Products').hover();
    await expect(trigger(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    await expect(panelOf(page, 'products').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.mouse.move(600, 700);
    await page.clock.runFor(199);
    await expect(panelOf(page, 'products')).toBeVisible();
    await page.clock.runFor(1);
    await expect(panelOf(page, 'products')).toBeHidden();
    await expect(trigger(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
  });

  test('coming back within 200 ms keeps the menu open', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await trigger(page, 'Company').hover();
    await page.mouse.move(600, 700);
    await page.clock.runFor(150);
    await trigger(page, 'Company').hover();
    await page.clock.runFor(500);
    await expect(panelOf(page, 'company')).toBeVisible();
  });

  test('only one menu is open at a time', async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'Products').hover();
    await expect(panelOf(page, 'products')).toBeVisible();
    await trigger(page, 'Solutions').hover();
    await expect(panelOf(page, 'solutions')).toBeVisible();
    await expect(panelOf(page, 'products')).toBeHidden();
    await trigger(page, 'Contact').click();
    await expect(panelOf(page, 'contact')).toBeVisible();
    await expect(page.locator('.nav-dropdown__panel:visible')).toHaveCount(1);
  });

  test('menus list the site pages and a chosen link navigates and closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await trigger(page, 'Company').hover();
    await panelOf(page, 'company').getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL(/\/people$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The people behind Lumen Legal',
    );
    await expect(panelOf(page, 'company')).toBeHidden();
  });

  test('work with the keyboard: Enter, ArrowDown, Escape and Tab', async ({ page }) => {
    await page.goto('/');
    const products = trigger(page, 'Products');
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const first = panelOf(page, 'products').getByRole('link', { name: 'All products' });
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      panelOf(page, 'products').getByRole('link', { name: 'Legal Tech Platform (PaaS)' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panelOf(page, 'products')).toBeHidden();
    await expect(products).toBeFocused();

    await page.keyboard.press('Space');
    await expect(panelOf(page, 'products')).toBeVisible();
    // Tab walks through the five links, then on to the next menu, closing this one.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await expect(trigger(page, 'Solutions')).toBeFocused();
    await expect(panelOf(page, 'products')).toBeHidden();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      panelOf(page, 'solutions').getByRole('link', { name: 'All solutions' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions$/);
  });

  test('a tap toggles a menu on touch screens', async ({ browser, server }) => {
    const context = await browser.newContext({ hasTouch: true, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    await trigger(page, 'Solutions').tap();
    await expect(panelOf(page, 'solutions')).toBeVisible();
    await trigger(page, 'Solutions').tap();
    await expect(panelOf(page, 'solutions')).toBeHidden();
    await trigger(page, 'Contact').tap();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(panelOf(page, 'contact')).toBeHidden();
    await context.close();
  });

  test('a tap before the page’s scripts arrived is not lost: the menu opens once they have', async ({
    browser,
    server,
  }) => {
    const { page, hydrate } = await pageWithScriptsHeld(browser, {
      hasTouch: true,
      baseURL: server.url,
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await trigger(page, 'Solutions').tap();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(panelOf(page, 'solutions')).toBeHidden();
    await hydrate();
    await expect(panelOf(page, 'solutions')).toBeVisible();
    await expect(trigger(page, 'Solutions')).toHaveAttribute('aria-expanded', 'true');
    await page.context().close();
  });

  test("'Get Started' goes to /contact", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('lists every item and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(header(page)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    for (const name of ['Pricing', 'Compliance solutions', 'Talk to sales', 'Newsroom', 'FAQ']) {
      await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('works with the keyboard and Escape returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'All products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/paas$/);
    await expect(menu).toBeHidden();
  });

  test('a tap outside closes it', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    // The header's left margin: outside the menu, and not a link.
    await page.mouse.click(4, 30);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('theme', () => {
  test('persists across reloads and is applied before the page paints', async ({ page }) => {
    // Records the theme at the moment <body> is created, before anything can be painted.
    await page.addInitScript(() => {
      const w = window as unknown as { themeAtBody?: string };
      new MutationObserver((_m, observer) => {
        if (!document.body) return;
        w.themeAtBody = document.documentElement.dataset.theme ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await page.evaluate(() => (window as { themeAtBody?: string }).themeAtBody)).toBe(
      'dark',
    );
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.goto('/et');
    expect(await page.evaluate(() => (window as { themeAtBody?: string }).themeAtBody)).toBe(
      'light',
    );
  });

  test('defaults to the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('language', () => {
  test('swaps to the same page in the other language, keeping query and hash', async ({
    page,
    context,
  }) => {
    await page.goto('/about?from=test#team');
    await page.getByRole('banner').getByRole('link', { name: 'Eesti keeles' }).click();
    await expect(page).toHaveURL(/\/et\/about\?from=test#team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumen Legalist');
    await expect(page).toHaveTitle('Meist | Lumen Legal');
    let cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('ee');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.getByRole('banner').getByRole('link', { name: 'In English' }).click();
    await expect(page).toHaveURL(/\/about\?from=test#team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('en-gb');
  });

  test('the stored choice opens the front page in that language', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Eesti keeles' }).click();
    await expect(page).toHaveURL(/\/et$/);

    await page.goto('/?utm_source=newsletter');
    await expect(page).toHaveURL(/\/et\?utm_source=newsletter$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    // Any other English address is a deliberate choice and stays as it is.
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    await page.goto('/et');
    await page.getByRole('banner').getByRole('link', { name: 'In English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en-gb');
  });

  test('the frame is translated', async ({ page }) => {
    await page.goto('/et/people');
    await expect(page.getByRole('navigation', { name: 'Peamenüü' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tooted' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Valmistatud Eestis');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Lumen Legal OÜ');
  });
});

test.describe('footer', () => {
  test('has the six columns, social links in new tabs, logo with fallback and legal lines', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Products', 'Solutions', 'Partners', 'Resources', 'Contact', 'Company']) {
      await expect(footer.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    for (const name of ['X', 'LinkedIn', 'GitHub', 'Facebook', 'Instagram']) {
      const link = footer.getByRole('link', { name: new RegExp(`Lumen Legal on ${name} `) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.locator('picture source')).toHaveAttribute('type', 'image/webp');
    const logo = footer.getByRole('img', { name: 'Lumen Legal' });
    await expect(logo).toHaveAttribute('src', '/brand/logo.png');
    await expect(logo).toHaveAttribute('width', '200');
    await expect(footer).toContainText('© 2025 Lumen Legal OÜ');
    await expect(footer).toContainText('Made in Estonia');
    await expect(footer).toContainText('not legal advice');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/legal/terms-of-service',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('shows the webp logo, and the png when the webp fails to load', async ({ page }) => {
    await page.goto('/about');
    const logo = page.getByRole('contentinfo').getByRole('img', { name: 'Lumen Legal' });
    // It loads as the footer nears the viewport, not with the first screen.
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/brand\/logo\.webp$/);
    await page.route('**/brand/logo.webp', (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/brand\/logo\.png$/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('shows the DMCA badge as a plain link and runs no third-party script', async ({
    page,
    server,
  }) => {
    // Reach the server under a public-looking name, as a visitor would.
    const host = 'http://lumen-legal.test';
    const elsewhere: string[] = [];
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith(host)) {
        elsewhere.push(url);
        return route.abort();
      }
      const response = await route.fetch({ url: url.replace(host, server.url) });
      await route.fulfill({ response });
    });
    await page.setViewportSize({ width: 1280, height: 700 });
    for (const path of ['/about', '/partners/reset-password?token=abc']) {
      await page.goto(`${host}${path}`);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const badge = page.getByRole('link', { name: /DMCA\.com Protection Status/ });
      await expect(badge).toHaveAttribute('href', 'https://www.dmca.com/Protection/Status.aspx');
    }
    expect(elsewhere).toEqual([]);
    expect(await page.locator('script[src*="dmca"]').count()).toBe(0);
  });
});

test.describe('route changes', () => {
  test('a new page starts at the top; a hash scrolls to its anchor', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Insights on legal technology',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Compliance solutions' }).click();
    await expect(page).toHaveURL(/\/solutions#compliance$/);
    await expect(page.locator('#compliance')).toBeInViewport();
  });

  test('changing only the query (a filter) keeps the reading position', async ({ page }) => {
    await page.goto('/blog');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.getByRole('link', { name: 'Compliance', exact: true }).click();
    await expect(page).toHaveURL(/\?category=Compliance$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
  });
});
