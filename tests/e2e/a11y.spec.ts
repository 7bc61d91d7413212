import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { LANGS, localised, staticPages } from './pages-routes.ts';

// Every page is checked on its own: both workers share the sweep instead of one taking it all.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages whose content comes from the database (seeded demo content). */
const CONTENT_PAGES = ['/about', '/blog', '/newsroom', '/people', '/people/kadri-lepik'];

const paths = [...staticPages(LANGS[0].t).map((p) => p.path), ...CONTENT_PAGES];

/**
 * Pages made from one template with other words (the error pages, the technology partners, the
 * embedded docs, API and status pages): every one is checked in the light theme in English, the
 * first of each in the other themes and languages, where only colours and words change.
 */
const SIBLINGS = [/^\/error\//, /^\/partners\/technology\//, /^\/(docs|api|status)$/];
const firstOfTemplate = (path: string) => {
  const template = SIBLINGS.find((pattern) => pattern.test(path));
  return !template || paths.find((p) => template.test(p)) === path;
};

for (const theme of ['light', 'dark'] as const) {
  for (const { lang, prefix } of LANGS) {
    const all = theme === 'light' && lang === 'en';
    test.describe(`${theme} theme, ${lang}`, () => {
      for (const path of all ? paths : paths.filter(firstOfTemplate)) {
        const url = localised(prefix, path);
        test(`${url} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
          // Entrance animations would otherwise be measured half-faded.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Sections far from the viewport are not rendered (content-visibility: auto), and axe
          // would take their content for hidden: render them all, so every one is checked.
          await page.evaluate(() => {
            for (const section of document.querySelectorAll<HTMLElement>('main > *')) {
              section.style.contentVisibility = 'visible';
            }
          });
          // The header and footer are the same on every page: checked with the home page, in
          // each theme and language, and left out elsewhere (axe spends a third of its time there).
          const axe = new AxeBuilder({ page }).withTags(TAGS);
          if (path !== '/') axe.exclude('.site-header').exclude('.site-footer');
          const results = await axe.analyze();
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
