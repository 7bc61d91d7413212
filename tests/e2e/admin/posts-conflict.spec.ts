/**
 * Two editors, one post: a save carries the version its editor opened, so the second save from
 * an older version never overwrites the first. The second editor sees both versions of what
 * both changed and chooses; what only one changed is kept. Online, and with the second editor
 * offline (as the desktop app on a train), where the conflict waits in the list's notices.
 */
import type { Browser, Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { blogPost, postRow, pushChanges } from './posts-helpers.ts';

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ serverFor: 'admin-blog' });

/** An admin with the post open in the editor, having seen the list first (its code loaded). */
async function editor(browser: Browser, baseURL: string, title: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin/blog');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await postRow(page, 'Blog posts', title)
    .getByRole('link', { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('');
  return page;
}

async function seed(browser: Browser, baseURL: string, title: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/admin/blog');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  const post = blogPost({ title, excerpt: 'Original excerpt' });
  await pushChanges(page, [{ name: 'blog.create', args: post }]);
  await page.context().close();
  return post;
}

test.describe('two editors save the same post', () => {
  test('online: the second sees both titles, keeps theirs or mine, and the other change stays', async ({
    browser,
    server,
  }) => {
    const post = await seed(browser, server.url, 'Original title');
    const anna = await editor(browser, server.url, 'Original title');
    const mart = await editor(browser, server.url, 'Original title');

    // Both are typing; Anna saves first.
    await mart.getByLabel('Title', { exact: true }).fill('Title by Mart');
    await mart.getByLabel('Tags').fill('martens');
    await anna.getByLabel('Title', { exact: true }).fill('Title by Anna');
    await anna.getByLabel('Excerpt', { exact: true }).fill('Excerpt by Anna');
    await anna.getByRole('button', { name: 'Save' }).click();
    await expect(anna).toHaveURL(/\/admin\/blog$/);

    await mart.getByRole('button', { name: 'Save' }).click();
    const conflict = mart.getByRole('alert').filter({
      hasText: 'Someone else saved this post while you were editing',
    });
    await expect(conflict).toBeVisible();
    const rows = conflict.getByRole('row').filter({ has: mart.getByRole('rowheader') });
    // Only the title collides; Anna's excerpt and Mart's tags are both kept without asking.
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Title by Anna');
    await expect(rows.first()).toContainText('Title by Mart');
    await expect(conflict.getByRole('radio', { name: 'Keep mine: Title' })).toBeChecked();
    await conflict.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(mart).toHaveURL(/\/admin\/blog$/);

    await mart.goto(`/admin/blog/edit/${post.id}`);
    await expect(mart.getByLabel('Title', { exact: true })).toHaveValue('Title by Mart');
    await expect(mart.getByLabel('Excerpt', { exact: true })).toHaveValue('Excerpt by Anna');
    await expect(mart.getByLabel('Tags')).toHaveValue('martens');
    const history = mart.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveCount(3);

    // Anna's copy follows: her title was replaced by a choice, not silently.
    await anna.goto(`/admin/blog/edit/${post.id}`);
    await expect(anna.getByLabel('Title', { exact: true })).toHaveValue('Title by Mart');
    await anna.context().close();
    await mart.context().close();
  });

  test('offline: the save waits on the device; its conflict is told in the list and settled in the editor', async ({
    browser,
    server,
  }) => {
    await seed(browser, server.url, 'Train title');
    const anna = await editor(browser, server.url, 'Train title');
    const mart = await editor(browser, server.url, 'Train title');

    await mart.context().setOffline(true);
    await mart.getByLabel('Title', { exact: true }).fill('Written offline');
    await mart.getByRole('button', { name: 'Save' }).click();
    await expect(
      mart.getByText('Saved on this device. It will be sent when you are back online.'),
    ).toBeVisible();
    await expect(mart).toHaveURL(/\/admin\/blog$/);

    await anna.getByLabel('Title', { exact: true }).fill('Written at the office');
    await anna.getByRole('button', { name: 'Save' }).click();
    await expect(anna).toHaveURL(/\/admin\/blog$/);

    await mart.context().setOffline(false);
    await mart.evaluate(() => window.dispatchEvent(new Event('online')));
    const notice = mart.getByRole('alert', { name: 'Changes that did not go through' });
    await expect(notice).toContainText('Failed to save blog post');
    await notice.getByRole('link', { name: 'Compare the versions' }).click();
    await mart.getByRole('button', { name: 'Compare the versions' }).click();
    const conflict = mart.getByRole('alert').filter({
      hasText: 'Someone else saved this post while you were editing',
    });
    await expect(conflict).toContainText('Written at the office');
    await expect(conflict).toContainText('Written offline');
    await conflict.getByRole('radio', { name: 'Keep theirs: Title' }).check();
    await conflict.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(mart).toHaveURL(/\/admin\/blog$/);
    await expect(postRow(mart, 'Blog posts', 'Written at the office')).toBeVisible();
    await anna.context().close();
    await mart.context().close();
  });
});
