import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openFrozen, popup } from './popup-helpers.ts';

/**
 * Tabs from the top of the page until focus enters the popup, and lists every focus stop that
 * something is drawn over: at its centre and at each corner, what is on top must be the element
 * itself or something inside it (WCAG 2.4.11, Focus Not Obscured).
 */
async function obscuredFocusStops(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const obscured: string[] = [];
  for (let stop = 0; stop < 400; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement;
      const dialog = document.querySelector('[role="dialog"]');
      if (!el || el === document.body || dialog?.contains(el)) return { done: true, hidden: '' };
      // The centre and the corners of each box the element draws (a link over two lines has
      // two), the corners a fifth of the way in: hit testing follows rounded corners.
      const points = [...el.getClientRects()].flatMap((b) => {
        const inset = Math.min(b.width, b.height) / 5;
        return [
          [(b.left + b.right) / 2, (b.top + b.bottom) / 2],
          [b.left + inset, b.top + inset],
          [b.right - inset, b.top + inset],
          [b.left + inset, b.bottom - inset],
          [b.right - inset, b.bottom - inset],
        ];
      });
      // What is on top must be the element or inside it. An ancestor there means the element is
      // clipped at that point by its own container (the moving logo strips), not covered; a
      // point outside the screen (a strip's logo half scrolled away) has nothing on top.
      const cover = points
        .filter(([x = 0, y = 0]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
        .map(([x = 0, y = 0]) => document.elementFromPoint(x, y))
        .find((hit) => !hit || !(el.contains(hit) || hit.contains(el)));
      if (cover === undefined) return { done: false, hidden: '' };
      const describe = (e: Element | null) =>
        e
          ? `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`
          : 'nothing';
      return { done: false, hidden: `${describe(el)} under ${describe(cover)}` };
    });
    if (found.done) return obscured;
    if (found.hidden) obscured.push(found.hidden);
  }
  throw new Error('Focus never reached the popup');
}

test.describe('the newsletter popup never covers the focused element', () => {
  for (const [lang, path] of [
    ['en', '/'],
    ['et', '/et/products/paas'],
  ] as const) {
    test(`on a desktop screen, floating and then at the bottom (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openFrozen(page, path);
      await page.clock.runFor(5_000);
      await expect(popup(page, lang)).toBeVisible();
      expect(await obscuredFocusStops(page)).toEqual([]);
      await expect(popup(page, lang)).toBeVisible();
    });
  }

  for (const [width, lang, path] of [
    [390, 'en', '/'],
    [320, 'et', '/et/contact'],
  ] as const) {
    test(`on a ${width} px phone, as a bar at the bottom (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 640 });
      await openFrozen(page, path);
      await page.clock.runFor(5_000);
      await expect(popup(page, lang)).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(popup(page, lang)).toBeVisible();
      expect(await obscuredFocusStops(page)).toEqual([]);
    });
  }
});
