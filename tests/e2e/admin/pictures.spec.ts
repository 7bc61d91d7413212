import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { noisyPhoto } from '../../helpers/noisy-photo.ts';
import { expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import { openEntities, publicHtml, tab } from './entities-helpers.ts';
import { openAdmin } from './posts-helpers.ts';

// Pictures (issue #26): a person's photo uploaded in the back office is on their profile in
// both languages, in a modern format at the size shown, and their initials stand in when it
// cannot be fetched. A server of its own: the people it adds are counted elsewhere.
test.use({ serverFor: 'pictures' });

test('a photo uploaded for a person shows on their profile; initials when it fails', async ({
  page,
}) => {
  // Upright, as a phone takes it: the round avatar shows a square of it, set by its focal point.
  const photo = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: '#2563eb' },
  })
    .jpeg()
    .toBuffer();
  await openEntities(page, '?tab=people');
  await expect(tab(page, 'People')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add Person' }).click();
  const form = page.getByRole('region', { name: 'Add person' });
  await form.getByLabel('Name (required)').fill('Liis Kask');
  await form.getByLabel('Title (required)').fill('Product Counsel');
  // A file that is no picture is refused with what is accepted.
  await form.getByLabel('Upload a Picture').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('these are notes, not a photo'),
  });
  await expect(
    form.getByRole('alert').filter({
      hasText: 'This file is not a picture we accept: upload a JPEG, PNG, WebP, AVIF or SVG.',
    }),
  ).toBeVisible();
  await form.getByLabel('Upload a Picture').setInputFiles({
    name: 'liis.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(form.getByRole('status').filter({ hasText: 'liis.jpg is uploaded' })).toBeVisible();
  await expect(form.getByLabel('Photo URL')).toHaveValue(/^\/media\/[0-9a-f]{32}\.jpg$/);
  await expect(form.getByRole('img', { name: 'The picture in the field' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Liis Kask saved.' })).toBeVisible();
  // Saved on this device first: the Media screen, which asks the server, shows the use once the
  // change has reached it (the profile answers once it has).
  await expect.poll(async () => (await page.request.get('/people/liis-kask')).status()).toBe(200);

  // The Media screen lists it where it is used, and keeps it while it is.
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Media' })
    .click();
  const row = page.getByRole('row').filter({ hasText: 'liis.jpg' });
  await expect(row).toContainText('Person: Liis Kask');
  await row.getByRole('button', { name: 'Delete liis.jpg' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this picture?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'This picture is in use, so it cannot be deleted. Remove it from where it is used first.',
    }),
  ).toBeVisible();
  await expect(row).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  // Its focal point: where the picture is clicked, then exactly, with the sliders.
  const focalButton = row.getByRole('button', { name: 'Set the focal point of liis.jpg' });
  await focalButton.click();
  const focal = page.getByRole('dialog', { name: 'Focal point of liis.jpg' });
  const across = focal.getByRole('slider', { name: 'From the left' });
  const down = focal.getByRole('slider', { name: 'From the top' });
  await expect(across).toBeFocused();
  await expect(across).toHaveValue('50');
  expect(
    (await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze())
      .violations,
  ).toEqual([]);
  // The picture itself answers the pointer only (the sliders are its keyboard way).
  const picture = focal.locator('.focal-editor__frame');
  const box = await picture.boundingBox();
  if (!box) throw new Error('the picture is not shown');
  await picture.click({ position: { x: box.width * 0.8, y: box.height * 0.1 } });
  await expect.poll(async () => Number(await across.inputValue())).toBeGreaterThan(75);
  await expect.poll(async () => Number(await down.inputValue())).toBeLessThan(15);
  // Cancel keeps what was saved.
  await focal.getByRole('button', { name: 'Cancel' }).click();
  await expect(focal).toBeHidden();
  await expect(focalButton).toBeFocused();
  await focalButton.click();
  await expect(across).toHaveValue('50');
  await across.fill('25');
  await down.focus();
  await page.keyboard.press('Home');
  await expect(down).toHaveValue('0');
  await focal.getByRole('button', { name: 'Save Focal Point' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The focal point of liis.jpg is saved.' }),
  ).toBeVisible();

  await expect.poll(() => publicHtml(page, '/people/liis-kask')).toContain('/media/');
  for (const path of ['/people/liis-kask', '/et/people/liis-kask']) {
    await page.goto(path);
    const img = page.getByRole('img', { name: /Liis Kask/ });
    await expect(img).toBeVisible();
    // Chromium takes the AVIF, at the width the avatar is shown (160 px, twice on this screen).
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toMatch(/\/media\/[0-9a-f]{32}-(160|320)\.avif$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // The round crop keeps the focal point set above in view: the top of the photo.
    await expect(img).toHaveCSS('object-position', '25% 0%');
  }

  // The photo cannot be fetched: the initials take its place.
  await page.route('**/media/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByText('LK', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Liis Kask/ })).toHaveCount(0);
});

test('an SVG with a script is kept only as the picture it draws', async ({ page }) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"
      onload="alert('onload')">
    <script>alert('script')</script>
    <rect width="400" height="400" fill="#0f766e"/>
  </svg>`;
  await openEntities(page, '?tab=people');
  await page.getByRole('button', { name: 'Add Person' }).click();
  const form = page.getByRole('region', { name: 'Add person' });
  await form.getByLabel('Upload a Picture').setInputFiles({
    name: 'badge.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  });
  await expect(form.getByRole('status').filter({ hasText: 'badge.svg is uploaded' })).toBeVisible();
  // Drawn into a PNG: nothing of the file's markup is served, so nothing of it can run.
  const address = await form.getByLabel('Photo URL').inputValue();
  expect(address).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
  await expect(form.getByRole('img', { name: 'The picture in the field' })).toBeVisible();
  const served = await page.request.get(address);
  expect(served.headers()['content-type']).toBe('image/png');
  const bytes = await served.body();
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.includes('alert')).toBe(false);
  expect(bytes.includes('<svg')).toBe(false);
});

test('the Media screen uploads pictures one after another, saying how each stands', async ({
  page,
}) => {
  // Large enough that making its sizes takes a moment.
  const noise = (seed: number) => noisyPhoto(seed, 2400, 1800);
  // Names of this run's own, so that a row left by another spec or an earlier
  // attempt on the shared server cannot be mistaken for them.
  const run = Date.now().toString(36);
  const [pier, grove] = [`pier-${run}.jpg`, `grove-${run}.jpg`];
  await openAdmin(page, '/admin/media', 'Media');
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await page.getByLabel('Upload Pictures').setInputFiles([
    { name: pier, mimeType: 'image/jpeg', buffer: await noise(1) },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') },
    { name: grove, mimeType: 'image/jpeg', buffer: await noise(2) },
  ]);
  const item = (name: string) => uploads.getByRole('listitem').filter({ hasText: name });
  // The first is being processed while the others wait their turn.
  await expect(item(pier).getByRole('status')).toHaveText(/Uploading…|Processing…/);
  await expect(item(grove).getByRole('status')).toHaveText('Waiting to upload…');
  await expect(uploads).toHaveAttribute('aria-busy', 'true');
  await expect(item(pier).getByRole('status')).toHaveText('Uploaded.', {
    timeout: scaled(30_000),
  });
  await expect(item('notes.jpg').getByRole('alert')).toHaveText(
    'This file is not a picture we accept: upload a JPEG, PNG, WebP, AVIF or SVG.',
  );
  await expect(item(grove).getByRole('status')).toHaveText('Uploaded.', {
    timeout: scaled(30_000),
  });
  await expect(uploads).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('row').filter({ hasText: grove })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: pier })).toBeVisible();
});
