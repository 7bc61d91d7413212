import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import { escapeHtml } from '../../web/src/app/document.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * A page is assembled from its template and the rendered parts as text: `$` in what the page shows
 * (an echoed query, a post's title) is never read as a replacement pattern that would splice the
 * template into the page again and again.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  // After the last demo post went up.
  ctx.clock.set('2025-11-20T10:00:00Z');
});
afterAll(() => ctx.close());

const page = async (path: string) => {
  const res = await ctx.app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};

/** An attribute's value as the browser reads it (the entities React writes). */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('replacement patterns in page text', () => {
  it('an echoed address of 12 KB of patterns makes a page 12 KB larger, with the text as typed', async () => {
    const plain = await page('/partners/login?email=someone%40example.ee');
    const patterns = "$`$'$&$$".repeat(1_500);
    const html = await page(`/partners/login?email=${encodeURIComponent(patterns)}`);
    // The address is in the sign-in form's field as typed, and the page grew by it alone.
    const value = /<input[^>]*name="email"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(decodeAttribute(value)).toBe(patterns);
    // It is echoed a few times (the field, the page data, encoded in links): never multiplied.
    expect(html.length).toBeLessThan(plain.length + 10 * patterns.length);
  });

  it('a post titled with patterns shows them as written on its page and in the list', async () => {
    const title = 'Prices in $$ and $` for $& clients';
    const [post] = await ctx.db.sql<{ slug: string }[]>`
      update blog_posts set title = ${title}
      where id = (select id from blog_posts where published order by published_at desc limit 1)
      returning slug`;
    expect(post).toBeDefined();
    const shown = escapeHtml(title);
    expect(await page('/blog')).toContain(shown);
    expect(await page(`/blog/${post?.slug}`)).toContain(`${shown}</h1>`);
  });
});
