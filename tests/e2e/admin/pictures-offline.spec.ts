import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test } from '../admin-accounts.ts';
import { syncStatus } from './contacts-helpers.ts';
import { publicHtml } from './entities-helpers.ts';
import { blogPost, openAdmin, postRow, pushChanges } from './posts-helpers.ts';

// Pictures chosen offline (issue #26): kept on the device and shown at once, uploaded once the
// device is back online, before the save that uses them; the post then names their real
// addresses. The pictures server of pictures.spec.ts (its uploads are told apart by name).
test.use({ serverFor: 'pictures', serviceWorkers: 'allow' });

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a featured image and a picture in the text chosen offline are uploaded once online', async ({
  page,
}) => {
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  const post = blogPost({ title: 'Our new office', slug: 'our-new-office', published: true });
  await pushChanges(page, [{ name: 'blog.create', args: post }]);
  await postRow(page, 'Blog posts', post.title)
    .getByRole('link', { name: `Edit: ${post.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(post.title);
  // The uploads that reached the server (one tried while offline fails, and is kept).
  const uploads: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/media') {
      uploads.push(response.status());
    }
  });

  await page.context().setOffline(true);
  await page.getByLabel('Upload a Picture').setInputFiles({
    name: 'office.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#0f766e'),
  });
  await expect(
    page.getByRole('status').filter({
      hasText: 'office.jpg is kept on this device and will be uploaded when you are back online.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Featured image URL')).toHaveValue(
    /^\/media\/pending\/[0-9a-f-]{36}$/,
  );
  // Shown at once, from the copy kept on the device.
  const preview = page.getByRole('img', { name: 'The picture in the field' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // A picture inside the text goes where the cursor is, its description ready to be typed.
  const content = page.getByLabel('Content', { exact: true });
  await content.fill('Welcome to the new office.');
  await page.getByLabel('Insert a Picture', { exact: true }).setInputFiles({
    name: 'desk.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#9333ea'),
  });
  await expect(content).toHaveValue(
    /^Welcome to the new office\.\n\n!\[Describe the picture\]\(\/media\/pending\/[0-9a-f-]{36}\)$/,
  );
  await expect(content).toBeFocused();
  await page.keyboard.type('A desk by the window');
  await expect(content).toHaveValue(/!\[A desk by the window\]\(\/media\/pending\//);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Saved on this device. It will be sent when you are back online.'),
  ).toBeVisible();
  expect(uploads).toEqual([]);

  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The page visitors see names the uploaded pictures, never a stand-in.
  await expect
    .poll(async () => {
      const html = await publicHtml(page, `/blog/${post.slug}`);
      return html.includes('A desk by the window') && !html.includes('/media/pending/');
    })
    .toBe(true);
  const html = await publicHtml(page, `/blog/${post.slug}`);
  // The picture in the text is shown at the size it needs, its dimensions set.
  expect(html).toMatch(
    /<img src="\/media\/[0-9a-f]{32}-320\.jpg" alt="A desk by the window"[^>]+srcset="[^"]+\.webp 640w"[^>]+width="800" height="500"/,
  );
  expect(html).toMatch(/\/media\/[0-9a-f]{32}-640\.avif/);
  // Each picture went up once.
  expect(uploads).toEqual([201, 201]);

  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Media' })
    .click();
  for (const name of ['office.jpg', 'desk.jpg']) {
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
      `Blog post: ${post.title}`,
    );
  }
});

test('a picture uploaded earlier is chosen again while offline', async ({ page }) => {
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  const post = blogPost({ title: 'Harbour news', slug: 'harbour-news', published: true });
  await pushChanges(page, [{ name: 'blog.create', args: post }]);
  const answer = await page.request.post('/api/admin/media', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      file: { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await picture('#1d4ed8') },
    },
  });
  expect(answer.status()).toBe(201);
  const { media } = (await answer.json()) as { media: { url: string } };
  await postRow(page, 'Blog posts', post.title)
    .getByRole('link', { name: `Edit: ${post.title}` })
    .click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(post.title);

  // The upload reaches this device by sync: it is here once the picker lists it. Only then is
  // it a picture this device knows, to be chosen again offline.
  const chooser = page.getByRole('button', { name: 'Choose an Uploaded Picture' });
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  const harbour = dialog.getByRole('button', { name: 'harbour.jpg, 800 × 500' });
  await chooser.click();
  await expect(harbour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chooser).toBeFocused();

  await page.context().setOffline(true);
  await chooser.click();
  await harbour.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Featured image URL')).toHaveValue(media.url);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'harbour.jpg is chosen: its address is in the field.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Saved on this device. It will be sent when you are back online.'),
  ).toBeVisible();

  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () =>
      (await publicHtml(page, `/blog/${post.slug}`)).includes(media.url.slice(0, 40)),
    )
    .toBe(true);
});

test('offline, the Media screen lists the pictures this device holds, read only', async ({
  page,
}) => {
  await openAdmin(page, '/admin/media', 'Media');
  await expect(page.getByRole('table', { name: 'Pictures' })).toBeVisible();
  // The device's copy is made (the demo's records come in one page) before the connection goes.
  await expect(syncStatus(page)).toContainText('Last synced');
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
  await page.context().setOffline(true);
  try {
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await nav.getByRole('link', { name: 'Media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline. These are the pictures' }),
    ).toBeVisible();
    const held = page.getByRole('table', { name: 'Pictures on this device' });
    const row = held.getByRole('row').filter({ hasText: 'kadri-lepik.png' });
    await expect(row).toContainText('An illustrated portrait of Kadri Lepik');
    await expect(row).toContainText('Illustreeritud portree: Kadri Lepik');
    // Nothing to change offline: no description fields, no Delete.
    await expect(held.getByRole('textbox')).toHaveCount(0);
    await expect(held.getByRole('button')).toHaveCount(0);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
  } finally {
    await page.context().setOffline(false);
  }
});
