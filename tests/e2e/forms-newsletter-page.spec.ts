import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './forms-helpers.ts';

test.describe('newsletter page form (on /blog)', () => {
  test('checks the address, subscribes, clears the input and treats "already subscribed" as success', async ({
    page,
  }) => {
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    const input = form.getByRole('textbox', { name: 'Email address' });
    const submit = form.getByRole('button', { name: 'Subscribe' });

    await input.fill('   ');
    await submit.click();
    await expect(form.getByText('Please enter your email')).toBeVisible();
    await input.fill('reader@example');
    await expect(form.getByText('Please enter your email')).toBeHidden();
    await submit.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    const email = uniqueEmail('page-newsletter');
    await input.fill(` ${email} `);
    await submit.click();
    const thanks = form.getByRole('status').filter({ hasText: 'Thanks for subscribing!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText(
      'Check your inbox: your subscription starts when you confirm',
    );
    await expect(thanks).toBeInViewport();
    await expect(input).toHaveValue('');

    await input.fill(email);
    await submit.click();
    await expect(form.getByText('Thanks for subscribing!')).toBeVisible();
  });

  test('shows the failure message when the server errs', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"boom"}}',
      }),
    );
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form
      .getByRole('textbox', { name: 'Email address' })
      .fill(uniqueEmail('page-newsletter-fail'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Something went wrong. Please try again.');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  });
});
