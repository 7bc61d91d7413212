import AxeBuilder from '@axe-core/playwright';
import { dangerousMarkup, XSS_CORPUS } from '../helpers/xss-corpus.ts';
import { expect, test } from './admin-accounts.ts';
import { adminToken, createBlogPosts } from './content-helpers.ts';

/**
 * The public post page in both languages, and with hostile Markdown. Posts are created through
 * the sync API (as the back office saves them) on a server of this spec's own.
 */
test.use({ serverFor: 'content-bilingual' });

declare global {
  interface Window {
    __xss?: string;
  }
}

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const token = await adminToken(request);
  await createBlogPosts(request, token, [
    {
      title: 'Contracts Reviewed in Minutes',
      slug: 'bilingual-translated',
      content: 'The English body of a translated post.',
      title_et: 'Lepingud läbi vaadatud minutitega',
      content_et: 'Tõlgitud postituse eestikeelne sisu.',
    },
    {
      title: 'A Post Nobody Translated',
      slug: 'bilingual-english-only',
      content: 'Only English words live here.',
    },
    {
      title: 'Plans Compared',
      slug: 'markdown-table',
      content: '| Plan | Seats |\n| --- | --- |\n| Standard | 5 |\n| Professional | 25 |',
    },
    ...XSS_CORPUS.map((c) => ({
      title: `XSS ${c.name}`,
      slug: `xss-${c.name}`,
      content: c.markdown,
    })),
  ]);
  await request.dispose();
});

test('an Estonian translation is shown on the Estonian page, marked Estonian', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/et/blog/bilingual-translated');
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Lepingud läbi vaadatud minutitega');
  await expect(title).toHaveAttribute('lang', 'et');
  const body = page.getByRole('article').locator('[lang="et"]', {
    hasText: 'Tõlgitud postituse eestikeelne sisu.',
  });
  await expect(body).toBeVisible();
  await expect(page.getByText('The English body of a translated post.')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="et"]')).toHaveAttribute(
    'href',
    /\/et\/blog\/bilingual-translated$/,
  );
  expect(consoleErrors).toEqual([]);
});

test('an untranslated post is shown in English on the Estonian page, marked English, with no Estonian alternate', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/et/blog/bilingual-english-only');
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  // The page around it stays Estonian.
  await expect(page.getByRole('link', { name: 'Tagasi blogisse' }).first()).toBeVisible();
  const english = page.getByRole('article').locator('[lang="en"]', {
    hasText: 'Only English words live here.',
  });
  await expect(english).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="et"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en-gb"]')).toHaveAttribute(
    'href',
    /\/blog\/bilingual-english-only$/,
  );
  expect(consoleErrors).toEqual([]);
});

test('Estonian pages with English text marked in them have no WCAG A/AA violations', async ({
  page,
}) => {
  for (const path of ['/et/blog/bilingual-english-only', '/et/blog', '/et/people/kadri-lepik']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect({ path, violations: results.violations.map((v) => v.id) }).toEqual({
      path,
      violations: [],
    });
  }
});

test('a Markdown table in a post has ruled cells with room around their text', async ({ page }) => {
  await page.goto('/blog/markdown-table');
  const table = page.getByRole('article').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Plan', 'Seats']);
  await expect(table.getByRole('cell')).toHaveText(['Standard', '5', 'Professional', '25']);
  const cell = await table.getByRole('cell', { name: 'Standard' }).evaluate((td) => {
    const style = getComputedStyle(td);
    return { border: style.borderTopWidth, padding: style.paddingLeft };
  });
  expect(cell).toEqual({ border: '1px', padding: '12px' });
});

test('Markdown that tries to run script shows inert on the post page', async ({ page }) => {
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  for (const c of XSS_CORPUS) {
    await page.goto(`/blog/xss-${c.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`XSS ${c.name}`);
    const article = page.getByRole('article');
    // A payload waiting for the pointer gets its chance.
    await article.hover();
    const body = article.locator('.prose');
    const found = await body.evaluate(dangerousMarkup);
    const ran = await page.evaluate(() => window.__xss ?? null);
    expect({ case: c.name, found, ran, dialogs }).toEqual({
      case: c.name,
      found: [],
      ran: null,
      dialogs: [],
    });
  }
});

test('the checks see a payload that is not sanitised', async ({ page }) => {
  // Without the server's sanitising, the same checks fail: a raw payload runs and is found.
  await page.setContent(
    `<div id="raw">${XSS_CORPUS.find((c) => c.name === 'img-onerror')?.markdown}</div>`,
  );
  await expect.poll(() => page.evaluate(() => window.__xss ?? null)).toBe('img-onerror');
  expect(await page.locator('#raw').evaluate(dangerousMarkup)).toEqual(['<img onerror>']);
});
