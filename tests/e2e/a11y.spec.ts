import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { LANGS, localised, staticPages } from './pages-routes.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages whose content comes from the database (seeded demo content). */
const CONTENT_PAGES = ['/about', '/blog', '/newsroom', '/people', '/people/kadri-lepik'];

const paths = [...staticPages(LANGS[0].t).map((p) => p.path), ...CONTENT_PAGES];

for (const theme of ['light', 'dark'] as const) {
  for (const { lang, prefix } of LANGS) {
    test.describe(`${theme} theme, ${lang}`, () => {
      for (const path of paths) {
        const url = localised(prefix, path);
        test(`${url} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
          // Entrance animations would otherwise be measured half-faded.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          const summary = results.violations.map((v) => ({
            id: v.id,
            help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
          }));
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
