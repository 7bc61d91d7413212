import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import {
  analyticsEnv,
  type FakeAnalyticsHost,
  startFakeAnalyticsHost,
} from './fake-analytics-host.ts';
import { test as base, expect } from './fixtures.ts';
import { removeDataDir, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

/**
 * Consent and analytics (back-office §4, §5, §9): the site's server is configured with every
 * third-party script pointing at a fake host on loopback; nothing may reach it before consent.
 */
const test = base.extend<object, { fakeHost: FakeAnalyticsHost }>({
  fakeHost: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const host = await startFakeAnalyticsHost();
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ fakeHost }, use) => {
      const server = await startServer({ env: analyticsEnv(fakeHost.origin) });
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker', timeout: scaled(120_000) },
  ],
});

// posthog-js drops events from a headless browser's user agent (a bot filter); a visitor's browser.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

// posthog-js also takes a browser driven by automation (navigator.webdriver) for a bot.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
});

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCRIPTS = ['GET /gtm.js', 'GET /gtag/js', 'GET /never/widget.js'];
/** PostHog's capture endpoint (/e/, or /i/v0/e/ in newer versions of posthog-js). */
const isCapture = (request: string) => /^POST (\/i\/v0)?\/e\/?$/.test(request);

/** Every request the page makes to an origin other than the site's own. */
function watchThirdParty(page: Page, siteOrigin: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== siteOrigin) seen.push(request);
  });
  return seen;
}

const banner = (page: Page, name = 'Cookies on this site') => page.getByRole('region', { name });
const analyticsState = (page: Page) => page.locator('html');

test.beforeEach(({ fakeHost }) => {
  fakeHost.requests.length = 0;
});

test('before consent nothing leaves the page for a third party', async ({
  page,
  baseURL,
  fakeHost,
}) => {
  const thirdParty = watchThirdParty(page, new URL(baseURL ?? '').origin);
  const analyticsCode: string[] = [];
  page.on('request', (r) => {
    if (/posthog/i.test(r.url())) analyticsCode.push(r.url());
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'waiting');
  await page.goto('/pricing');
  await expect(banner(page)).toBeVisible();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'waiting');
  expect(thirdParty.map((r) => r.url())).toEqual([]);
  expect(fakeHost.requests).toEqual([]);
  // Not even our own copy of the analytics library is fetched before consent.
  expect(analyticsCode).toEqual([]);
});

test('granting statistics loads each configured script once and records the consent', async ({
  page,
  fakeHost,
}) => {
  await page.goto('/');
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST',
  );
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const response = await recorded;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toMatchObject({
    categories: { necessary: true, statistics: true, marketing: true },
    version: 1,
  });
  await expect(banner(page)).toBeHidden();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'granted');
  // PostHog (bundled, fetched only now) talks to its host; the three script tags are requested.
  await expect
    .poll(() => fakeHost.requests.filter((r) => SCRIPTS.includes(r)).sort())
    .toEqual([...SCRIPTS].sort());
  await expect
    .poll(() => fakeHost.requests.some(isCapture), { timeout: scaled(15_000) })
    .toBe(true);

  // Choosing again (the same or more) loads nothing twice.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'granted');
  for (const script of SCRIPTS)
    expect(fakeHost.requests.filter((r) => r === script)).toHaveLength(1);
  await expect(page.locator('script[src*="gtm.js"]')).toHaveCount(1);
  await expect(page.locator('script[src*="gtag/js"]')).toHaveCount(1);
});

test('revoking stops capture: PostHog is opted out, and the next page loads nothing', async ({
  page,
  baseURL,
  fakeHost,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(() => fakeHost.requests.some(isCapture), { timeout: scaled(15_000) })
    .toBe(true);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = banner(page);
  await settings.getByRole('checkbox', { name: 'Statistics' }).uncheck();
  await settings.getByRole('button', { name: 'Save my choices' }).click();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'denied');
  // posthog-js keeps its opt-out in localStorage; capture checks it before sending anything.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('__ph_opt_in_out_phc_e2e')))
    .toBe('0');

  const thirdParty = watchThirdParty(page, new URL(baseURL ?? '').origin);
  await page.goto('/about');
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'denied');
  await expect(banner(page)).toBeHidden();
  expect(thirdParty.map((r) => r.url())).toEqual([]);
});

test('with do-not-track on nothing loads, even after Accept all', async ({
  page,
  baseURL,
  fakeHost,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  const thirdParty = watchThirdParty(page, new URL(baseURL ?? '').origin);
  await page.goto('/');
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'off-do-not-track');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'off-do-not-track');
  expect(thirdParty.map((r) => r.url())).toEqual([]);
  expect(fakeHost.requests).toEqual([]);
});

test('on a host other than the production one nothing loads', async ({
  page,
  baseURL,
  fakeHost,
}) => {
  // The server's production host is 127.0.0.1 (its PUBLIC_ORIGIN); localhost is another host.
  const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const thirdParty = watchThirdParty(page, new URL(other).origin);
  await page.goto(other);
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'off-host');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await page.reload();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'off-host');
  expect(thirdParty.map((r) => r.url())).toEqual([]);
  expect(fakeHost.requests).toEqual([]);
});

test('a script that never answers ends as a timeout after 10 s, and the visitor sees nothing', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const said = async () =>
    (await page.getByRole('alert').allTextContents()).filter((t) => t.trim());
  const alertsBefore = await said();
  // From here time moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-11-20T10:01:00Z'));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // Consent readiness is polled every 100 ms: the loaders start within the next 100 ms.
  await page.clock.runFor(100);
  const widget = page.locator('script[src$="/never/widget.js"]');
  await expect(widget).toHaveCount(1);
  await expect(widget).not.toHaveAttribute('data-load-state');
  // The tag's own scripts answered: their loads end by their own events, not the clock.
  await expect(page.locator('script[src*="gtm.js"]')).toHaveAttribute('data-load-state', 'success');
  await page.clock.runFor(9_800);
  await expect(widget).not.toHaveAttribute('data-load-state');
  await page.clock.runFor(300);
  await expect(widget).toHaveAttribute('data-load-state', 'timeout');
  // The page's live regions (offline notices) say what they said before; no outcome is shown
  // anywhere (the newsletter popup's own timer has opened it by now: that is the page's own).
  expect(await said()).toEqual(alertsBefore);
  await expect(page.locator('body')).not.toContainText(/Script (load|blocked)/);
  expect(consoleErrors.filter((e) => /script/i.test(e))).toEqual([]);
});

test('Cookie settings in the footer opens the choices by keyboard; Escape closes them and focus returns', async ({
  page,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner(page)).toBeHidden();
  const footerButton = page.getByRole('button', { name: 'Cookie settings' });
  await footerButton.focus();
  await page.keyboard.press('Enter');
  const settings = banner(page);
  await expect(settings.getByRole('heading', { name: 'Cookies on this site' })).toBeFocused();
  await expect(settings.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
  await expect(settings.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(settings.getByRole('checkbox', { name: 'Statistics' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(footerButton).toBeFocused();
});

test('a new consent version asks again', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await page.reload();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'granted');
  await expect(banner(page)).toBeHidden();
  // A choice made under an earlier version of the banner (the server's is 1).
  await page.evaluate(() => {
    localStorage.setItem(
      'lumen-consent',
      JSON.stringify({
        record: {
          id: '3f1c2f0e-8d5e-4c7a-9a55-0b5f1a2f6e11',
          categories: { necessary: true, statistics: true, marketing: true },
          version: 0,
          decided_at: '2025-01-01T00:00:00.000Z',
        },
        sent: true,
      }),
    );
  });
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(analyticsState(page)).toHaveAttribute('data-analytics', 'waiting');
});

test('on a phone the banner hides no content: the foot of the page can be scrolled into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/et');
  const region = banner(page, 'Küpsised sellel saidil');
  await expect(region).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('button', { name: 'Küpsiste seaded' });
  await expect(last).toBeInViewport();
  const [lastBox, bannerBox] = await Promise.all([last.boundingBox(), region.boundingBox()]);
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
});

for (const theme of ['light', 'dark'] as const) {
  for (const { path, title, choose } of [
    { path: '/', title: 'Cookies on this site', choose: 'Choose' },
    { path: '/et', title: 'Küpsised sellel saidil', choose: 'Vali ise' },
  ]) {
    test(`axe: the banner and its choices are clean (${theme} theme, ${path})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const region = banner(page, title);
      await expect(region).toBeVisible();
      const analyze = async () =>
        (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(await analyze()).toEqual([]);
      await region.getByRole('button', { name: choose }).click();
      await expect(region.getByRole('checkbox')).toHaveCount(3);
      expect(await analyze()).toEqual([]);
    });
  }
}
