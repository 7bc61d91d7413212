import { expect, test } from './fixtures.ts';

test.describe('blog', () => {
  test('lists published posts, filters by category chip and shows an empty state', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog | Lumen Legal');
    // Each post is an article titled by its heading (the page also has a newsletter section).
    const posts = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(posts).toHaveCount(5);
    await expect(posts.first()).toHaveText(
      'Measuring the Return on Legal AI: What to Track in a Pilot',
    );
    const chips = page.getByRole('navigation', { name: 'Categories' });
    await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await chips.getByRole('link', { name: 'Compliance' }).click();
    await expect(page).toHaveURL(/\?category=Compliance$/);
    await expect(posts).toHaveCount(1);
    await expect(posts).toHaveText(
      'Preparing for the EU AI Act: A Practical Checklist for Legal Teams',
    );
    await expect(chips.getByRole('link', { name: 'Compliance' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await chips.getByRole('link', { name: 'Product Updates' }).click();
    await expect(posts).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'No posts have been published' }),
    ).toHaveText('No posts have been published in this category yet. Please check back soon.');
  });

  test('opens a post with its own title and a way back', { tag: '@smoke' }, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', {
        name: 'Grounded by Design: Retrieval Over Estonian Case Law',
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/\/blog\/grounded-retrieval-over-estonian-case-law$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Grounded by Design: Retrieval Over Estonian Case Law',
    );
    await expect(page).toHaveTitle(
      'Retrieval-augmented generation over Estonian case law | Lumen Legal',
    );
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the Estonian blog is translated and hydrates cleanly', async ({ page, consoleErrors }) => {
    await page.goto('/et/blog');
    await page.getByRole('link', { name: 'Vastavus', exact: true }).click();
    await expect(page).toHaveURL(/\/et\/blog\?category=Compliance$/);
    expect(consoleErrors).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    await expect(page.getByRole('navigation', { name: 'Kategooriad' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vastavus', exact: true })).toBeVisible();
  });
});

test.describe('newsroom', () => {
  test('lists press releases, one milestone and the media kit as an external download', async ({
    page,
  }) => {
    await page.goto('/newsroom');
    await expect(
      page.getByRole('region', { name: 'Press releases' }).getByRole('article'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Milestones' }).getByRole('listitem'),
    ).toHaveCount(1);
    const kit = page.getByRole('link', { name: /Download the media kit/ });
    await expect(kit).toHaveAttribute('target', '_blank');
    await expect(kit).toHaveAttribute('rel', 'noopener noreferrer');
    await page
      .getByRole('link', { name: /Launches in Tallinn/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Launches in Tallinn');
    await expect(page.getByRole('link', { name: 'Back to Newsroom' }).first()).toBeVisible();
  });
});

test.describe('people', () => {
  test('the grid links to profiles, which link back', async ({ page }) => {
    await page.goto('/people');
    await page.getByRole('link', { name: 'Kadri Lepik' }).click();
    await expect(page).toHaveURL(/\/people\/kadri-lepik$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kadri Lepik');
    await expect(page).toHaveTitle('Kadri Lepik | Lumen Legal');
    await page.getByRole('link', { name: 'Back to People' }).click();
    await expect(page).toHaveURL(/\/people$/);
  });

  test('/people?to=X redirects to the profile of X', async ({ page }) => {
    const response = await page.goto('/people?to=martin-saar');
    expect(response?.url()).toMatch(/\/people\/martin-saar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Martin Saar');
  });

  test('unknown people and post slugs answer 404 with the 404 page', async ({ page }) => {
    for (const path of ['/people/nobody-here', '/blog/no-such-post', '/newsroom/no-such-post']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    }
  });

  test('shows each person’s portrait, in a modern format at the size shown', async ({ page }) => {
    await page.goto('/people');
    const photo = page.getByRole('img', { name: 'Photo of Kadri Lepik' });
    await expect(photo).toBeVisible();
    // Chromium takes the AVIF, at the width the avatar is shown (or twice that).
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/[0-9a-f]{32}-(160|320)\.avif$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('shows initials in place of a photo that fails to load', async ({ page }) => {
    // (A person without a photo: tests/integration/demo-pictures.test.ts.)
    await page.route('**/media/**', (route) => route.abort());
    await page.goto('/people');
    await page.getByRole('link', { name: 'Martin Saar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Martin Saar');
    // The initials are not announced as a photo: the name is the heading next to them.
    await expect(page.getByText('MS', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Martin Saar/ })).toHaveCount(0);
  });
});

test.describe('about', () => {
  test('shows the sections, team cards linking to people and the calls to action', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Lumen Legal');
    await expect(page.getByRole('main')).toContainText(
      'Founded in Tallinn in Q2 2025, after a three-year research programme.',
    );
    for (const name of ['Our mission', 'Our vision', 'Our impact', 'Our story', 'Our values']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Our values' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Advisory board' })).toContainText(
      'Announcements are coming soon',
    );
    await expect(
      page
        .getByRole('region', { name: 'Investors' })
        .getByRole('link', { name: 'Contact us about investing' }),
    ).toHaveAttribute('href', '/contact');
    const cta = page.getByRole('region', { name: 'Work with us' });
    await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'See careers' })).toHaveAttribute('href', '/career');
    await page
      .getByRole('region', { name: 'Our team' })
      .getByRole('link', { name: 'Martin Saar' })
      .click();
    await expect(page).toHaveURL(/\/people\/martin-saar$/);
    expect(consoleErrors).toEqual([]);
  });
});
