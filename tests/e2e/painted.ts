import type { Page } from '@playwright/test';

/**
 * Waits until the page has painted twice: what a person sees after a change such as the theme
 * switch. A style read in the same task as the switch has, now and then, still given a few
 * footer paragraphs the light theme's text colour on the dark background (axe reported
 * #475467 on #111a2e, 2.25:1, in about one run in thirty on a busy machine).
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
