import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  MEDIA_CACHE,
  NOT_FOUND_CACHE,
  NOT_FOUND_PAGE,
} from '../../web/src/offline/offline-routes.ts';
import { expect, test } from './fixtures.ts';

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const POST = '/blog/grounded-retrieval-over-estonian-case-law';
const POST_TITLE = 'Grounded by Design: Retrieval Over Estonian Case Law';

/** Waits until the service worker is active and controls the page (it claims open pages). */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The site's frame: the header's main navigation and the footer's, by their names. */
async function expectFrame(page: Page, lang: 'en' | 'et') {
  const names =
    lang === 'en'
      ? { main: 'Main navigation', footer: 'Footer', home: 'Lumen Legal home' }
      : { main: 'Peamenüü', footer: 'Jalus', home: 'Lumen Legal – avaleht' };
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en-GB' : 'et');
  await expect(page.getByRole('banner').getByRole('link', { name: names.home })).toBeVisible();
  await expect(page.getByRole('navigation', { name: names.main })).toBeVisible();
  await expect(page.getByRole('navigation', { name: names.footer })).toBeVisible();
}

test.describe('reading offline', () => {
  for (const path of ['/offline', '/et/offline']) {
    test(`the offline page ${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('the content API is kept for offline reading; the rest of the API is not', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    const blogApi = await page.evaluate(async () => (await fetch('/api/content/blog')).status);
    expect(blogApi).toBe(200);
    await page.evaluate(() => fetch('/api/health').catch(() => undefined));
    await page.waitForFunction(async () => (await caches.match('/api/content/blog')) !== undefined);
    expect(await page.evaluate(async () => (await caches.match('/api/health')) === undefined)).toBe(
      true,
    );
    await context.setOffline(true);
    try {
      const offline = await page.evaluate(async () => {
        const answer = await fetch('/api/content/blog');
        return { status: answer.status, posts: ((await answer.json()) as unknown[]).length };
      });
      expect(offline.status).toBe(200);
      expect(offline.posts).toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a visited blog post and the Estonian blog stay readable offline', async ({
    page,
    context,
  }) => {
    // The first page came before the service worker; it keeps that page once in control.
    await page.goto('/blog');
    await controlled(page);
    await page.waitForFunction(async () => (await caches.match('/blog')) !== undefined);
    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
    await page.goto('/et/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mõtteid õigustehnoloogiast');

    await context.setOffline(true);
    try {
      await page.goto(POST);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Retrieval first, generation second' }),
      ).toBeVisible();
      // Still a working page: it hydrated and its links lead on.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('link', { name: 'Back to Blog' }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Insights on legal technology',
      );

      await page.goto('/et/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Mõtteid õigustehnoloogiast',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    } finally {
      await context.setOffline(false);
    }
  });

  test('the pictures of visited pages stay visible offline, those of the first page too', async ({
    page,
    context,
  }) => {
    const photoOf = (name: string) => page.getByRole('img', { name: `Photo of ${name}` });
    const shown = (name: string) =>
      photoOf(name).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    // The first page came before the service worker, and so did its pictures: the page names
    // them to the worker once it is in control.
    await page.goto('/people');
    await controlled(page);
    const first = await photoOf('Kadri Lepik').evaluate((img: HTMLImageElement) => img.currentSrc);
    await page.waitForFunction(
      async ({ src, cacheName }) => (await caches.match(src, { cacheName })) !== undefined,
      { src: first, cacheName: MEDIA_CACHE },
    );
    // A page opened under the worker: its pictures go through it.
    await page.getByRole('link', { name: 'Martin Saar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Martin Saar');
    await expect.poll(() => shown('Martin Saar')).toBe(true);

    // Without the browser's own cache, what is shown offline comes from the worker's.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    try {
      await page.goto('/people/martin-saar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Martin Saar');
      await expect.poll(() => shown('Martin Saar')).toBe(true);
      await page.goto('/people');
      await expect.poll(() => shown('Kadri Lepik')).toBe(true);
      await expect(page.getByText('KL', { exact: true })).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('an unvisited post offline gets the offline page in the site’s frame and language', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/');
    await controlled(page);
    await context.setOffline(true);
    try {
      await page.goto('/blog/an-unvisited-post');
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      await expectFrame(page, 'en');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go Home' })).toHaveAttribute(
        'href',
        '/',
      );

      await page.goto('/et/blog/an-unvisited-post');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oled võrguühenduseta' }),
      ).toBeVisible();
      await expectFrame(page, 'et');
      await expect(page.getByRole('main').getByRole('link', { name: 'Avalehele' })).toHaveAttribute(
        'href',
        '/et',
      );
      // Shown at the address asked for, the page still hydrates without a mismatch.
      await expect(page).toHaveURL(/\/et\/blog\/an-unvisited-post$/);
      expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });

  test('an address that cannot exist says not found offline, not offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    // The worker fetches both not-found pages as it activates, alongside taking control: going
    // offline before they are kept would rightly give the offline page instead.
    await page.waitForFunction(
      async ({ cacheName, urls }) => {
        const found = await Promise.all(urls.map((url) => caches.match(url, { cacheName })));
        return found.every(Boolean);
      },
      { cacheName: NOT_FOUND_CACHE, urls: Object.values(NOT_FOUND_PAGE) },
    );
    await context.setOffline(true);
    try {
      await page.goto('/no-such-page');
      await expect(
        page.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
      await expectFrame(page, 'en');

      await page.goto('/et/no-such-page');
      await expect(page.locator('html')).toHaveAttribute('lang', 'et');
      await expect(
        page.getByRole('heading', { level: 1, name: '404 Lehte ei leitud' }),
      ).toBeVisible();
      await expectFrame(page, 'et');
    } finally {
      await context.setOffline(false);
    }
  });
});
