/**
 * The newsroom in the back office (back-office §2, §5, §8, §9): "Create Press Release", the
 * validation order with its own wording, the Preview link only when published with a slug,
 * Cancel, the return after 1.5 s, and delete with the newsroom's question.
 */
import { expect, test } from '../admin-accounts.ts';
import { openAdmin, postRow, pushChanges, runUntilVisible } from './posts-helpers.ts';

test.use({ serverFor: 'admin-blog' });

test.describe('Newsroom', () => {
  test('create a press release: messages in order, Preview link, back to the list after 1.5 s', async ({
    page,
  }) => {
    // The page's clock starts at the real time: the server stamps publication with its own.
    const T0 = new Date();
    await page.clock.install({ time: T0 });
    await openAdmin(page, '/admin/newsroom', 'Newsroom');
    await page.getByRole('link', { name: 'Create Press Release' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Press Release' }),
    ).toBeVisible();
    await expect(page.getByLabel('Author', { exact: true })).toHaveValue(
      'Lumen Legal Communications Team',
    );
    await expect(page.getByLabel('Excerpt', { exact: true })).toHaveAttribute('rows', '3');
    await expect(page.getByLabel('Content', { exact: true })).toHaveAttribute('rows', '20');

    await page.getByLabel('Author', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct these fields:' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'Title is required',
      'URL Slug is required',
      'Content is required',
      'Author is required',
    ]);

    await page.getByLabel('Title', { exact: true }).fill('Lumen Legal opens a Riga office');
    await expect(page.getByLabel('URL slug')).toHaveValue('lumen-legal-opens-a-riga-office');
    await page
      .getByLabel('Content', { exact: true })
      .fill('Tallinn, 23 November 2026. Riga is next.');
    await page.getByLabel('Author', { exact: true }).fill('Press team');
    await page.getByLabel('Category').selectOption('Company News');
    // No Preview link for a draft, nor on a form not yet saved.
    await expect(page.getByRole('link', { name: 'Preview', exact: true })).toHaveCount(0);
    await page.getByLabel('Published').check();

    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await page.getByRole('button', { name: 'Save' }).click();
    await runUntilVisible(page, page.getByRole('button', { name: 'Saved!' }));
    await page.clock.runFor(1_480);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Press Release' }),
    ).toBeVisible();
    await page.clock.runFor(20);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    await page.clock.resume();

    const row = postRow(page, 'Press releases', 'Lumen Legal opens a Riga office');
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: 'Edit: Lumen Legal opens a Riga office' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Press Release' })).toBeVisible();
    // Published and with a slug: the Preview link to the public page.
    await expect(page.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute(
      'href',
      '/newsroom/lumen-legal-opens-a-riga-office',
    );
    // The slug is not regenerated when editing.
    await page.getByLabel('Title', { exact: true }).fill('Lumen Legal opens an office in Riga');
    await expect(page.getByLabel('URL slug')).toHaveValue('lumen-legal-opens-a-riga-office');
    // The title was changed: leaving asks first (issue #30, item 7).
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave and discard' })
      .click();
    await expect(page).toHaveURL(/\/admin\/newsroom$/);
    await expect(row).toBeVisible();

    const visitor = await page.context().newPage();
    await visitor.goto('/newsroom/lumen-legal-opens-a-riga-office');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Lumen Legal opens a Riga office',
    );
    await visitor.close();

    await row.getByRole('button', { name: 'Delete: Lumen Legal opens a Riga office' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this press release?' });
    await expect(dialog).toContainText('Are you sure you want to delete this newsroom post?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test('an unknown press release says "Newsroom post not found"', async ({ page }) => {
    await openAdmin(
      page,
      '/admin/newsroom/edit/4f0c2b7e-0000-4000-8000-000000000001',
      'Edit Press Release',
    );
    await expect(page.getByText('Newsroom post not found')).toBeVisible();
  });

  test('with no press releases, the empty state’s button opens the real form', async ({ page }) => {
    await openAdmin(page, '/admin/newsroom/posts', 'Newsroom');
    const pulled = await page.request.get('/api/sync/pull?since=0&limit=5000');
    expect(pulled.status()).toBe(200);
    const { changes } = (await pulled.json()) as {
      changes: { table: string; row: { id: string; version: string; deleted_at: string | null } }[];
    };
    const releases = changes.filter((c) => c.table === 'newsroom_posts' && !c.row.deleted_at);
    expect(releases.length).toBeGreaterThan(0);
    await pushChanges(
      page,
      releases.map((c) => ({
        name: 'newsroom.delete',
        args: { id: c.row.id },
        baseVersion: c.row.version,
      })),
    );
    await expect(page.getByText('No press releases yet.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create Press Release' }).last().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Press Release' }),
    ).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeEditable();
  });
});
