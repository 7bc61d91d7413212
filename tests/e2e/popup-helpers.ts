import type { Page } from '@playwright/test';
import { catalogues } from '../../shared/i18n/index.ts';

/** The newsletter popup, by its title in the page's language. */
export const popup = (page: Page, lang: 'en' | 'et' = 'en') =>
  page.getByRole('dialog', { name: catalogues[lang].forms.popup.title });

/**
 * Loads a page with the clock frozen, so the popup's 5 s count only moves when the test says. The
 * count starts once the page has loaded and the popup has mounted: its root says when
 * (`data-count-from`), and the test waits for that rather than for the root alone, whose effects
 * may not have run yet.
 */
export async function openFrozen(page: Page, path = '/') {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((k) =>
        k.startsWith('__reactContainer'),
      ) && document.getElementById('newsletter-popup-root')?.dataset.countFrom !== undefined,
  );
}
