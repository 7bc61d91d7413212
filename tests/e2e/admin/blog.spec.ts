import { dangerousMarkup, XSS_CORPUS } from '../../helpers/xss-corpus.ts';
import { expect, test } from '../admin-accounts.ts';
import { holdRequests } from '../hold-requests.ts';
import { blogPost, openAdmin, postRow, pushChanges, runUntilVisible } from './posts-helpers.ts';

test.use({ serverFor: 'admin-blog' });

test.describe('Blog form', () => {
  test('a new post: messages in order, slug, tags, SEO defaults, "Saved!" then the list after 1.5 s', async ({
    page,
  }) => {
    // The page's clock starts at the real time: the server stamps publication with its own.
    const T0 = new Date();
    await page.clock.install({ time: T0 });
    await openAdmin(page, '/admin/blog/new', 'New Blog Post');
    // The spec's defaults.
    await expect(page.getByLabel('Author', { exact: true })).toHaveValue('Lumen Legal Team');
    await expect(page.getByLabel('Category')).toHaveValue('Legal Technology');
    await expect(page.getByLabel('Published')).not.toBeChecked();
    await expect(page.getByLabel('Featured', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Content', { exact: true })).toHaveAttribute('rows', '20');

    await page.getByLabel('Author', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct these fields:' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'Title is required',
      'URL slug is required',
      'Content is required',
      'Author is required',
    ]);
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page
      .getByLabel('Title', { exact: true })
      .fill('  E-Residency & Contracts:  2026 -- Guide!');
    await expect(page.getByLabel('URL slug')).toHaveValue('e-residency-contracts-2026-guide');
    // Typing clears that field's message, and the slug filled in from it clears the slug's;
    // the others stay until fixed.
    await expect(summary.getByRole('listitem')).toHaveText([
      'Content is required',
      'Author is required',
    ]);
    await expect(page.getByLabel('URL slug')).not.toHaveAttribute('aria-invalid', 'true');
    await page
      .getByLabel('Content', { exact: true })
      .fill('## What changes\n\nSigning is **digital**.');
    await page.getByLabel('Author', { exact: true }).fill('Kadri Tamm');
    await page.getByLabel('Excerpt', { exact: true }).fill('What e-residents need to know.');
    await page.getByLabel('Tags').fill(' contracts, , e-residency ,contracts,  ai ');
    await page.getByLabel('Featured image URL').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Featured image must be a valid URL (https://…).',
    ]);
    await page.getByLabel('Featured image URL').fill('https://images.example.com/e-residency.png');
    await page.getByLabel('Published').check();

    // From here the clock moves only when told.
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    // The server's answer is held back a moment: meanwhile the button says "Saving…" and
    // takes no second press.
    const answer = await holdRequests(page, '**/api/sync/push');
    await page.keyboard.press('ControlOrMeta+s');
    const saving = page.getByRole('button', { name: 'Saving…' });
    await runUntilVisible(page, saving);
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    answer();
    await runUntilVisible(page, page.getByRole('button', { name: 'Saved!' }));
    await page.clock.runFor(1_480);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await page.clock.runFor(20);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();

    const row = postRow(page, 'Blog posts', 'E-Residency & Contracts: 2026 -- Guide!');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Kadri Tamm');
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row.getByText('Estonian missing')).toBeVisible();

    // What visitors see, with the SEO defaults in the document.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`${new URL(page.url()).origin}/blog/e-residency-contracts-2026-guide`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'E-Residency & Contracts: 2026 -- Guide!',
    );
    await expect(visitor.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible();
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What e-residents need to know.',
    );
    for (const tag of ['contracts', 'e-residency', 'ai']) {
      await expect(visitor.getByText(tag, { exact: true }).first()).toBeVisible();
    }
    await visitor.close();
  });

  test('a slug another post holds: "Error!", the reason, back to "Save" after 3 s', async ({
    page,
  }) => {
    // The page's clock starts at the real time: the server stamps publication with its own.
    const T0 = new Date();
    await page.clock.install({ time: T0 });
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    const taken = blogPost();
    await pushChanges(page, [{ name: 'blog.create', args: taken }]);
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Another post');
    await page.getByLabel('URL slug').fill(taken.slug);
    await page.getByLabel('Content', { exact: true }).fill('Body');
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await page.getByRole('button', { name: 'Save' }).click();
    await runUntilVisible(page, page.getByRole('button', { name: 'Error!' }));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Another blog post already uses this URL slug.' }),
    ).toBeVisible();
    await page.clock.runFor(2_980);
    await expect(page.getByRole('button', { name: 'Error!' })).toBeVisible();
    await page.clock.runFor(20);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    // Nothing typed was lost.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Another post');
    await page.getByLabel('URL slug').fill('another-post-of-ours');
    await page.getByRole('button', { name: 'Save' }).click();
    await runUntilVisible(page, page.getByRole('button', { name: 'Saved!' }));
  });

  test('preview renders as the public page does, and nothing in it runs', async ({ page }) => {
    // Each payload of the corpus is rendered and hovered in turn: more than the usual 30 s on a
    // busy machine.
    test.slow();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openAdmin(page, '/admin/blog/new', 'New Blog Post');
    const content = page.getByLabel('Content', { exact: true });
    const preview = page.getByRole('region', { name: 'Preview (English)' });
    await content.fill('## Preview heading\n\n**bold text**');
    await expect(preview.getByRole('heading', { name: 'Preview heading' })).toBeVisible();
    await expect(preview.locator('strong').first()).toHaveText('bold text');
    // One payload at a time, so none can hide another (an unclosed tag swallowing the rest).
    for (const { name, markdown } of XSS_CORPUS) {
      await content.fill(`## Case ${name}\n\n${markdown}`);
      await expect(preview.getByRole('heading', { name: `Case ${name}` })).toBeVisible();
      // A payload waiting for the pointer gets its chance.
      await preview.hover();
      expect(await preview.locator('.prose').evaluate(dangerousMarkup), name).toEqual([]);
    }
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
    expect(dialogs).toEqual([]);

    await page.getByLabel('Content (Estonian)', { exact: true }).fill('## Eelvaade');
    const et = page.getByRole('region', { name: 'Preview (Estonian)' });
    await expect(et.getByRole('heading', { name: 'Eelvaade' })).toBeVisible();
    await expect(et.locator('[lang="et"]')).toHaveCount(1);
  });

  test('a text too complex to render says so in the preview', async ({ page }) => {
    await openAdmin(page, '/admin/blog/new', 'New Blog Post');
    const content = page.getByLabel('Content', { exact: true });
    const preview = page.getByRole('region', { name: 'Preview (English)' });
    // Forty seconds of parsing: stopped at the server's budget.
    await content.fill('_*a'.repeat(20_000));
    await expect(
      preview.getByRole('status').filter({ hasText: 'This text is too complex to preview.' }),
    ).toBeVisible();
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    // Ordinary text renders again at once.
    await content.fill('## Back to normal');
    await expect(preview.getByRole('heading', { name: 'Back to normal' })).toBeVisible();
  });

  test('an Estonian translation typed here shows on /et/blog; a post without one is marked', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/blog', 'Blog Posts');
    const post = blogPost({ title: 'Signing contracts remotely', published: true });
    await pushChanges(page, [{ name: 'blog.create', args: post }]);
    const row = postRow(page, 'Blog posts', 'Signing contracts remotely');
    await expect(row.getByText('Estonian missing')).toBeVisible();
    await row.getByRole('link', { name: 'Edit: Signing contracts remotely' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'Signing contracts remotely',
    );

    // Half a translation is refused: the Estonian page never mixes languages.
    await page
      .getByLabel('Title (Estonian)', { exact: true })
      .fill('Lepingute allkirjastamine eemalt');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please correct these fields:' })
        .getByRole('listitem'),
    ).toHaveText(['Estonian content is required for the Estonian version']);
    await page
      .getByLabel('Content (Estonian)', { exact: true })
      .fill('## Mis muutub\n\nAllkiri on **digitaalne**.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(row.getByText('Estonian missing')).toHaveCount(0);

    const visitor = await page.context().newPage();
    await visitor.goto(`/et/blog/${post.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Lepingute allkirjastamine eemalt',
    );
    await expect(visitor.getByRole('heading', { level: 2, name: 'Mis muutub' })).toBeVisible();
    await expect(visitor.locator('[lang="en"]').filter({ hasText: 'Seeded body.' })).toHaveCount(0);
    await expect(visitor.locator(`link[rel="alternate"][hreflang="et"]`)).toHaveCount(1);
    await visitor.close();
  });

  test('a publish time ahead schedules the post: listed as Scheduled, not yet on the site', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/blog/new', 'New Blog Post');
    await page.getByLabel('Title', { exact: true }).fill('Announced next week');
    await page.getByLabel('Content', { exact: true }).fill('Coming soon.');
    await page.getByLabel('Published').check();
    await page.getByLabel('Publish at').fill('2099-01-05T09:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = postRow(page, 'Blog posts', 'Announced next week');
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /^View/ })).toHaveCount(0);
    const answer = await page.request.get('/blog/announced-next-week');
    expect(answer.status()).toBe(404);
  });
});
