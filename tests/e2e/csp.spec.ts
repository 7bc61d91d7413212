import type { Page } from '@playwright/test';
import { adminSignIn, expect, test } from './admin-accounts.ts';
import { uniqueEmail } from './forms-helpers.ts';
import { LANGS, localised } from './pages-routes.ts';
import { scaled } from './timeouts.ts';

/**
 * The CSP allows no inline style but the documents' own hashed `<style>` (issue #15): every
 * style the pages and the back office use must come from a stylesheet, the hashed element or the
 * CSSOM. Each `securitypolicyviolation` event is recorded from before the page's first script,
 * and Chromium's console report of a refused style or script is collected as well.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
    ...console,
  ];
}

const PUBLIC = [
  '/',
  '/products/paas',
  '/pricing',
  '/faq',
  '/contact',
  '/partners',
  '/partners/login',
  '/about',
  '/blog',
  '/blog/decision-support-not-legal-advice',
  '/people/kadri-lepik',
  '/no-such-page',
];

test.describe('no CSP violation', () => {
  for (const { lang, prefix, t } of LANGS) {
    test(`on public pages in ${lang}, with the popup, banner, theme and menus used`, async ({
      page,
    }) => {
      test.setTimeout(scaled(120_000));
      for (const path of PUBLIC.map((p) => localised(prefix, p))) {
        // The popup's closed cookie, set by the form sent on the home page, would hide it after.
        await page.context().clearCookies();
        const violations = await recordViolations(page);
        await page.clock.install();
        await page.goto(path);
        // The sparkles, logo strip and counters animate; the theme switch restyles everything.
        await page
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(`${t.theme.toDark}|${t.theme.toLight}`) })
          .click();
        // The newsletter popup (its own chunk and stylesheet) shows after its delay, which starts
        // once its script has arrived after the page's load: time moves on until it is there.
        const popup = page.getByRole('dialog', { name: t.forms.popup.title });
        await expect(async () => {
          await page.clock.runFor(1_000);
          await expect(popup).toBeVisible({ timeout: 250 });
        }).toPass({ timeout: scaled(20_000) });
        if (path === localised(prefix, '/')) {
          // A form validates with the shared schemas (zod), loaded on first use, then sends.
          await popup.getByLabel(t.forms.popup.label).fill(uniqueEmail('csp'));
          await popup.getByRole('button', { name: t.forms.popup.submit, exact: true }).click();
          await expect(
            page.getByRole('status').filter({ hasText: t.forms.popup.thanksTitle }),
          ).toBeVisible();
        }
        expect(await violations(), path).toEqual([]);
        // A fresh page for the next address, so its init script and clock start anew.
        await page.goto('about:blank');
      }
    });
  }

  test('in the back office, signed in, on its main screens', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const violations = await recordViolations(page);
    await page.goto('/admin');
    await adminSignIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of [
      '/admin/contacts',
      '/admin/sales',
      '/admin/support',
      '/admin/partners',
      '/admin/newsletter',
      '/admin/entities',
      '/admin/blog/posts',
      '/admin/users',
      '/admin/audit',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
  });
});
