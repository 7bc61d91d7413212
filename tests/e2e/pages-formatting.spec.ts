import { expect, test } from './fixtures.ts';

// Prices, counters and dates: the server and the browser write them alike, and a page writes them
// without the browser's Intl formatters, whose first use costs a phone 100 ms or more.

test('pages with formatted prices, dates and numbers hydrate without console errors', async ({
  page,
  consoleErrors,
}) => {
  const paths = [
    '/',
    '/products/paas',
    '/products/iaas',
    '/faq',
    '/legal/terms-of-service',
    '/blog',
    '/blog/decision-support-not-legal-advice',
  ];
  for (const path of [...paths, ...paths.map((p) => (p === '/' ? '/et' : `/et${p}`))]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Only a hydrated page answers the theme toggle, so this proves hydration.
    const theme = await page.locator('html').getAttribute('data-theme');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /theme|teema/ })
      .click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '');
  }
  expect(consoleErrors).toEqual([]);
});

test('public pages start without creating an Intl formatter (its first use costs a phone 100 ms or more)', async ({
  page,
}) => {
  // Every way into ICU's formatting: the Intl constructors and the toLocale…String methods.
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    const counted = <T extends object>(name: string, target: T): T =>
      new Proxy(target, {
        construct(original, args) {
          made.push(name);
          return Reflect.construct(original as never, args);
        },
        apply(original, self, args) {
          made.push(name);
          return Reflect.apply(original as never, self, args);
        },
      });
    Object.assign(Intl, {
      NumberFormat: counted('NumberFormat', Intl.NumberFormat),
      DateTimeFormat: counted('DateTimeFormat', Intl.DateTimeFormat),
      PluralRules: counted('PluralRules', Intl.PluralRules),
    });
    Number.prototype.toLocaleString = counted('toLocaleString', Number.prototype.toLocaleString);
    Date.prototype.toLocaleString = counted('toLocaleString', Date.prototype.toLocaleString);
    Date.prototype.toLocaleDateString = counted(
      'toLocaleDateString',
      Date.prototype.toLocaleDateString,
    );
  });
  const paths = [
    '/',
    '/et',
    '/products/paas',
    '/blog',
    '/et/blog/decision-support-not-legal-advice',
    '/legal/terms-of-service',
  ];
  for (const path of paths) {
    await page.goto(path);
    // Hydrated (the fixture waits for it), then what starts after the load event: the consent
    // banner's root is the last of it; two frames for React to render into it.
    await expect(page.locator('#consent-root')).toBeAttached();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const made = await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
    expect({ path, made }).toEqual({ path, made: [] });
  }
});

test("the legal pages give their date in the page's language", async ({ page }) => {
  await page.goto('/legal/terms-of-service');
  await expect(page.getByText('Last updated: 1 January 2025 · Version 1.0')).toBeVisible();
  await page.goto('/et/legal/privacy-policy');
  await expect(
    page.getByText('Viimati uuendatud: 1. jaanuar 2025 ·', { exact: false }),
  ).toBeVisible();
});
