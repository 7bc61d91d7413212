import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMutations } from '../../../server/services/sync/push.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { mutation, versionOf } from '../../helpers/sync-api.ts';
import { createAccount } from '../auth-fixtures.ts';

// The blog's Feature toggle exercises the `base-version` rule of shared/sync/tables.ts
// through the real push and the real registry.
let ctx: TestContext;
let actor: { id: string; email: string; ip: null };
beforeAll(async () => {
  ctx = await createTestApp();
  const account = { email: 'editor@lumen.example', password: 'Copper-Lantern-Harbour-31' };
  actor = { id: await createAccount(ctx, account, 'admin'), email: account.email, ip: null };
});
afterAll(() => ctx.close());

async function insertPost(): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into blog_posts (title, slug, content, author)
    values ('A post', ${`post-${Date.now()}`}, 'Body', 'Lumen Team') returning id`;
  return row?.id ?? '';
}

const run = (m: ReturnType<typeof mutation>) =>
  pushMutations({ sql: ctx.db.sql, clock: ctx.clock }, actor, [m]).then((r) => r.results[0]);

describe('a base-version table', () => {
  it('applies an edit made from the current version', async () => {
    const id = await insertPost();
    const base = await versionOf(ctx, 'blog_posts', id);
    const result = await run(
      mutation('blog.setFeatured', { id, featured: true }, { baseVersion: base }),
    );
    expect(result).toMatchObject({ status: 'applied', row: { featured: true } });
  });

  it('answers an edit made from an older version with a conflict and the current row', async () => {
    const id = await insertPost();
    const base = await versionOf(ctx, 'blog_posts', id);
    await ctx.db.sql`update blog_posts set title = 'Retitled' where id = ${id}`;
    const result = await run(
      mutation('blog.setFeatured', { id, featured: true }, { baseVersion: base }),
    );
    expect(result).toMatchObject({
      status: 'conflict',
      table: 'blog_posts',
      row: {
        id,
        title: 'Retitled',
        featured: false,
        version: await versionOf(ctx, 'blog_posts', id),
      },
    });
  });

  it('refuses an edit that does not say which version it started from', async () => {
    const id = await insertPost();
    const result = await run(mutation('blog.setFeatured', { id, featured: true }));
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: { baseVersion: expect.any(String) },
    });
  });
});
