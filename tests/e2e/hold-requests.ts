import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/**
 * Holds back the page's requests to `pattern` until the returned function is called: a slow
 * server, to see what a screen shows while it waits. Held requests then go on to the server.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A page in a context of its own (the fixture's page waits for hydration on goto) whose scripts
 * are held back: what a visitor gets between the first paint and hydration. Go to an address with
 * `waitUntil: 'domcontentloaded'` (the held scripts would hold back `load`); `hydrate` lets the
 * scripts through and waits until the page is hydrated. Close the page's context at the end.
 */
export async function pageWithScriptsHeld(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<{ page: Page; hydrate: () => Promise<void> }> {
  const page = await (await browser.newContext(options)).newPage();
  const release = await holdRequests(page, /\/assets\/[\w-]+\.js$/);
  const hydrate = async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };
  return { page, hydrate };
}
