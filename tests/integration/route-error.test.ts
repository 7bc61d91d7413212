import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a page whose data cannot be loaded', () => {
  it('answers 500 with the catch-all boundary and keeps the failure details private', async () => {
    // The blog's data source fails as it would if the database lost its table.
    await ctx.db.sql`alter table blog_posts rename to blog_posts_gone`;
    try {
      for (const [path, title, tryAgain, goHome] of [
        ['/blog', 'Something Went Wrong', 'Try Again', 'Go Home'],
        ['/et/blog', 'Midagi läks valesti', 'Proovi uuesti', 'Avalehele'],
      ] as const) {
        const res = await ctx.app.request(path);
        expect(res.status).toBe(500);
        const html = await res.text();
        expect(html).toContain(`<h1 id="error-title">${title}</h1>`);
        expect(html).toContain(tryAgain);
        expect(html).toContain(goHome);
        // The query failed with: relation "blog_posts" does not exist.
        expect(html).not.toMatch(/blog_posts|relation "/);
      }
    } finally {
      await ctx.db.sql`alter table blog_posts_gone rename to blog_posts`;
    }
  });
});
