import { expect, test } from './fixtures.ts';
import { LANGS, localised, staticPages } from './pages-routes.ts';
import { scaled } from './timeouts.ts';

/** Pages rendered per request from the database or for an account, besides the static ones. */
const DYNAMIC = [
  '/about',
  '/blog',
  '/blog/decision-support-not-legal-advice',
  '/newsroom',
  '/newsroom/lumen-legal-launches-in-tallinn',
  '/people',
  '/people/kadri-lepik',
  '/partners/login',
  '/partners/forgot-password',
  '/partners/reset-password?token=abc',
  '/no-such-page',
];

test.describe('every public page comes alive in the browser', () => {
  for (const { lang, prefix, t } of LANGS) {
    test(`pages in ${lang} hydrate without errors and respond to the theme toggle`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(scaled(120_000));
      const paths = [...staticPages(t).map((p) => p.path), ...DYNAMIC];
      for (const path of paths.map((p) => localised(prefix, p))) {
        await page.goto(path);
        // Only a hydrated page answers the toggle; a page whose strings or code failed would not.
        const html = page.locator('html');
        const before = await html.getAttribute('data-theme');
        await page
          .getByRole('banner')
          .getByRole('button', { name: before === 'dark' ? t.theme.toLight : t.theme.toDark })
          .click();
        await expect(html, path).toHaveAttribute(
          'data-theme',
          before === 'dark' ? 'light' : 'dark',
        );
        // The unknown page answers 404 and each error page its own status, which the browser
        // may report as a failed load of the document; nothing else may fail.
        const status = path.endsWith('/no-such-page') ? '404' : /\/error\/(\d{3})$/.exec(path)?.[1];
        const errors = consoleErrors.filter((e) => !(status && e.includes(`status of ${status} `)));
        expect(errors, path).toEqual([]);
        consoleErrors.length = 0;
      }
    });
  }
});

test.describe('errors while rendering in the browser', () => {
  /** Serves `path` with its page data changed by `edit`, as if the page's own code had failed. */
  async function withBrokenData(
    page: import('@playwright/test').Page,
    path: string,
    edit: (data: string) => string,
  ) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const broken = html.replace(
        /(<script type="application\/json" id="__page_data">)([\s\S]*?)(<\/script>)/,
        (_, open: string, data: string, close: string) => open + edit(data) + close,
      );
      await route.fulfill({ response, body: broken });
    });
  }

  test('a page that fails shows the catch-all boundary inside the site frame', async ({ page }) => {
    await withBrokenData(page, '/pricing', (data) =>
      data.replace('"pages":{"pricing":', '"pages":{"missing":'),
    );
    await page.goto('/pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.unroute('/pricing');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something Went Wrong');
  });

  test('when even the frame fails, the router fallback says so in words, not the error text', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await withBrokenData(page, '/security', (data) => data.replace('"nav":{', '"gone":{'));
    await page.goto('/security');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'This page could not be shown. Please reload it to try again.',
    );
    await expect(page.getByRole('main')).not.toContainText(/Cannot read properties|TypeError/);
    // The developer's text is kept for them, in the console.
    await expect.poll(() => logged.join('\n')).toContain('The page could not be shown');
  });
});
