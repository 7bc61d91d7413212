import sharp from 'sharp';
import { expect, test } from '../admin-accounts.ts';
import { publicHtml } from './entities-helpers.ts';
import { blogPost, openAdmin, postRow, pushChanges } from './posts-helpers.ts';

// Pictures in posts (issue #45): a picture without a description is asked about when the post
// is saved (a warning, with "decorative" as a way out), the placeholder is never published, and
// the featured picture's description is shown and set in the post form. The pictures server.
test.use({ serverFor: 'pictures' });

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('pictures without a description are asked about; the placeholder is never published', async ({
  page,
}) => {
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  const post = blogPost({ title: 'A tour of the office', slug: 'office-tour', published: true });
  await pushChanges(page, [{ name: 'blog.create', args: post }]);
  await postRow(page, 'Blog posts', post.title)
    .getByRole('link', { name: `Edit: ${post.title}` })
    .click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(post.title);

  // The featured picture: its description is the upload's, shown and set here.
  await page.getByLabel('Upload a Picture', { exact: true }).setInputFiles({
    name: 'front-door.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#0369a1'),
  });
  const featuredAlt = page.getByLabel('Featured picture description', { exact: true });
  await expect(featuredAlt).toHaveValue('');
  await featuredAlt.fill('The front door of the office');
  await page
    .getByLabel('Featured picture description (Estonian)', { exact: true })
    .fill('Kontori välisuks');
  await page.getByRole('button', { name: 'Update the description' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The description is saved.' }),
  ).toBeVisible();
  const media = await (await page.request.get('/api/admin/media')).json();
  expect(media.items).toContainEqual(
    expect.objectContaining({
      fileName: 'front-door.jpg',
      alt: 'The front door of the office',
      altEt: 'Kontori välisuks',
    }),
  );

  // A picture in the text, its placeholder left: the save asks first.
  const content = page.getByLabel('Content', { exact: true });
  await content.fill('The reception.');
  await page.getByLabel('Insert a Picture', { exact: true }).setInputFiles({
    name: 'reception.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#65a30d'),
  });
  await expect(content).toHaveValue(/!\[Describe the picture\]\(\/media\/[0-9a-f]{32}\.jpg\)$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Describe the pictures?' });
  await expect(ask).toContainText('1 picture in the text has no description.');
  // "Describe" goes back to the description in the text, selected: typing replaces it.
  await ask.getByRole('button', { name: 'Describe' }).click();
  await expect(ask).toHaveCount(0);
  await expect(content).toBeFocused();
  await page.keyboard.type('The reception desk');
  await expect(content).toHaveValue(/!\[The reception desk\]\(\/media\/[0-9a-f]{32}\.jpg\)$/);

  // A second one, said to be decorative: saved, and not asked about again.
  await content.press('Control+End');
  await page.getByLabel('Insert a Picture', { exact: true }).setInputFiles({
    name: 'pattern.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#f59e0b'),
  });
  await expect(content).toHaveValue(/!\[Describe the picture\]\(\/media\/[0-9a-f]{32}\.jpg\)$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await ask.getByRole('button', { name: 'The picture is decorative' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();

  await expect
    .poll(async () => (await publicHtml(page, '/blog/office-tour')).includes('The reception desk'))
    .toBe(true);
  const html = await publicHtml(page, '/blog/office-tour');
  expect(html).not.toContain('Describe the picture');
  expect(html).toMatch(/<img src="\/media\/[0-9a-f]{32}-320\.jpg" alt="The reception desk"/);
  expect(html).toMatch(/<img src="\/media\/[0-9a-f]{32}-320\.jpg" alt="" loading="lazy"/);
  expect(html).not.toContain('title="decorative"');
});
