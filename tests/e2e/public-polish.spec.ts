import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** WCAG relative luminance of an `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The distance from the sticky header's bottom edge to the element's top (negative: hidden). */
async function clearanceBelowHeader(page: Page, target: Locator): Promise<number> {
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  return (box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0));
}

test.describe('canonical addresses', () => {
  test('capitals and /en redirect permanently to the canonical address', async ({ request }) => {
    for (const [path, location] of [
      ['/ET', '/et'],
      ['/Pricing', '/pricing'],
      ['/et/FAQ', '/et/faq'],
      ['/en', '/'],
      ['/en/pricing', '/pricing'],
      ['/EN/Contact-Us', '/contact'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status(), location: response.headers().location }).toEqual({
        path,
        status: 301,
        location,
      });
    }
  });

  test('a visitor typing /ET lands on the Estonian home page', async ({ page }) => {
    await page.goto('/ET');
    await expect(page).toHaveURL(/\/et$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  });

  test('security.txt names the contact, expiry, languages and canonical address', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@lumen-legal\.example$/m);
    expect(text).toMatch(/^Preferred-Languages: en, et$/m);
    // The configured public origin (the test server's default one here).
    expect(text).toMatch(/^Canonical: https?:\/\/[^/\s]+\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(text.match(/^Expires: (.+)$/m)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
  });
});

test.describe('FAQ search', () => {
  test('finds the example of its placeholder in English, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await expect(search).toHaveAttribute('placeholder', /encryption/);
    await search.fill('encryption');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('button').first()).toContainText('How is my data protected?');
    await search.fill('encrypted');
    await expect(results.getByRole('button').first()).toContainText('How is my data protected?');
    await search.fill('blockchain');
    await expect(page.getByRole('status')).toHaveText('No results found.');
  });

  test('finds the example of its placeholder in Estonian', async ({ page }) => {
    await page.goto('/et/faq');
    const search = page.getByRole('searchbox', { name: 'Otsi küsimustest' });
    await expect(search).toHaveAttribute('placeholder', /krüpteerimine/);
    await search.fill('krüpteerimine');
    const results = page.getByRole('region', { name: 'Otsingu tulemused' });
    await expect(results.getByRole('button').first()).toContainText(
      'Kuidas minu andmeid kaitstakse?',
    );
    await search.fill('plokiahel');
    await expect(page.getByRole('status')).toHaveText('Tulemusi ei leitud.');
  });
});

test.describe('focus and overlays', () => {
  test('the light theme focus ring has 3:1 against the page backgrounds', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const ring = await link.evaluate((el) => getComputedStyle(el).outlineColor);
    const backgrounds = await page.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      const colours = ['--bg', '--bg-muted', '--surface'].map((name) => {
        probe.style.backgroundColor = `var(${name})`;
        return getComputedStyle(probe).backgroundColor;
      });
      probe.remove();
      return colours;
    });
    expect(backgrounds).toContain('rgb(255, 255, 255)');
    for (const background of backgrounds) {
      expect({ background, ratio: contrast(ring, background) >= 3 }).toEqual({
        background,
        ratio: true,
      });
    }
  });

  test('a menu opened by hovering closes on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    const panel = page.locator('#nav-menu-products');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the mobile menu closes when focus leaves it, either way', async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Site menu' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(button).not.toBeFocused();
      await expect(menu).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      const last = menu.getByRole('link', { name: 'Get Started' });
      await last.focus();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('anchor targets are not hidden under the sticky header', async ({ page }) => {
    await page.goto('/solutions#compliance');
    const target = page.locator('#compliance');
    await expect(target).toBeInViewport();
    await expect.poll(() => clearanceBelowHeader(page, target)).toBeGreaterThanOrEqual(0);
  });

  test('after a form error without JavaScript, the form is not under the header', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('   ');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mari@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?form=contact.*#contact-form$/);
    await expect
      .poll(() => clearanceBelowHeader(page, page.locator('#contact-form')))
      .toBeGreaterThanOrEqual(0);
    await context.close();
  });
});
