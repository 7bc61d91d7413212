import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { NEWSLETTER_COOKIE } from '../../shared/constants.ts';
import { expect, test } from './fixtures.ts';
import { LANGS, localised, staticPages } from './pages-routes.ts';
import { painted } from './painted.ts';

// Every page is checked on its own: both workers share the sweep instead of one taking it all.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages whose content comes from the database (seeded demo content). */
const CONTENT_PAGES = ['/about', '/blog', '/newsroom', '/people', '/people/kadri-lepik'];

const paths = [...staticPages(LANGS[0].t).map((p) => p.path), ...CONTENT_PAGES];

/**
 * Pages made from one template with other words (the error pages, the technology partners, the
 * embedded docs, API and status pages): every one is checked in the light theme in English, the
 * first of each in the dark theme and in Estonian, where only colours and words change.
 */
const SIBLINGS = [/^\/error\//, /^\/partners\/technology\//, /^\/(docs|api|status)$/];
const firstOfTemplate = (path: string) => {
  const template = SIBLINGS.find((pattern) => pattern.test(path));
  return !template || paths.find((p) => template.test(p)) === path;
};

/**
 * One failing element, with axe's own words and figures (for a contrast failure the colours,
 * the ratio and the elements it took for the background): a failure that happens once in a
 * while can then be understood from its report alone.
 */
type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

function describeNode(node: AxeNode) {
  const checks = [...node.any, ...node.all, ...node.none];
  const related = checks.flatMap((c) => c.relatedNodes ?? []).map((r) => r.target.join(' '));
  return [
    node.target.join(' '),
    ...checks.map((c) => `${c.message} ${JSON.stringify(c.data)}`),
    ...(related.length ? [`related: ${related.join(', ')}`] : []),
  ].join(' | ');
}

/** What axe found, short enough to read in a failure. */
async function violations(page: Page, path: string) {
  // The header and footer are the same on every page: checked with the home page, in each theme
  // and language, and left out elsewhere (axe spends a third of its time there).
  const axe = new AxeBuilder({ page }).withTags(TAGS);
  if (path !== '/') axe.exclude('.site-header').exclude('.site-footer');
  const results = await axe.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map(describeNode),
  }));
}

/**
 * One page load per page and language: the light theme is checked, then the page is switched to
 * dark with its own theme button, as a person would, and checked again in place. Every page is
 * checked in English; in Estonian one page per template.
 */
for (const { lang, prefix, t } of LANGS) {
  test.describe(lang, () => {
    for (const path of lang === 'en' ? paths : paths.filter(firstOfTemplate)) {
      const url = localised(prefix, path);
      const themes = lang === 'en' && !firstOfTemplate(path) ? ['light'] : ['light', 'dark'];
      test(`${url} has no WCAG 2.2 A/AA violations (${themes.join(' and ')} theme)`, async ({
        page,
      }) => {
        // The newsletter popup waits for a scroll to the page's bottom, and axe scrolls there to
        // measure the footer: it would then cover the footer in the dark check. It has its own
        // checks (forms-newsletter-popup.spec.ts); here it stays closed, as for a returning visitor.
        await page.addInitScript((cookie) => {
          localStorage.setItem('theme', 'light');
          // biome-ignore lint/suspicious/noDocumentCookie: set before any page script, as the site itself does.
          document.cookie = cookie;
        }, `${NEWSLETTER_COOKIE.name}=${NEWSLETTER_COOKIE.value}; Path=/`);
        // Entrance animations (and the theme's colour change) would otherwise be measured half-way.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Sections far from the viewport are not rendered (content-visibility: auto), and axe
        // would take their content for hidden: render them all, so every one is checked.
        await page.evaluate(() => {
          for (const section of document.querySelectorAll<HTMLElement>('main > *')) {
            section.style.contentVisibility = 'visible';
          }
        });
        expect.soft(await violations(page, path), 'light theme').toEqual([]);
        if (themes.includes('dark')) {
          await page.getByRole('banner').getByRole('button', { name: t.theme.toDark }).click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await painted(page);
          expect(await violations(page, path), 'dark theme').toEqual([]);
        }
      });
    }
  });
}
