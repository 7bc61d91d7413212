import { test as base, expect, type Page } from '@playwright/test';
import { removeDataDir, type ServerProcess, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

/**
 * `server`: one built server per worker on a free port with a temporary, demo-seeded DATA_DIR.
 * `baseURL` points at it, so `page.goto('/')` works. `consoleErrors` collects console errors and
 * page errors of the test's page. `page.goto` on a public page returns once the page is hydrated,
 * as a person would wait for a page to be ready: a click before that is an ordinary form post or
 * link, which the no-JavaScript tests cover with their own pages.
 */
const SERVICE_WORKER_BLOCKED = [
  /^Service Worker registration blocked by Playwright$/,
  /^The service worker could not be registered /,
];

export const test = base.extend<{ consoleErrors: string[] }, { server: ServerProcess }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker', timeout: scaled(120_000) },
  ],
  page: async ({ page }, use) => {
    waitsForHydration(page);
    await use(page);
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  consoleErrors: async ({ page, serviceWorkers }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      // Where the service worker is blocked (playwright.config.ts), Playwright says so and the
      // page says it could not register it: both are the test's doing, not the page's.
      if (
        serviceWorkers === 'block' &&
        SERVICE_WORKER_BLOCKED.some((text) => text.test(msg.text()))
      )
        return;
      errors.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
});

export { expect };

/**
 * Makes `page.goto` return once a public page is hydrated (see above). The test's `page` has it;
 * a page a test opens itself (a second person, in a browser of their own) needs it too.
 */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' ||
        !document.getElementById('__page_data'),
    );
    return response;
  };
  return page;
}
