/**
 * The blog list in the back office (back-office §2, §8): publish and feature toggles, search and
 * filters, delete, as visitors then see them on /blog; refused changes; history and restore; a
 * post or list that cannot be read yet; an unknown post; axe on the screens.
 */
import AxeBuilder from '@axe-core/playwright';
import { SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import { ADMIN, expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import { blogPost, openAdmin, postRow, postRows, pushChanges } from './posts-helpers.ts';

test.use({ serverFor: 'admin-blog' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('Blog list', () => {
  test('publish, feature, search and filters, delete: as visitors see /blog', async ({ page }) => {
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    const post = blogPost({ title: 'Toggled from the list', author: 'Mirjam Kaseorg' });
    await pushChanges(page, [{ name: 'blog.create', args: post }]);
    const row = postRow(page, 'Blog posts', 'Toggled from the list');
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    const visitor = await page.context().newPage();
    const blog = `${new URL(page.url()).origin}/blog`;

    await row.getByRole('button', { name: 'Publish: Toggled from the list' }).click();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'View: Toggled from the list' })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    await expect
      .poll(async () => (await visitor.request.get(`${blog}/${post.slug}`)).status())
      .toBe(200);

    await row.getByRole('button', { name: 'Feature: Toggled from the list' }).click();
    await expect(row.getByText('Featured', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await visitor.request.get('/api/content/blog');
        const posts = (await answer.json()) as { slug: string; featured: boolean }[];
        return posts.find((p) => p.slug === post.slug)?.featured;
      })
      .toBe(true);
    // Visitors see it marked on the public list.
    const listed = async () => {
      await visitor.goto(blog);
      return visitor.getByRole('listitem').filter({
        has: visitor.getByRole('heading', { name: 'Toggled from the list' }),
      });
    };
    await expect
      .poll(async () => (await listed()).getByText('Featured', { exact: true }).count())
      .toBe(1);

    // Search over title or author, and the filters, in the address.
    await page.getByRole('searchbox', { name: 'Search' }).fill('kaseorg');
    await expect(page).toHaveURL(/q=kaseorg/);
    await expect(postRows(page, 'Blog posts')).toHaveCount(1);
    await expect(row).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('toggled from');
    await expect(page).toHaveURL(/q=toggled\+from/);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Compliance');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await expect(page.getByText('No posts match the search and filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Unpublish: Toggled from the list' }).click();
    // A draft now: out of the "Published" view, and off the site.
    await expect(row).toHaveCount(0);
    await expect
      .poll(async () => (await visitor.request.get(`${blog}/${post.slug}`)).status())
      .toBe(404);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Delete: Toggled from the list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this blog post? It goes to the Trash, where it can be restored for 30 days.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete: Toggled from the list' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await visitor.close();
  });

  test('chosen posts are published, then deleted, together; a published one is skipped', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    const tag = `Together${Date.now().toString(36)}`;
    const posts = [1, 2, 3].map((i) =>
      blogPost({ title: `${tag} post ${i}`, slug: `${tag.toLowerCase()}-${i}` }),
    );
    await pushChanges(
      page,
      posts.map((args) => ({ name: 'blog.create', args })),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(postRows(page, 'Blog posts')).toHaveCount(3);
    await postRow(page, 'Blog posts', `${tag} post 1`)
      .getByRole('button', { name: `Publish: ${tag} post 1` })
      .click();
    await expect(
      postRow(page, 'Blog posts', `${tag} post 1`).getByText('Published', { exact: true }),
    ).toBeVisible();

    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bulk).toContainText('3 posts selected.');
    await bulk.getByRole('button', { name: 'Publish Selected', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish these 3 posts?' });
    await expect(dialog).toContainText('The other one is published already.');
    await dialog.getByRole('button', { name: 'Publish Selected', exact: true }).click();
    await expect(bulk.getByRole('status')).toHaveText(
      '2 posts published; 1 was published already.',
    );
    await expect(postRows(page, 'Blog posts').getByText('Published', { exact: true })).toHaveCount(
      3,
    );
    await expect(
      bulk.getByRole('button', { name: 'Publish Selected', exact: true }),
    ).toBeDisabled();
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/content/blog');
        const all = (await answer.json()) as { slug: string }[];
        return all.filter((p) => p.slug.startsWith(tag.toLowerCase())).length;
      })
      .toBe(3);

    await bulk.getByRole('button', { name: 'Delete Selected' }).click();
    await page
      .getByRole('dialog', { name: 'Delete these 3 posts?' })
      .getByRole('button', { name: 'Delete Selected' })
      .click();
    await expect(bulk.getByRole('status')).toHaveText('3 posts deleted.');
    await expect(postRows(page, 'Blog posts')).toHaveCount(0);
  });

  test("a publish or delete the server refuses: the spec's alert, and the post as it was", async ({
    page,
  }) => {
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    const post = blogPost({ title: 'Refused from the list' });
    await pushChanges(page, [{ name: 'blog.create', args: post }]);
    const row = postRow(page, 'Blog posts', 'Refused from the list');
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    // From here the server refuses every change this page sends.
    await page.route('**/api/sync/push', async (route) => {
      const { mutations } = route.request().postDataJSON() as { mutations: { id: string }[] };
      await route.fulfill({
        json: {
          schemaVersion: SYNC_SCHEMA_VERSION,
          results: mutations.map((m) => ({
            id: m.id,
            status: 'rejected',
            // A refusal on the record's merits (not_found now means deleted and purged).
            code: 'invalid',
            message: 'Refused',
          })),
        },
      });
    });
    const notices = page
      .getByRole('alert', { name: 'Changes that did not go through' })
      .getByRole('listitem');

    await row.getByRole('button', { name: 'Publish: Refused from the list' }).click();
    await expect(notices).toHaveText([/^Failed to update post\. Please try again\./]);
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Delete: Refused from the list' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(notices).toHaveText([
      /^Failed to update post\. Please try again\./,
      /^Failed to delete post\. Please try again\./,
    ]);
    // Not deleted: the row is back, as the server still has it.
    await expect(row).toBeVisible();
    await notices.first().getByRole('button', { name: 'Dismiss' }).click();
    await expect(notices).toHaveText([/^Failed to delete post\. Please try again\./]);
  });

  test('history keeps every save; restoring one is a new save', async ({ page }) => {
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    const post = blogPost({ title: 'First wording' });
    const [created] = await pushChanges(page, [{ name: 'blog.create', args: post }]);
    const version = created && 'row' in created ? String(created.row.version) : '';
    await pushChanges(page, [
      { name: 'blog.save', args: { ...post, title: 'Second wording' }, baseVersion: version },
    ]);
    // Opened before or after the second save reaches this copy, the form shows the latest.
    await page.goto(`/admin/blog/edit/${post.id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Second wording');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(`Saved by ${ADMIN.email}`);
    await expect(history.getByRole('listitem').last()).toContainText(`Created by ${ADMIN.email}`);
    await history.getByRole('listitem').last().getByRole('button').click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('First wording');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(postRow(page, 'Blog posts', 'First wording')).toBeVisible();
    await page.goto(`/admin/blog/edit/${post.id}`);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(
      3,
    );
  });

  test('a post that cannot be read yet: "Failed to load blog post" and a list that says so, then both once the sync works', async ({
    page,
    browser,
    baseURL,
  }) => {
    const post = blogPost({ title: 'Held back by the network' });
    const seeding = await browser.newContext({ baseURL });
    const editor = await seeding.newPage();
    await openAdmin(editor, '/admin/blog/posts', 'Blog Posts');
    await pushChanges(editor, [{ name: 'blog.create', args: post }]);
    await seeding.close();

    // This device has nothing yet, and the server does not answer its first sync.
    await page.route('**/api/sync/pull**', (route) =>
      route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
    );
    await openAdmin(page, `/admin/blog/edit/${post.id}`, 'Edit Blog Post');
    await expect(page.getByRole('alert')).toHaveText('Failed to load blog post');
    await expect(page.getByText('It is tried again automatically')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
    // The list says so too, rather than "Loading…" for ever.
    await page.getByRole('link', { name: 'Back to the blog posts' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Not loaded yet: the first sync/ }),
    ).toHaveText(
      'Not loaded yet: the first sync with the server did not go through. It is tried again automatically.',
    );
    await expect(page.getByText('Loading blog posts…')).toHaveCount(0);

    await page.unroute('**/api/sync/pull**');
    // The engine's own retry (1 s, doubling) brings the posts without a reload.
    const row = postRow(page, 'Blog posts', 'Held back by the network');
    await expect(row).toBeVisible({ timeout: scaled(20_000) });
    await row.getByRole('link', { name: 'Edit: Held back by the network' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Held back by the network');
    await expect(page.getByText('Failed to load blog post')).toHaveCount(0);
  });

  test('an unknown post says so; the screens pass axe', async ({ page }) => {
    await openAdmin(
      page,
      '/admin/blog/edit/4f0c2b7e-0000-4000-8000-000000000000',
      'Edit Blog Post',
    );
    await expect(page.getByText('Blog post not found')).toBeVisible();
    await page.goto('/admin/blog/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
    await expect(page.getByText('Loading blog posts…')).toHaveCount(0);
    const list = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(list.violations).toEqual([]);
    await page.getByRole('link', { name: 'New Post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();
    const form = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(form.violations).toEqual([]);
  });
});
