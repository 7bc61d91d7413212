import { expect, test } from './fixtures.ts';
import { LANGS, localised } from './pages-routes.ts';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px no page scrolls sideways, in either language. One page per
 * template is enough in the browser: pages of one template differ only in words, and the longest
 * words are the Estonian ones, which are checked too.
 */
const TEMPLATES = [
  '/', // home
  '/products/paas', // product
  '/pricing', // pricing with its FAQ
  '/solutions',
  '/security',
  '/faq',
  '/contact', // contact form card
  '/sales', // sales form
  '/support', // support form
  '/partners', // partner application form
  '/partners/login', // partner login
  '/partners/technology/redline', // technology partner
  '/legal/terms-of-service', // legal
  '/about',
  '/people', // people grid
  '/people/kadri-lepik', // profile
  '/blog', // post list with the newsletter form
  '/blog/markdown-table', // post with a table
  '/newsroom',
  '/error/503', // HTTP error page
  '/docs', // embedded page
  '/no-such-page', // 404
];

test.use({ viewport: { width: 320, height: 640 } });

test('no page is wider than a 320 px screen, in either language', async ({ page }) => {
  const tooWide: string[] = [];
  for (const { prefix } of LANGS) {
    for (const path of TEMPLATES) {
      const url = localised(prefix, path);
      await page.goto(url);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`${url}: ${width} px`);
    }
  }
  expect(tooWide).toEqual([]);
});
