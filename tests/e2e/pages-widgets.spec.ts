import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { removeDataDir, startServer } from './server.ts';

const T0 = new Date('2026-03-02T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** The figure a sighted visitor sees in the stat labelled `label`. */
const shownStat = (page: Page, label: string) =>
  page.locator('.stat').filter({ hasText: label }).locator('.count-up > [aria-hidden="true"]');

async function hydrated(page: Page) {
  // Counters leave their server-rendered final value for 0 once React has hydrated.
  await expect(page.locator('.count-up').first()).toHaveAttribute('data-phase', 'waiting');
}

test.describe('stats counters', () => {
  test('count up from 0 over 1600 ms once visible, and only once', async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto('/');
    await hydrated(page);
    await page.clock.pauseAt(later(60_000));
    const cases = shownStat(page, 'legal cases processed*');
    await expect(cases).toHaveText('0+');
    // Not a quantity: shown whole, never "6x7" on the way.
    const support = page.locator('.stat').filter({ hasText: 'expert support' }).locator('dd');
    await expect(support).toHaveText('24x7');

    await page.getByRole('heading', { name: 'The platform in numbers' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.count-up').first()).toHaveAttribute('data-phase', 'running');
    await page.clock.runFor(800);
    const midway = Number((await cases.textContent())?.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(47);
    await expect(support).toHaveText('24x7');

    await page.clock.runFor(800);
    await expect(cases).toHaveText('47+');
    await expect(shownStat(page, 'documents parsed*')).toHaveText('1.98M+');
    await expect(shownStat(page, 'uptime guarantee')).toHaveText('99.9%');

    // Scrolling away and back does not start them again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { name: 'The platform in numbers' }).scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(cases).toHaveText('47+');
    await expect(page.locator('.count-up').first()).toHaveAttribute('data-phase', 'done');
  });

  test('show their final values at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.count-up').first()).toHaveAttribute('data-phase', 'static');
    await expect(shownStat(page, 'legal cases processed*')).toHaveText('47+');
    await expect(page.locator('.logo-strip').first()).toHaveAttribute('data-running', 'false');
  });

  test('use the Estonian number format on Estonian pages', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/et');
    await expect(shownStat(page, 'analüüsitud dokumenti*')).toHaveText('1,98M+');
  });
});

test.describe('logo strips', () => {
  test('start looping 100 ms after their logos have loaded or failed', async ({ page }) => {
    const held: Route[] = [];
    await page.route('**/images/logos/*.svg', (route) => {
      held.push(route);
    });
    await page.clock.install({ time: T0 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.clock.pauseAt(later(60_000));
    const strip = page.locator('.logo-strip').first();
    await expect(strip).toHaveAttribute('data-running', 'false');

    // Near the viewport, every logo of the strip loads, those its overflow clips too (they are
    // lazy, and lazy loading alone never fetches a clipped image). One fails, the rest load:
    // both count as settled.
    await strip.scrollIntoViewIfNeeded();
    const partnerLogos = ['redline', 'qatalis', 'deepware', 'skudo-tech'];
    const heldNames = () => held.map((r) => new URL(r.request().url()).pathname.split('/').pop());
    await expect
      .poll(() => partnerLogos.every((name) => heldNames().includes(`${name}.svg`)))
      .toBe(true);
    const [failing, ...rest] = held.splice(0);
    await failing?.abort();
    for (const route of rest) await route.continue();
    await page.unroute('**/images/logos/*.svg');
    await expect
      .poll(() =>
        strip.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.complete)),
      )
      .toBe(true);

    await page.clock.runFor(99);
    await expect(strip).toHaveAttribute('data-running', 'false');
    await page.clock.runFor(1);
    await expect(strip).toHaveAttribute('data-running', 'true');
  });

  test('load their logos only as they near the viewport, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const logosLoaded = (strip: number) =>
      page
        .locator('.logo-strip')
        .nth(strip)
        .evaluate(
          (el) =>
            [...el.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth > 0)
              .length,
        );
    // Not with the first screen.
    expect(await logosLoaded(1)).toBe(0);
    // Once the strip comes near, all of them, the clipped ones included; then it loops.
    await page.locator('.logo-strip').nth(1).scrollIntoViewIfNeeded();
    await expect.poll(() => logosLoaded(1)).toBe(18);
    await expect(page.locator('.logo-strip').nth(1)).toHaveAttribute('data-running', 'true');
  });

  test('partner logos lead to the partner profiles; powered-by logos open a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const partners = page.getByRole('list', { name: 'Our Trusted Partners' });
    await expect(partners.getByRole('link')).toHaveCount(4);
    // Keyboard focus pauses the moving strip, as hovering does.
    await partners.getByRole('link', { name: 'Qatalis' }).focus();
    await expect(page.locator('.logo-strip__track').first()).toHaveCSS(
      'animation-play-state',
      'paused',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/partners\/technology\/qatalis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Qatalis' })).toBeVisible();

    await page.goto('/');
    const powered = page.getByRole('list', { name: 'Powered by' }).getByRole('link');
    await expect(powered).toHaveCount(9);
    for (const link of await powered.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('FAQ', () => {
  test('search shows results, says when nothing matches, and a result opens its question', async ({
    page,
  }) => {
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('blockchain');
    await expect(page.getByRole('status')).toHaveText('No results found.');
    await expect(page.getByRole('navigation', { name: 'Question categories' })).toBeHidden();

    await search.fill('credit card');
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('button');
    await expect(results.first()).toBeVisible();
    await results.filter({ hasText: 'Is there a free trial?' }).click();

    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/faq#trial$/);
    await expect(page.getByRole('button', { name: 'Pricing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText('Yes, the Legal Tech Platform has a 14-day free trial'),
    ).toBeVisible();
  });

  test('the hash selects a category or opens a question on load', async ({ page }) => {
    await page.goto('/faq#2');
    await expect(page.getByRole('button', { name: 'Pricing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeVisible();
    // One category at a time.
    await expect(page.getByRole('heading', { level: 2, name: 'General' })).toBeHidden();

    await page.goto('/faq#api-access');
    await expect(page.getByRole('button', { name: 'Technical' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText('Professional and Enterprise customers can use our REST API'),
    ).toBeVisible();
  });

  test('at most one question is open, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByText('How do I get started?');
    const second = page.getByText('Which languages are supported?');
    const firstAnswer = page.getByText('Start a 14-day free trial of the Legal Tech Platform');
    const secondAnswer = page.getByText('The platform works in Estonian, English and Russian.');

    await first.click();
    await expect(firstAnswer).toBeVisible();
    await second.click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await second.click();
    await expect(secondAnswer).toBeHidden();

    await page.getByRole('button', { name: 'Security' }).click();
    await expect(page.getByText('Where is my data stored?')).toBeVisible();
  });

  test('is usable with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Implementation' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Implementation' })).toBeVisible();
    await page.locator('summary', { hasText: 'Do you provide training?' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Every implementation includes onboarding sessions')).toBeVisible();
  });

  test('without JavaScript lists every category, and its questions still open', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/et/faq');
    for (const name of ['Üldine', 'Hinnad', 'Turvalisus', 'Tehniline', 'Juurutamine']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // A search box that cannot search is left out.
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    const question = page.locator('summary').last();
    await question.click();
    await expect(page.locator('details').last()).toHaveAttribute('open', '');
    await context.close();
  });

  test('support links land on the right FAQ entries', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('link', { name: 'API access' }).click();
    await expect(page).toHaveURL(/\/faq#api-access$/);
    await expect(
      page.getByText('Professional and Enterprise customers can use our REST API'),
    ).toBeVisible();
  });
});

test.describe('HTTP error pages', () => {
  test('Try Again reloads, Go Home goes home, support and status are linked', async ({ page }) => {
    await page.goto('/error/503');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Service Unavailable' }),
    ).toBeVisible();
    await expect(page.getByText('maintenance or overload')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: boolean }).marker))
      .toBeUndefined();
    await expect(page).toHaveURL(/\/error\/503$/);

    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(page.getByRole('link', { name: 'Check system status' })).toHaveAttribute(
      'href',
      '/status',
    );
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('are translated', async ({ page }) => {
    await page.goto('/et/error/401');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sisselogimine nõutav' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Avalehele' })).toBeVisible();
  });
});

test.describe('embedded pages', () => {
  test('without configuration, explain and link to support (also when reached from another page)', async ({
    page,
  }) => {
    await page.goto('/support');
    await page.getByRole('link', { name: 'Open documentation' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(
      page.getByText('The documentation is not available here right now.'),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact support' }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test('a configured status page is embedded in a titled frame, allowed by the CSP', async ({
  browser,
}) => {
  const server = await startServer({
    env: { STATUS_PAGE_URL: 'https://status.lumen-legal.example/' },
  });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // The external page itself is not reachable here; answer it locally.
    await page.route('https://status.lumen-legal.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Status</title><p>All systems operational</p>',
      }),
    );
    const response = await page.goto('/status');
    expect(response?.headers()['content-security-policy']).toContain(
      'frame-src https://status.lumen-legal.example',
    );
    const frame = page.getByTitle('Service status page');
    await expect(frame).toHaveAttribute('src', 'https://status.lumen-legal.example/');
    await expect(
      page.frameLocator('iframe[title="Service status page"]').getByText('All systems operational'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await context.close();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

test('product-card sparkles start after 400 ms, 550 ms apart, 3000 ms on and 1400 ms off', async ({
  page,
}) => {
  await page.goto('/');
  const sparkles = page.locator('.product-card').first().locator('.sparkle');
  await expect(sparkles).toHaveCount(3);
  const timing = await sparkles.evaluateAll((els) =>
    els.map((el) => [getComputedStyle(el).animationDelay, getComputedStyle(el).animationDuration]),
  );
  expect(timing).toEqual([
    ['0.4s', '4.4s'],
    ['0.95s', '4.4s'],
    ['1.5s', '4.4s'],
  ]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(sparkles.first()).toBeHidden();
});
