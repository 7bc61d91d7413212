import type { Page } from '@playwright/test';

/**
 * Holds back the page's requests to `pattern` until the returned function is called: a slow
 * server, to see what a screen shows while it waits. Held requests then go on to the server.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
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
