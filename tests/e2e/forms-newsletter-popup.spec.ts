import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './forms-helpers.ts';
import { openFrozen, popup } from './popup-helpers.ts';

test.describe('newsletter popup', () => {
  test('floats at the right middle 5 s after load, not before, without taking focus', async ({
    page,
  }) => {
    await openFrozen(page);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML);
    await page.clock.runFor(4_900);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(popup(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);

    const box = await popup(page).boundingBox();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    expect(box).not.toBeNull();
    if (box) {
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    }
    await expect(page.getByRole('button', { name: 'Close newsletter signup' })).toBeVisible();
  });

  test('sits at the bottom right once the visitor scrolls within 100 px of the end', async ({
    page,
  }) => {
    await openFrozen(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    await page.evaluate((y) => window.scrollTo(0, y), height - viewport.height - 150);
    await expect(popup(page)).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), height - viewport.height - 90);
    await expect(popup(page)).toBeVisible();
    const box = await popup(page).boundingBox();
    if (box) expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  });

  test('Escape closes it and gives focus back to where it came from', async ({ page }) => {
    await openFrozen(page);
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
    await getStarted.focus();
    await page.clock.runFor(5_000);
    await popup(page).getByRole('textbox', { name: 'Email address' }).focus();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(getStarted).toBeFocused();
    await page.clock.runFor(10_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('Escape closes it while focus is elsewhere, leaving focus there', async ({ page }) => {
    await openFrozen(page);
    await page.clock.runFor(5_000);
    // Its code arrives after the 5 s: a person presses Escape once they see it.
    await expect(popup(page)).toBeVisible();
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
    await getStarted.focus();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(getStarted).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('never covers the hero, and at the end is a bar the page makes room for', async ({
      page,
    }) => {
      await openFrozen(page);
      await page.clock.runFor(30_000);
      await expect(popup(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(popup(page)).toBeVisible();
      // The page grew by the bar's height: scrolled to the end, the footer's last link sits
      // above the bar, and so does a focused footer link.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = await popup(page).boundingBox();
      const lastLink = page.getByRole('contentinfo').getByRole('link').last();
      await lastLink.focus();
      await expect
        .poll(async () => {
          const box = await lastLink.boundingBox();
          return (box?.y ?? 0) + (box?.height ?? 0) <= (bar?.y ?? 0);
        })
        .toBe(true);
    });
  });

  test('does not show while the closed cookie is set', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'newsletter-closed', value: 'true', url: baseURL ?? '' }]);
    await openFrozen(page);
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(100);
    await expect(popup(page)).toHaveCount(0);
  });

  test('closing sets newsletter-closed=true for 30 days on the whole site', async ({
    page,
    context,
  }) => {
    await openFrozen(page);
    await page.clock.runFor(5_000);
    await page.getByRole('button', { name: 'Close newsletter signup' }).click();
    await expect(popup(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'newsletter-closed');
    expect(cookie).toMatchObject({ value: 'true', path: '/' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  test('checks the address with the popup wording', async ({ page }) => {
    await openFrozen(page);
    await page.clock.runFor(5_000);
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.locator('.form-field__error')).toHaveText(
      'Please enter your email address',
    );
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('reader@example');
    await expect(dialog.locator('.form-field__error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.locator('.form-field__error')).toHaveText(
      'Please enter a valid email address',
    );
  });

  test('thanks the subscriber for 2 s, then closes and stays closed', async ({ page, context }) => {
    await openFrozen(page);
    await page.clock.runFor(5_000);
    await popup(page).getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('popup'));
    await popup(page).getByRole('button', { name: 'Subscribe' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for subscribing!' });
    await expect(thanks).toContainText(
      'Check your inbox: your subscription starts when you confirm it with the link we sent you.',
    );
    await expect(thanks.getByRole('status')).toBeFocused();
    expect((await context.cookies()).some((c) => c.name === 'newsletter-closed')).toBe(true);
    await page.clock.runFor(1_900);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(100);
    await expect(thanks).toHaveCount(0);
  });

  test('an address already subscribed (409) counts as success', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'already_subscribed', message: 'Already subscribed.' } },
      }),
    );
    await openFrozen(page);
    await page.clock.runFor(5_000);
    await popup(page).getByRole('textbox', { name: 'Email address' }).fill('old@example.com');
    await popup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you for subscribing!' })).toBeVisible();
  });

  test('a failure shows the generic message', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
    );
    await openFrozen(page);
    await page.clock.runFor(5_000);
    await popup(page).getByRole('textbox', { name: 'Email address' }).fill('new@example.com');
    await popup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(popup(page).getByRole('alert')).toHaveText(
      'Something went wrong. Please try again.',
    );
    await expect(popup(page).getByRole('alert')).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no WCAG 2.2 A/AA violations with its error shown (${theme} theme)`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openFrozen(page);
      await page.clock.runFor(5_000);
      await popup(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(popup(page).locator('.form-field__error')).toBeVisible();
      // axe schedules its own timers.
      await page.clock.resume();
      const results = await new AxeBuilder({ page })
        .include('.newsletter-popup')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
