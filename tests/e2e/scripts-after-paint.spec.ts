import { expect, test } from './fixtures.ts';

/**
 * Issue 14, "Speed": a public page is whole without its scripts, so they are requested only after
 * its first contentful paint (web/app.html's loader), and the page still hydrates.
 */
test('public pages request their scripts after the first contentful paint, then hydrate', async ({
  page,
  request,
}) => {
  for (const path of [
    '/',
    '/et/products/paas',
    '/blog',
    '/blog/decision-support-not-legal-advice',
  ]) {
    // The document itself names no script to fetch: they sit in inert templates.
    const html = await (await request.get(path)).text();
    const outsideTemplates = html.replace(/<template data-modules>[\s\S]*?<\/template>/g, '');
    expect(outsideTemplates, path).not.toMatch(/rel="modulepreload"|<script type="module"/);

    // The fixture's goto returns once the page is hydrated.
    await page.goto(path);
    const timing = (await page.evaluate(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }));
      return { paint: paint ? paint.startTime : null, scripts };
    })()`)) as { paint: number | null; scripts: { name: string; start: number }[] };
    expect(timing.paint, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThanOrEqual(4);
    const early = timing.scripts.filter((s) => s.start < (timing.paint ?? 0));
    expect(early, `${path}: scripts requested before the first paint`).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
});
